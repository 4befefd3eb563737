import { expect } from '../testing/oracle-expect';
import type { CreatedResultRecord, ResultRecord } from '../../api/contract/kid-quiz';
import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import * as PHONE_RULES from '../../domain/phone';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT, isAnswer, isCompleteAnswers } from '../../domain/kid-quiz/questions';
import { apiError, networkDown, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld, TraceStep } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { OPENED_ANSWERS, OPENED_RECORD, SAMPLE_ANSWERS, createdRecordFor, publicViewOf, recordFor, secretFor } from './kid-quiz.fixtures';
import { createKidQuizResultsMachine } from './kid-quiz-results.machine';
import type { KidQuizSearch } from './kid-quiz-url';
import { createKidQuizMachine, type KidQuizMachine, urlSearchOf } from './kid-quiz.machine';
import type { KidQuizInput, KidQuizSnapshot, SyncUrlParams } from './kid-quiz.machine';
import {
  ACTION_OF_EVENT,
  actionsOf,
  answersOf,
  calculationStepOf,
  evaluationOf,
  openProblemOf,
  questionOf,
  recordPanelOf,
  sceneOf,
  viewOf,
} from './kid-quiz.selectors';
import type { QuizView } from './kid-quiz.selectors';
import { byStep, createStepLedger, isUserEvent, keepsQuizStepRules, STEP_MS, STEPS, syncUrlInto, UUID } from './observed-steps';
import type { StepLedger } from './observed-steps';

/**
 * The kid quiz against the spec (§2 scenes 1 to 9; §4 navigation: next below the maximum,
 * previous above 1, back does nothing with one entry, reset restores defaults, the calculation
 * advances in 250 ms steps; §4 quiz server actions; §5 answers 1 to 10, known scene ids only) and
 * the URL and record rules of README.md, and the owner rule of the results record (a record's
 * secret, given when it is created or carried by its SMS link, goes with every call about it and
 * never into the URL; a record the server shows without its owner's view offers no SMS or
 * discount code). The oracle replays the trace with those rules and reads only what a parent and
 * the server see: the page (the selectors), the URL the page asked for, the answers and secrets
 * kept for a reload, and the calls that reached the fake server. Results come from the domain's
 * scoring (src/domain/kid-quiz, with its own unit tests).
 */

const HOME = 1;
const CALCULATION = 8;
const RESULTS = 9;
const MALFORMED_ID = 'not-a-record-id';
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const OPENED_SECRET = secretFor(OPENED_RECORD.id);
const MALFORMED_SECRET = 'not a secret';
const SAMPLE_ID = recordFor(SAMPLE_ANSWERS).id;

type Answers = ReadonlyArray<number | null>;

interface QuizWorld extends BaseWorld {
  /** The address bar: the URL the page last asked the router for. */
  url: KidQuizSearch;
  navigations: SyncUrlParams[];
  /** The answers kept for a reload (what a reload read, then what the page kept). */
  stored: ReadonlyArray<unknown> | null;
  /** The records' secrets kept for a reload, likewise. */
  storedSecrets: unknown;
  ledger: StepLedger;
}

type Machine = KidQuizMachine;
type Step = TraceStep<KidQuizSnapshot>;

/** Kept from before a reload: the sample answers' beginning, so the rest of the graph is the fresh start's. */
const RELOADED: Answers = [...SAMPLE_ANSWERS.slice(0, 3), null, null, null];
/** A record of this tab before the reload, whose secret it kept. */
const RELOADED_RECORD = recordFor([2, 4, 6, 8, 10, 1]);
/** Kept from before a reload: that secret, and entries that are not secrets (dropped). */
const RELOADED_SECRETS = {
  [RELOADED_RECORD.id]: secretFor(RELOADED_RECORD.id),
  [MALFORMED_ID]: OPENED_SECRET,
  [recordFor(SAMPLE_ANSWERS).id]: MALFORMED_SECRET,
};
const starts: Record<string, KidQuizInput> = {
  fresh: { answers: null },
  'after a reload with three answers and a secret': { answers: RELOADED, secrets: RELOADED_SECRETS },
};

// ---- the spec's rules, written here without the machine's code -------------------------

const noAnswers = (): Array<number | null> => Array.from({ length: QUESTION_COUNT }, () => null);
const answeredInOrder = (answers: Answers) => {
  const firstGap = answers.indexOf(null);
  return firstGap === -1 ? answers.length : firstGap;
};

/** Question n (scene n + 1) needs questions 1 to n − 1; the calculation and the results need all six. */
function reachable(scene: number, answers: Answers): boolean {
  if (scene === HOME) return true;
  if (scene >= 2 && scene <= 7) return answeredInOrder(answers) >= scene - 2;
  return (scene === CALCULATION || scene === RESULTS) && answeredInOrder(answers) === QUESTION_COUNT;
}

const isKnownScene = (scene: number) => Number.isInteger(scene) && scene >= 1 && scene <= 9;

/** The view each scene shows in (the results scene also while a link opens). */
function viewsOfScene(scene: number): QuizView[] {
  if (scene === HOME) return ['home'];
  if (scene === CALCULATION) return ['calculating'];
  if (scene === RESULTS) return ['results', 'opening', 'openFailed'];
  return ['question'];
}

/** Where a navigation event leads from `scene` (spec §2, §4), before reachability; null: nowhere. */
function askedScene(event: SampleEvent, scene: number): number | null {
  const up = scene === CALCULATION ? null : scene + 1; // the calculation moves on by itself
  switch (event.type) {
    case 'scene.next':
      return up;
    case 'scene.previous':
      return scene - 1;
    case 'scene.step':
      return event.direction === 'up' ? up : scene - 1;
    case 'scene.goto':
      return Number(event.sceneId);
    case 'scene.last':
      return 7;
    case 'scene.lastFromResults':
      return scene === RESULTS ? 7 : null;
    default:
      return null;
  }
}

/** The URL of a scene (README "The URL"): home bare, `?scene=N`, the results with their record id. */
function urlOf(scene: number, resultId: string | null): KidQuizSearch {
  if (scene === HOME) return {};
  return scene === RESULTS && resultId ? { scene, result: resultId } : { scene };
}

const sameAnswers = (a: Answers, b: Answers) => a.length === b.length && a.every((answer, index) => answer === b[index]);

/** The secrets kept in storage that are secrets: a record id and 43 base64url characters. */
function secretsIn(stored: unknown): Record<string, string> {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([id, secret]) => UUID.test(id) && typeof secret === 'string' && SECRET.test(secret)));
}

// ---- the oracle ------------------------------------------------------------------------

/** What the spec says about the quiz after a trace. */
interface Expected {
  answers: Array<number | null>;
  /** The last record the server gave (created or opened). */
  record: ResultRecord | null;
  /** The results link being opened, or that could not be opened. */
  opening: string | null;
  /** The last error of each quiz call (and of the phone rules' load). */
  lastError: Partial<Record<'createRecord' | 'retrieveRecord' | 'loadPhoneRules', unknown>>;
  /** The phone rules of the results' SMS forms arrived (they are loaded once, when an owned record is saved). */
  rulesLoaded: boolean;
  /** When the calculation now showing began. */
  calculationFrom: number | null;
  /** Scenes shown since the quiz (re)started: Back only ever returns to one of them. */
  shown: Set<number>;
  /** The secrets the tab holds: kept from before, given by the server, or carried by a link. */
  secrets: Record<string, string>;
}

function replay(observation: Observation<Machine, QuizWorld>): Expected {
  const { input, trace, world } = observation;
  const calls = byStep(world.ledger, 'calls', world.calls.started, trace.length);
  const navigations = byStep(world.ledger, 'navigations', world.navigations, trace.length);
  const expected: Expected = {
    answers: [...(input?.answers ?? noAnswers())] as Array<number | null>,
    record: null,
    opening: null,
    lastError: {},
    rulesLoaded: false,
    calculationFrom: null,
    shown: new Set([HOME]),
    secrets: secretsIn(input?.secrets),
  };
  // Nothing is called or navigated before the router tells the quiz its URL.
  expect([calls[0], navigations[0]]).toEqual([[], []]);
  trace.forEach((step, index) => playStep(step, calls[index + 1], navigations[index + 1], expected));
  return expected;
}

function playStep(step: Step, calls: ReadonlyArray<{ name: string; input: unknown }>, navigations: readonly SyncUrlParams[], expected: Expected): void {
  const { event, before, after, at } = step;
  const from = sceneOf(before);
  const to = sceneOf(after);

  // A control the page does not offer changes nothing; the page's own moves add a history entry,
  // the URL, the calculation's end and the server's answers replace it.
  const control = ACTION_OF_EVENT[event.type];
  if (!keepsQuizStepRules(step, calls, navigations, !control || actionsOf(before)[control])) return;

  // Answers: the slider's value on the question shown, when it is a whole number 1 to 10.
  const question = questionOf(before);
  if (event.type === 'answer.select' && question && isAnswer(event.value)) expected.answers[question.index] = event.value;
  if (event.type === 'quiz.reset') Object.assign(expected, { answers: noAnswers(), record: null, shown: new Set([HOME]) });

  const rules = /^xstate\.(done|error)\.actor\.loadPhoneRules$/.exec(event.type);
  if (rules?.[1] === 'done') expected.rulesLoaded = true;
  if (rules?.[1] === 'error') expected.lastError.loadPhoneRules = event.error;
  const answered = /^xstate\.(done|error)\.actor\.(createRecord|retrieveRecord)$/.exec(event.type);
  if (answered?.[1] === 'done' && answered[2] === 'createRecord') {
    // A new record is its creator's: the tab keeps its secret.
    const { secret, ...record } = event.output as CreatedResultRecord;
    expected.record = record;
    expected.secrets[record.id] = secret;
  }
  if (answered?.[1] === 'done' && answered[2] === 'retrieveRecord') expected.record = event.output as ResultRecord;
  if (answered?.[1] === 'error') expected.lastError[answered[2] as 'createRecord' | 'retrieveRecord'] = event.error;
  if (answered?.[1] === 'done' && answered[2] === 'retrieveRecord') {
    // An opened link shows that record's answers, and the quiz starts over from its results.
    expected.answers = [...(event.output as ResultRecord).answers];
    expected.shown = new Set();
  }

  // Where the quiz moves (spec §4, §5).
  const url = event.type === 'url.changed' ? (event.search as KidQuizSearch) : null;
  // A link opens another record, or the one shown with a secret the tab did not hold (from the SMS).
  const linkSecret = typeof event.secret === 'string' && SECRET.test(event.secret) ? event.secret : null;
  const opensLink =
    url?.result !== undefined &&
    UUID.test(url.result) &&
    (url.result !== shownResultOf(before, expected) || (linkSecret !== null && linkSecret !== expected.secrets[url.result]));
  if (opensLink && url?.result) {
    expected.opening = url.result;
    if (linkSecret) expected.secrets[url.result] = linkSecret;
    expected.shown = new Set();
    expect(viewOf(after)).toBe('opening');
  } else if (isUserEvent(event.type) || url) {
    const asked = url ? Number(url.scene ?? HOME) : event.type === 'quiz.reset' ? HOME : askedScene(event, from);
    const moves = asked !== null && isKnownScene(asked) && asked !== from && reachable(asked, answersOf(before));
    if (event.type === 'scene.back') {
      // Back returns to a scene shown before (never the calculation), or does nothing.
      if (to !== from) expect(expected.shown.has(to) && to !== CALCULATION).toBe(true);
    } else if (event.type === 'quiz.reset') {
      expect([to, viewOf(after)]).toEqual([HOME, 'home']);
    } else {
      expect(to).toBe(moves ? asked : from);
    }
    if (to === from) expect(viewOf(after)).toBe(viewOf(before));
  }
  if (viewOf(after) !== 'opening' && viewOf(after) !== 'openFailed') expected.opening = null;

  // The calculation: four steps of 250 ms, then the results.
  if (viewOf(after) === 'calculating' && (viewOf(before) !== 'calculating' || to !== from)) expected.calculationFrom = at;
  if (viewOf(before) === 'calculating' && viewOf(after) === 'results' && event.type.startsWith('xstate.after.')) {
    expect(at - (expected.calculationFrom ?? 0)).toBe(STEPS * STEP_MS);
  }
  expected.shown.add(to);

  // What reached the server in this step.
  for (const call of calls) {
    if (call.name === 'loadPhoneRules') {
      // The phone rules load only for the owner's saved record, only until they arrive (a reset keeps them).
      expect(expected.rulesLoaded).toBe(false);
      expect(expected.record?.access).toBe('owner');
      expect(expected.record && sameAnswers(expected.record.answers, expected.answers)).toBe(true);
    } else if (call.name === 'createRecord') {
      // A record of six valid answers, the ones shown, once per set of answers.
      expect(call.input).toEqual({ answers: expected.answers });
      expect(expected.answers.every(isAnswer)).toBe(true);
      if (expected.record) expect(sameAnswers(expected.record.answers, expected.answers)).toBe(false);
    } else {
      // The results link the URL named (again, on a retry), with its secret when the tab holds it.
      expect(call.input).toEqual({ id: expected.opening, secret: expected.secrets[expected.opening ?? ''] ?? null });
      expect(expected.opening).toMatch(UUID);
    }
  }
  // The secret never goes into the URL (nor so into the history, a Referer or a copied link).
  for (const navigation of navigations) {
    for (const secret of [...Object.values(expected.secrets), event.secret]) {
      if (typeof secret === 'string') expect(JSON.stringify(navigation.search)).not.toContain(secret);
    }
  }
}

/** The record id the page names: the link being opened, else the record of the answers shown. */
function shownResultOf(snapshot: KidQuizSnapshot, expected: Expected): string | null {
  const view = viewOf(snapshot);
  if (view === 'opening' || view === 'openFailed') return expected.opening;
  return expected.record && sameAnswers(expected.record.answers, answersOf(snapshot)) ? expected.record.id : null;
}

function check(observation: Observation<Machine, QuizWorld>): void {
  const { snapshot, world } = observation;
  const expected = replay(observation);
  const view = viewOf(snapshot);
  const scene = sceneOf(snapshot);
  const answers = answersOf(snapshot);
  const pending = world.calls.pending;

  // The answers given, kept for a reload: whole numbers 1 to 10, in question order.
  expect(answers).toEqual(expected.answers);
  expect(world.stored ?? noAnswers()).toEqual(expected.answers);
  // The secrets the tab holds, kept for a reload.
  expect(secretsIn(world.storedSecrets)).toEqual(expected.secrets);
  expect(answers.every((answer) => answer === null || isAnswer(answer))).toBe(true);
  expect(answers.slice(answeredInOrder(answers)).every((answer) => answer === null)).toBe(true);

  // The view shows the scene; a scene shows only when everything before it is answered.
  expect(viewsOfScene(scene)).toContain(view);
  if (view !== 'opening' && view !== 'openFailed') expect(reachable(scene, answers)).toBe(true);

  // One call at a time, and only while its scene shows (the phone rules load after the record is saved).
  expect(pending.length).toBeLessThanOrEqual(1);
  const calling = pending[0]?.name;
  if (calling === 'retrieveRecord') expect(view).toBe('opening');

  const question = questionOf(snapshot);
  if (view === 'question') {
    expect(question).toMatchObject({ number: scene - 1, answer: answers[scene - 2] });
    // The slider stands at the answer; unanswered, somewhere on the range.
    const slider = question?.sliderValue ?? Number.NaN;
    if (question?.answer) expect(slider).toBe(question.answer);
    expect(slider >= ANSWER_MIN && slider <= ANSWER_MAX).toBe(true);
  } else {
    expect(question).toBeNull();
  }

  // The result shown is the outcome of the answers given.
  const evaluation = evaluationOf(snapshot);
  if (view === 'calculating' || view === 'results') expect(evaluation).toEqual(evaluateAnswers(answers.map(Number)));
  else expect(evaluation).toBeNull();
  if (view === 'calculating') {
    expect(calculationStepOf(snapshot)).toBe(Math.floor((world.clock.now() - (expected.calculationFrom ?? 0)) / STEP_MS));
  }

  // The results record: the one of these answers, created once; its id in the URL.
  const record = expected.record && sameAnswers(expected.record.answers, answers) ? expected.record : null;
  const panel = recordPanelOf(snapshot);
  const shared = view === 'results' && record !== null && record.access !== 'owner';
  if (view === 'results') {
    if (record && !shared && expected.rulesLoaded) {
      // The owner's record: its SMS and discount code, every call with the secret the tab holds.
      expect(panel).toMatchObject({ status: 'saved', recordId: record.id });
      const actions = panel?.status === 'saved' ? panel.actions?.getSnapshot().context : null;
      expect(actions).toMatchObject({ record, secret: expected.secrets[record.id] ?? null, phoneRules: PHONE_RULES });
    } else if (record && !shared && calling === 'loadPhoneRules') {
      // Its SMS forms wait for the phone rules: the record shows as being saved, with nothing to do yet.
      expect(panel).toEqual({ status: 'saved', recordId: record.id, actions: null });
    } else if (record && !shared) {
      // The rules could not be loaded: the record's failure, with its retry.
      expect(panel).toEqual({ status: 'failed', problem: shownProblemOf(expected.lastError.loadPhoneRules) });
    } else if (record) {
      // Someone else's: the result and the masked number only, and the quiz to take.
      expect(panel).toEqual({ status: 'shared', recordId: record.id, maskedPhoneNumber: record.maskedPhoneNumber });
      expect(snapshot.children.resultsActions).toBeUndefined();
    } else if (calling === 'createRecord') {
      expect(panel).toEqual({ status: 'saving' });
    } else {
      expect(panel).toEqual({ status: 'failed', problem: shownProblemOf(expected.lastError.createRecord) });
    }
  } else {
    expect(panel).toBeNull();
  }
  if (calling === 'createRecord') expect(record).toBeNull();

  // Shared results offer the quiz to take, not the owner's ways back into it.
  const offered = actionsOf(snapshot);
  expect([offered.takeQuiz, offered.changeAnswers, offered.startAgain]).toEqual([
    view === 'openFailed' || shared,
    view === 'results' && !shared,
    view === 'results' && !shared,
  ]);

  // A results link: opening while it is retrieved, or why it could not be.
  if (view === 'opening') expect(pending.map((call) => call.input)).toEqual([{ id: expected.opening, secret: expected.secrets[expected.opening ?? ''] ?? null }]);
  expect(openProblemOf(snapshot)).toEqual(view === 'openFailed' ? shownProblemOf(expected.lastError.retrieveRecord) : null);

  // The URL always names the scene shown (and the record shown or being opened).
  expect(world.url).toEqual(urlOf(scene, view === 'opening' || view === 'openFailed' ? expected.opening : view === 'results' ? (record?.id ?? null) : null));
}

// ---- samples ---------------------------------------------------------------------------

/**
 * Payloads for the events a snapshot takes. xstate/graph keys a snapshot by its state and
 * context, so the samples test something without multiplying the graph:
 * - a question's sample answer and three that are not answers (0, 11, 2.5: refused) while it is
 *   unanswered, its own answer once answered (answers are built in order; changing one is a
 *   journey). So a guard that let a wrong answer in shows in a path, not in a runaway graph;
 * - unknown scene ids, and home as a known one; scene 9 asked from home (refused until six
 *   answers);
 * - URLs: the one shown, home, a scene not reached yet, garbage, a malformed results id, and the
 *   results link of OPENED_RECORD from home, without and with its secret; on shared results,
 *   their link with the secret (from the SMS) and with a mangled one;
 * - server answers that echo what was sent, as the contract promises: the opened record in full
 *   when the tab holds its secret, else its public view; a created record with its secret.
 */
function sampler(snapshot: KidQuizSnapshot): SampleEvent[] {
  const view = viewOf(snapshot);
  const question = questionOf(snapshot);
  const answers = answersOf(snapshot);
  const { secrets, record } = snapshot.context;
  // A reset keeps the secrets of the records made or opened here, so the quiz after one would be
  // walked again once per set of secrets: after a reset, answers and links are left to the
  // journeys. (A reload's kept secret is another record's.)
  const afterReset = record === null && (SAMPLE_ID in secrets || OPENED_RECORD.id in secrets);
  const untouched = view === 'home' && answers.every((answer) => answer === null) && Object.keys(secrets).length === 0;
  return [
    { type: 'scene.step', direction: 'up' },
    ...[0, 2.5, ...(view === 'question' ? [HOME] : []), ...(untouched ? [RESULTS] : [])].map((sceneId) => ({ type: 'scene.goto', sceneId })),
    // An unanswered question: its sample answer and three that are not answers; an answered one: its own answer again.
    ...(question === null || afterReset
      ? []
      : (question.answer === null ? [SAMPLE_ANSWERS[question.index], 0, 11, 2.5] : [question.answer]).map((value) => ({ type: 'answer.select', value }))),
    { type: 'url.changed', search: urlSearchOf(snapshot.context) },
    ...(view === 'question' ? [{ type: 'url.changed', search: {} }] : []),
    ...(untouched ? [{ type: 'url.changed', search: { scene: 6 } }] : []),
    { type: 'url.changed', search: { scene: 'abc' } },
    { type: 'url.changed', search: { scene: RESULTS, result: MALFORMED_ID } },
    ...(untouched
      ? [
          { type: 'url.changed', search: { scene: RESULTS, result: OPENED_RECORD.id } },
          { type: 'url.changed', search: { scene: RESULTS, result: OPENED_RECORD.id }, secret: OPENED_SECRET },
        ]
      : []),
    ...(recordPanelOf(snapshot)?.status === 'shared'
      ? [OPENED_SECRET, MALFORMED_SECRET].map((secret) => ({ type: 'url.changed', search: urlSearchOf(snapshot.context), secret }))
      : []),
    {
      type: 'xstate.done.actor.retrieveRecord',
      output: secrets[OPENED_RECORD.id] === OPENED_SECRET ? OPENED_RECORD : publicViewOf(OPENED_RECORD),
    },
    { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
    ...(isCompleteAnswers(answers) ? [{ type: 'xstate.done.actor.createRecord', output: createdRecordFor(answers) }] : []),
    { type: 'xstate.error.actor.createRecord', error: networkDown() },
    { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES },
    { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
  ];
}

// ---- journeys: the stories of the spec and the README -----------------------------------

const timers = ['iq', 'eq', 'temperament', 'matching'].map((step) => ({ type: `xstate.after.calculationStep.kidQuiz.outcome.scene.calculating.${step}` }));
const answerAll = (values: readonly number[]): SampleEvent[] => [
  { type: 'scene.next' },
  ...values.flatMap((value) => [
    { type: 'answer.select', value },
    { type: 'scene.next' },
  ]),
];
const created = (values: readonly number[]) => ({ type: 'xstate.done.actor.createRecord', output: createdRecordFor(values) });
const RULES_LOADED = { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES };
/** Every question answered with the sample answers, the calculation over and its record saved (the phone rules with it): the results shown. */
const RESULTS_SAVED: SampleEvent[] = [...answerAll(SAMPLE_ANSWERS), ...timers, created(SAMPLE_ANSWERS), RULES_LOADED];
const url = (search: KidQuizSearch, secret?: string) => ({ type: 'url.changed', search, ...(secret === undefined ? {} : { secret }) });
const retrieved = (record: ResultRecord) => ({ type: 'xstate.done.actor.retrieveRecord', output: record });
const CHANGED_ANSWERS = [...SAMPLE_ANSWERS.slice(0, 5), 10];

describeModel({
  name: 'kid quiz',
  create: createKidQuizMachine,
  starts,
  world: (input): QuizWorld => ({
    ...createBaseWorld(),
    url: {},
    navigations: [],
    stored: input?.answers ?? null,
    storedSecrets: input?.secrets ?? null,
    ledger: createStepLedger(),
  }),
  provide: (candidate, world) =>
    candidate.provide({
      actions: {
        syncUrl: syncUrlInto(world),
        persistAnswers: (_, { answers }) => void (world.stored = [...answers]),
        persistSecrets: (_, { secrets }) => void (world.storedSecrets = { ...secrets }),
      },
      actors: {
        retrieveRecord: world.calls.fake('retrieveRecord'),
        createRecord: world.calls.fake('createRecord'),
        loadPhoneRules: world.calls.fake('loadPhoneRules'),
        // Its own calls never start here: its own model test drives them.
        resultsActions: createKidQuizResultsMachine(),
      },
    }),
  sampler,
  check,
  // About 800 snapshots from one start.
  limit: 1_500,
  journeys: {
    'a parent answers six questions and sees the results': {
      start: 'fresh',
      events: RESULTS_SAVED,
    },
    // The SMS forms wait for the phone rules (not in the page's first load); a failed load is the record's failure, and its retry loads them again.
    'the phone rules cannot be loaded at first: the retry loads them and the SMS forms open': {
      start: 'fresh',
      events: [
        ...answerAll(SAMPLE_ANSWERS),
        created(SAMPLE_ANSWERS),
        { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
        ...timers,
        { type: 'record.retry' },
        RULES_LOADED,
      ],
    },
    'the record is saved before the calculation ends, after one failure': {
      start: 'fresh',
      events: [
        ...answerAll(SAMPLE_ANSWERS),
        { type: 'xstate.error.actor.createRecord', error: networkDown() },
        ...timers.slice(0, 2),
        { type: 'record.retry' },
        created(SAMPLE_ANSWERS),
        ...timers.slice(2),
      ],
    },
    'looking back at the questions keeps the record': {
      start: 'fresh',
      events: [
        ...RESULTS_SAVED,
        { type: 'scene.lastFromResults' },
        { type: 'scene.next' },
        ...timers,
        { type: 'scene.goto', sceneId: 3 },
        { type: 'scene.goto', sceneId: RESULTS },
        { type: 'scene.previous' },
        ...timers,
        { type: 'scene.back' },
        { type: 'scene.back' },
      ],
    },
    'an answer changed after the results makes a new record': {
      start: 'fresh',
      events: [
        ...RESULTS_SAVED,
        { type: 'scene.lastFromResults' },
        { type: 'answer.select', value: 10 },
        { type: 'scene.next' },
        ...timers,
        created(CHANGED_ANSWERS),
        { type: 'scene.back' },
        { type: 'answer.select', value: SAMPLE_ANSWERS[5] },
        { type: 'scene.step', direction: 'up' },
        ...timers,
        created(SAMPLE_ANSWERS),
      ],
    },
    'browser back from the results is question 6, forward is the same results': {
      start: 'fresh',
      events: [
        ...RESULTS_SAVED,
        url({ scene: 7 }),
        url({ scene: 6 }),
        url({ scene: 7 }),
        url({ scene: RESULTS, result: SAMPLE_ID }),
        url({ scene: RESULTS }),
      ],
    },
    'a reload on question 4 stays there; a reload on the results reopens them': {
      start: 'after a reload with three answers and a secret',
      events: [
        url({ scene: 5 }),
        url({ scene: 4 }),
        { type: 'answer.select', value: 7 },
        { type: 'scene.last' },
        url({ scene: 5 }),
        url({ scene: 'abc' }),
        url({ scene: 12 }),
        url({ scene: 3, result: SAMPLE_ID }),
        { type: 'xstate.done.actor.retrieveRecord', output: recordFor(SAMPLE_ANSWERS) },
      ],
    },
    'a results link is opened, then its questions revisited': {
      start: 'fresh',
      events: [
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
        { type: 'scene.back' },
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        { type: 'scene.lastFromResults' },
        { type: 'scene.next' },
        ...timers,
      ],
    },
    'an answer changed on an opened link makes a new record': {
      start: 'fresh',
      events: [
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
        { type: 'scene.lastFromResults' },
        { type: 'answer.select', value: 1 },
        { type: 'scene.next' },
        ...timers,
        created([...OPENED_ANSWERS.slice(0, 5), 1]),
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
      ],
    },
    'an SMS link with its secret opens the results in full; the address bar then shows it without': {
      start: 'fresh',
      events: [
        url({ scene: RESULTS, result: OPENED_RECORD.id }, OPENED_SECRET),
        retrieved(OPENED_RECORD),
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        { type: 'scene.lastFromResults' },
        url({ scene: RESULTS, result: OPENED_RECORD.id }, OPENED_SECRET),
      ],
    },
    'a shared link shows the result only; the SMS link opens it in full, and again after a reset': {
      start: 'fresh',
      events: [
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        retrieved(publicViewOf({ ...OPENED_RECORD, phoneNumber: '+84912345678', maskedPhoneNumber: '09•••••678' })),
        url({ scene: RESULTS, result: OPENED_RECORD.id }, MALFORMED_SECRET),
        url({ scene: RESULTS, result: OPENED_RECORD.id }, OPENED_SECRET),
        retrieved(OPENED_RECORD),
        { type: 'quiz.reset' },
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        retrieved(OPENED_RECORD),
      ],
    },
    'a reload keeps the secrets: the results link reopens in full': {
      start: 'after a reload with three answers and a secret',
      events: [url({ scene: RESULTS, result: RELOADED_RECORD.id }), retrieved(RELOADED_RECORD), { type: 'scene.lastFromResults' }, url({ scene: RESULTS, result: RELOADED_RECORD.id })],
    },
    'a reset keeps the secrets: Back to the results opens them in full, and a new quiz has its own': {
      start: 'fresh',
      events: [
        ...RESULTS_SAVED,
        { type: 'quiz.reset' },
        url({ scene: RESULTS, result: SAMPLE_ID }),
        retrieved(recordFor(SAMPLE_ANSWERS)),
        { type: 'quiz.reset' },
        ...answerAll(OPENED_ANSWERS),
        ...timers,
        created(OPENED_ANSWERS),
      ],
    },
    'a results link that cannot be opened, then opened on retry': {
      start: 'fresh',
      events: [
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
        url({ scene: RESULTS, result: OPENED_RECORD.id }),
        url({ scene: RESULTS }),
        { type: 'result.retryOpen' },
        { type: 'xstate.error.actor.retrieveRecord', error: networkDown() },
        { type: 'result.retryOpen' },
        { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
      ],
    },
    'invalid answers, unknown and unreachable scenes are refused': {
      start: 'fresh',
      events: [
        { type: 'scene.next' },
        { type: 'scene.next' },
        ...[0, 11, 2.5, Number.NaN].map((value) => ({ type: 'answer.select', value })),
        ...[0, 10, 2.5, 4, RESULTS].map((sceneId) => ({ type: 'scene.goto', sceneId })),
        { type: 'scene.last' },
        { type: 'scene.lastFromResults' },
        url({ scene: 7 }),
        url({ scene: RESULTS }),
        url({ scene: RESULTS, result: MALFORMED_ID }),
        { type: 'answer.select', value: 10 },
        { type: 'scene.goto', sceneId: 3 },
      ],
    },
    'reset from the results restores every default': {
      start: 'fresh',
      events: [
        ...answerAll(OPENED_ANSWERS),
        ...timers,
        created(OPENED_ANSWERS),
        { type: 'quiz.reset' },
        { type: 'scene.back' },
        ...answerAll(OPENED_ANSWERS),
        created(OPENED_ANSWERS),
      ],
    },
  },
});
