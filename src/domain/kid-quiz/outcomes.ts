import { scoreAnswers } from './scoring';
import type { AbilityLevel, Levels, Scores, TemperamentLevel } from './scoring';

/**
 * The eight outcomes of the kid-personality quiz.
 *
 * The spec gives two readings of the result table: keyed by iq then eq, or by iq then
 * introverted/extroverted. We use both: the table is keyed by iq level, then eq level, then
 * temperament, which gives 2 x 2 x 2 = 8 outcomes, and the spec's six examples (architect,
 * international diplomat, technology expert, inventor, quiet genius, researcher) are among them.
 *
 *   iq    eq    temperament   outcome
 *   high  high  extroverted   international-diplomat
 *   high  high  introverted   architect
 *   high  low   extroverted   technology-expert
 *   high  low   introverted   quiet-genius
 *   low   high  extroverted   performing-artist
 *   low   high  introverted   writer
 *   low   low   extroverted   inventor
 *   low   low   introverted   researcher
 *
 * Only ids live here; every text (potentialJob, characteristics, the role model's name and
 * description, each recommended action) is in the `kid-quiz` namespace under
 * `outcomes.<outcomeId>.…`, so the browser and the server's SMS read the same words.
 */
export const outcomeIds = [
  'international-diplomat',
  'architect',
  'technology-expert',
  'quiet-genius',
  'performing-artist',
  'writer',
  'inventor',
  'researcher',
] as const;

export type OutcomeId = (typeof outcomeIds)[number];

export type RoleModelGender = 'woman' | 'man';

export interface Outcome {
  id: OutcomeId;
  /** Texts: outcomes.<id>.roleModel.name / .description. Four of the eight are women, four men. */
  roleModel: { slug: string; gender: RoleModelGender };
  /** In the order shown; texts: outcomes.<id>.recommendedActions.<key>. */
  recommendedActions: readonly string[];
}

export const outcomeTable: Readonly<Record<AbilityLevel, Record<AbilityLevel, Record<TemperamentLevel, OutcomeId>>>> = {
  high: {
    high: { extroverted: 'international-diplomat', introverted: 'architect' },
    low: { extroverted: 'technology-expert', introverted: 'quiet-genius' },
  },
  low: {
    high: { extroverted: 'performing-artist', introverted: 'writer' },
    low: { extroverted: 'inventor', introverted: 'researcher' },
  },
};

/** One outcome: its role model (slug, gender) and its recommended actions, in the order shown. */
const outcome = (id: OutcomeId, slug: string, gender: RoleModelGender, recommendedActions: readonly string[]): Outcome => ({
  id,
  roleModel: { slug, gender },
  recommendedActions,
});

export const outcomes: Readonly<Record<OutcomeId, Outcome>> = Object.fromEntries(
  [
    outcome('international-diplomat', 'ton-nu-thi-ninh', 'woman', ['learn-a-language', 'family-debates', 'cultural-outings']),
    outcome('architect', 'zaha-hadid', 'woman', ['building-sets', 'draw-plans', 'visit-buildings']),
    outcome('technology-expert', 'grace-hopper', 'woman', ['coding-games', 'team-projects', 'feelings-talk']),
    outcome('quiet-genius', 'ngo-bao-chau', 'man', ['math-puzzles', 'focus-time', 'one-close-friend']),
    outcome('performing-artist', 'jackie-chan', 'man', ['drama-class', 'family-shows', 'puzzle-time']),
    outcome('writer', 'nguyen-nhat-anh', 'man', ['daily-journal', 'library-visits', 'logic-games']),
    outcome('inventor', 'thomas-edison', 'man', ['maker-projects', 'celebrate-mistakes', 'name-feelings']),
    outcome('researcher', 'jane-goodall', 'woman', ['nature-observation', 'collection-notebook', 'small-group-play']),
  ].map((entry) => [entry.id, entry]),
) as Record<OutcomeId, Outcome>;

export function outcomeIdFor(levels: Levels): OutcomeId {
  return outcomeTable[levels.iq][levels.eq][levels.temperament];
}

export function isOutcomeId(value: unknown): value is OutcomeId {
  return typeof value === 'string' && (outcomeIds as readonly string[]).includes(value);
}

/** Everything the results screen and the results record hold, computed from the answers alone. */
export interface Evaluation extends Scores {
  outcomeId: OutcomeId;
}

/** Scores six answers and looks up their outcome; throws unless given six whole answers 1 to 10. */
export function evaluateAnswers(answers: ReadonlyArray<number>): Evaluation {
  const scores = scoreAnswers(answers);
  return { ...scores, outcomeId: outcomeIdFor(scores.levels) };
}
