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

export const outcomes: Readonly<Record<OutcomeId, Outcome>> = {
  'international-diplomat': {
    id: 'international-diplomat',
    roleModel: { slug: 'ton-nu-thi-ninh', gender: 'woman' },
    recommendedActions: ['learn-a-language', 'family-debates', 'cultural-outings'],
  },
  architect: {
    id: 'architect',
    roleModel: { slug: 'zaha-hadid', gender: 'woman' },
    recommendedActions: ['building-sets', 'draw-plans', 'visit-buildings'],
  },
  'technology-expert': {
    id: 'technology-expert',
    roleModel: { slug: 'grace-hopper', gender: 'woman' },
    recommendedActions: ['coding-games', 'team-projects', 'feelings-talk'],
  },
  'quiet-genius': {
    id: 'quiet-genius',
    roleModel: { slug: 'ngo-bao-chau', gender: 'man' },
    recommendedActions: ['math-puzzles', 'focus-time', 'one-close-friend'],
  },
  'performing-artist': {
    id: 'performing-artist',
    roleModel: { slug: 'jackie-chan', gender: 'man' },
    recommendedActions: ['drama-class', 'family-shows', 'puzzle-time'],
  },
  writer: {
    id: 'writer',
    roleModel: { slug: 'nguyen-nhat-anh', gender: 'man' },
    recommendedActions: ['daily-journal', 'library-visits', 'logic-games'],
  },
  inventor: {
    id: 'inventor',
    roleModel: { slug: 'thomas-edison', gender: 'man' },
    recommendedActions: ['maker-projects', 'celebrate-mistakes', 'name-feelings'],
  },
  researcher: {
    id: 'researcher',
    roleModel: { slug: 'jane-goodall', gender: 'woman' },
    recommendedActions: ['nature-observation', 'collection-notebook', 'small-group-play'],
  },
};

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
