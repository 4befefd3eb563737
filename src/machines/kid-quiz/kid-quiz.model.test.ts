import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { Actor, SnapshotFrom } from 'xstate';
import type { ResultRecord } from '../../api/contract/kid-quiz';
import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import { isAnswer, isCompleteAnswers } from '../../domain/kid-quiz/questions';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import type { ActorResultEvent } from '../testing/model-test';
import { OPENED_ANSWERS, OPENED_RECORD, SAMPLE_ANSWERS, apiError, recordFor } from './kid-quiz.fixtures';
import { kidQuizResultsMachine } from './kid-quiz-results.machine';
import { sameSearch } from './kid-quiz-url';
import type { KidQuizSearch } from './kid-quiz-url';
import { CALCULATION_STEP_MS, kidQuizMachine, recordMatchesAnswers, urlSearchOf } from './kid-quiz.machine';
import type { KidQuizEvent, QuizCall } from './kid-quiz.machine';
import { modelMachineOf } from '../testing/model-machine';
import { currentScene, navigationEventTypes } from './navigation';
import { CALCULATION_SCENE, HOME_SCENE, RESULTS_SCENE, answeredPrefixLength, emptyAnswers, isSceneId, questionIndexOf } from './scenes';

/**
 * Model-based test of the kid quiz: scenes, answers, calculation, the results record.
 *
 * The model is the machine itself with its invocations and timers written as the events they
 * produce (model-machine.ts), so xstate/graph can walk it. Beside the model runs the system
 * under test: the real machine, with fake server calls that the test settles and a simulated
 * clock. Each model event reaches the real actor as it would in the app: UI events are sent;
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` resolve or reject the pending fake call
 * (after checking what it was called with); `xstate.after.…` advances the clock by 250 ms.
 * After every step the real actor must be exactly where the model is, the URL and the stored
 * answers must agree with it, and the state assertions check what each scene must hold.
 *
 * The results screen's own actions (SMS, discount code) are a child machine with its own model
 * test (kid-quiz-results.model.test.ts); here it is checked that it runs exactly while the
 * record is saved, with that record.
 */

type Snapshot = SnapshotFrom<typeof kidQuizMachine>;
/** Model events: the machine's own, plus what its invocations and timers send. */
type ModelEvent = KidQuizEvent | { type: string; output?: unknown; error?: unknown };

const model = modelMachineOf(kidQuizMachine);

// ---- the system under test ------------------------------------------------------------

interface PendingCall {
  input: unknown;
  promise: Promise<unknown>;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

let clock = new SimulatedClock();
let pending = new Map<QuizCall, PendingCall>();
/** The URL as the router holds it. */
let url: KidQuizSearch = {};
/** What the edge last stored for a reload. */
let persisted: ReadonlyArray<number | null> = emptyAnswers();
let sut: Actor<typeof kidQuizMachine> | undefined;

function fakeCall<TOutput, TInput>(call: QuizCall) {
  return fromPromise<TOutput, TInput>(({ input }) => {
    const settle: Pick<PendingCall, 'resolve' | 'reject'> = { resolve: () => {}, reject: () => {} };
    const promise = new Promise<TOutput>((resolve, reject) => {
      settle.resolve = (output) => resolve(output as TOutput);
      settle.reject = reject;
    });
    pending.set(call, { input, promise, ...settle });
    return promise;
  });
}

/** Built once: its fakes and spies write to the variables above, which startSut resets. */
const sutMachine = kidQuizMachine.provide({
  actions: {
    syncUrl: (_, { search }) => void (url = search),
    persistAnswers: (_, { answers }) => void (persisted = [...answers]),
  },
  actors: {
    retrieveRecord: fakeCall<ResultRecord, { id: string }>('retrieveRecord'),
    createRecord: fakeCall<ResultRecord, { answers: number[] }>('createRecord'),
    // Its calls never start here: its own model test drives them.
    resultsActions: kidQuizResultsMachine,
  },
});

function startSut(): void {
  sut?.stop();
  clock = new SimulatedClock();
  pending = new Map();
  url = {};
  persisted = emptyAnswers();
  sut = createActor(sutMachine, { clock, input: {} }).start();
}

function real(): Snapshot {
  if (!sut) throw new Error('The system under test was not started');
  return sut.getSnapshot();
}

async function settle(call: QuizCall, outcome: 'done' | 'error', event: ModelEvent): Promise<void> {
  const inFlight = pending.get(call);
  expect(inFlight, `${call} should be in flight`).toBeDefined();
  if (!inFlight) return;
  const { context } = real();
  expect(inFlight.input).toEqual(call === 'createRecord' ? { answers: context.answers } : { id: context.resultToOpen });
  pending.delete(call);
  // The actor attached its own .then first, so once this await resumes it has already run.
  if (outcome === 'done') {
    inFlight.resolve('output' in event ? event.output : undefined);
    await inFlight.promise;
  } else {
    inFlight.reject('error' in event ? event.error : undefined);
    await inFlight.promise.catch(() => {});
  }
}

/** Sends a UI event, and checks what no UI event may break. */
function sendToSut(event: KidQuizEvent): void {
  const before = real().context;
  // Goto and open come from the URL: the router already shows what they ask for.
  if (event.type === 'scene.goto') url = { scene: event.sceneId };
  if (event.type === 'result.open') url = { scene: RESULTS_SCENE, result: event.resultId };
  sut?.send(event);
  const after = real().context;
  if ((navigationEventTypes as readonly string[]).includes(event.type)) {
    // Answers are kept on back and forward.
    expect(after.answers).toEqual(before.answers);
  }
  if (event.type === 'quiz.reset') {
    // Reset restores every default.
    expect(after).toEqual(getInitialSnapshot(kidQuizMachine, {}).context);
  }
}

async function exec(event: ModelEvent): Promise<void> {
  const [, outcome, call] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  if (outcome === 'done' || outcome === 'error') return settle(call as QuizCall, outcome, event);
  if (event.type.startsWith('xstate.after.')) return void clock.increment(CALCULATION_STEP_MS);
  sendToSut(event as KidQuizEvent);
}

// ---- what every state must hold ------------------------------------------------------

/** A condition and what it means; the checks of a state fail together, with a readable list. */
type Check = [holds: boolean, meaning: string];

function expectAll(checks: Check[]): void {
  expect(checks.filter(([holds]) => !holds).map(([, meaning]) => meaning)).toEqual([]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The real actor is where the model is, and the effects agree with the context. */
function agreesWithModel(snapshot: Snapshot): Check[] {
  const actual = real();
  expect({ value: actual.value, context: actual.context }).toEqual({ value: snapshot.value, context: snapshot.context });
  const child = actual.children.resultsActions?.getSnapshot();
  return [
    [sameSearch(url, urlSearchOf(snapshot.context)), `the URL ${JSON.stringify(url)} shows the scene`],
    [same(persisted, snapshot.context.answers), 'the answers kept for a reload are the answers'],
    // The results screen's actions run exactly while the record is saved, on that record.
    [Boolean(child) === snapshot.matches({ outcome: { record: 'saved' } }), 'the results actions run while the record is saved'],
    [!child || ('context' in child && same(child.context.record, snapshot.context.record)), 'the results actions have the record'],
  ];
}

function invariants(snapshot: Snapshot): Check[] {
  const { history, answers, evaluation } = snapshot.context;
  const inOutcome = snapshot.matches('outcome');
  return [
    ...agreesWithModel(snapshot),
    [history.length > 0 && history.every(isSceneId) && new Set(history).size === history.length, 'the history is distinct known scenes'],
    // Answered in order: nothing after the first gap, and every answer a whole number 1 to 10.
    [answers.length === 6 && answers.slice(answeredPrefixLength(answers)).every((a) => a === null), 'answers are given in order'],
    [answers.every((answer) => answer === null || isAnswer(answer)), 'every answer is a whole number 1 to 10'],
    // Results only after six answers.
    [!inOutcome || isCompleteAnswers(answers), 'the outcome has six answers'],
    [inOutcome ? same(evaluation, evaluateAnswers(answers.map(Number))) : evaluation === null, 'the evaluation is of these answers, in the outcome only'],
  ];
}

const sceneOf = (snapshot: Snapshot) => currentScene(snapshot.context.history);

const states: Record<string, (snapshot: Snapshot) => void> = {
  home: (s) => expectAll([...invariants(s), [sceneOf(s) === HOME_SCENE, 'scene 1']]),
  question: (s) => {
    const index = questionIndexOf(sceneOf(s));
    expectAll([
      ...invariants(s),
      [index !== null, 'a question scene'],
      // A question is reached only with every earlier one answered.
      [index !== null && answeredPrefixLength(s.context.answers) >= index, 'the earlier questions are answered'],
    ]);
  },
  'reopening.loading': (s) =>
    expectAll([
      ...invariants(s),
      [sceneOf(s) === RESULTS_SCENE, 'scene 9'],
      [url.result === s.context.resultToOpen, 'the URL names the record being opened'],
      [pending.has('retrieveRecord'), 'the record is being retrieved'],
    ]),
  'reopening.failed': (s) =>
    expectAll([...invariants(s), [same(s.context.failures.retrieveRecord, { reason: 'not_found', retryAfterSeconds: null }), 'the failure is kept']]),
  'outcome.scene.calculating': (s) => expectAll([...invariants(s), [sceneOf(s) === CALCULATION_SCENE, 'scene 8']]),
  'outcome.scene.results': (s) =>
    expectAll([
      ...invariants(s),
      [sceneOf(s) === RESULTS_SCENE, 'scene 9'],
      // The calculation leaves no history entry behind it.
      [!s.context.history.includes(CALCULATION_SCENE), 'no calculation in the history'],
    ]),
  'outcome.record.creating': (s) =>
    expectAll([
      [!recordMatchesAnswers(s.context), 'no record of these answers yet'],
      [pending.has('createRecord'), 'the record is being created'],
    ]),
  'outcome.record.failed': (s) =>
    expectAll([[same(s.context.failures.createRecord, { reason: 'network', retryAfterSeconds: null }), 'the failure is kept']]),
  'outcome.record.saved': (s) =>
    expectAll([
      [recordMatchesAnswers(s.context), 'the record is of these answers'],
      // The results link can be reopened: its id is in the URL.
      [sceneOf(s) !== RESULTS_SCENE || url.result === s.context.record?.id, 'the URL carries the record id'],
    ]),
};

// ---- sample events -----------------------------------------------------------------------

const invalidAnswers = [0, 11, 2.5].map((value) => ({ type: 'answer.select' as const, value }));
const unknownScenes = [0, 10, 2.5].map((sceneId) => ({ type: 'scene.goto' as const, sceneId }));

/**
 * Payloads offered in each state. xstate/graph sends every event type a state handles (with no
 * payload when none is offered here) and keys a node by its snapshot and the transition into
 * it, so the payloads test something without multiplying the graph:
 * - unknown scene ids (0, 10, 2.5) everywhere and invalid answers (0, 11, 2.5) in every
 *   question: all must change nothing;
 * - known scene ids from home (9, the results) and from the questions (1, home);
 * - a question's sample answer only while it is unanswered (an answered one offers its own
 *   value again), so answers are built in order; changing one is a journey below;
 * - a results link opened from a fresh home, and a malformed one everywhere;
 * - server answers that echo what was sent, as the contract promises.
 */
function sampleEvents(snapshot: Snapshot): Array<KidQuizEvent | ActorResultEvent> {
  const { context } = snapshot;
  const index = questionIndexOf(currentScene(context.history));
  const fresh = snapshot.matches('home') && answeredPrefixLength(context.answers) === 0;
  return [
    ...unknownScenes,
    ...(snapshot.matches('home') ? [{ type: 'scene.goto' as const, sceneId: 9 }] : []),
    ...(snapshot.matches('question') ? [{ type: 'scene.goto' as const, sceneId: 1 }] : []),
    // Both directions from home and question 1; elsewhere 'up', refused while unanswered, so
    // step does not repeat every path that next and previous already walk.
    ...(index === 0 ? [{ type: 'scene.step' as const, direction: 'down' as const }] : [{ type: 'scene.step' as const, direction: 'up' as const }]),
    ...(index === null ? [] : [{ type: 'answer.select' as const, value: context.answers[index] ?? SAMPLE_ANSWERS[index] }, ...invalidAnswers]),
    { type: 'result.open', resultId: 'not-a-record-id' },
    ...(fresh ? [{ type: 'result.open' as const, resultId: OPENED_RECORD.id }] : []),
    { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
    { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
    { type: 'xstate.done.actor.createRecord', output: recordFor(isCompleteAnswers(context.answers) ? context.answers : SAMPLE_ANSWERS) },
    { type: 'xstate.error.actor.createRecord', error: apiError('network', 0) },
  ];
}

const afterEventTypes = ['iq', 'eq', 'temperament', 'matching'].map((step) => `xstate.after.calculationStep.kidQuiz.outcome.scene.calculating.${step}`);
const serverEventTypes = ['retrieveRecord', 'createRecord'].flatMap((call) => [`xstate.done.actor.${call}`, `xstate.error.actor.${call}`]);
const uiEventTypes = [
  ...navigationEventTypes,
  'quiz.reset',
  'answer.select',
  'result.open',
  'result.retryOpen',
  'record.retry',
] as const satisfies ReadonlyArray<KidQuizEvent['type']>;

const plan = planModelTest({
  machine: model,
  events: sampleEvents,
  states,
  onEvent: Object.fromEntries([...uiEventTypes, ...serverEventTypes, ...afterEventTypes].map((type) => [type, ({ event }: { event: ModelEvent }) => exec(event)])),
  limit: 50_000,
});

// ---- journeys: walked on the model (machine.transition) and the real actor side by side ---

const after = afterEventTypes.map((type) => ({ type }));

function answerAll(answers: ReadonlyArray<number>): ModelEvent[] {
  return [{ type: 'scene.next' }, ...answers.flatMap((value): ModelEvent[] => [{ type: 'answer.select', value }, { type: 'scene.next' }])];
}

const sampleRecord = recordFor(SAMPLE_ANSWERS);
const changedAnswers = [...SAMPLE_ANSWERS.slice(0, 5), 10];

const journeys: Record<string, ModelEvent[]> = {
  'a parent answers six questions and sees the results': [
    ...answerAll(SAMPLE_ANSWERS),
    ...after,
    { type: 'xstate.done.actor.createRecord', output: sampleRecord },
  ],
  'the record is saved before the calculation ends, after one failure': [
    ...answerAll(SAMPLE_ANSWERS),
    { type: 'xstate.error.actor.createRecord', error: apiError('network', 0) },
    { type: 'record.retry' },
    { type: 'xstate.done.actor.createRecord', output: sampleRecord },
    ...after,
  ],
  'back from the results, an answer changed, a new record': [
    ...answerAll(SAMPLE_ANSWERS),
    ...after,
    { type: 'xstate.done.actor.createRecord', output: sampleRecord },
    { type: 'scene.lastFromResults' },
    { type: 'answer.select', value: 10 },
    { type: 'scene.next' },
    ...after,
    { type: 'xstate.done.actor.createRecord', output: recordFor(changedAnswers) },
    { type: 'scene.back' },
    { type: 'scene.previous' },
    { type: 'scene.step', direction: 'up' },
    { type: 'scene.step', direction: 'up' },
    ...after,
  ],
  'looking back at the questions keeps the record': [
    ...answerAll(SAMPLE_ANSWERS),
    ...after,
    { type: 'xstate.done.actor.createRecord', output: sampleRecord },
    { type: 'scene.goto', sceneId: 3 },
    { type: 'scene.goto', sceneId: 9 },
    { type: 'scene.previous' },
    ...after,
  ],
  'a results link is reopened, then its questions revisited': [
    { type: 'result.open', resultId: OPENED_RECORD.id },
    { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
    { type: 'scene.back' },
    { type: 'result.open', resultId: OPENED_RECORD.id },
    { type: 'scene.lastFromResults' },
    { type: 'scene.next' },
    ...after,
  ],
  'a results link that cannot be opened, then opened on retry': [
    { type: 'result.open', resultId: OPENED_RECORD.id },
    { type: 'xstate.error.actor.retrieveRecord', error: apiError('not_found', 404) },
    { type: 'result.open', resultId: OPENED_RECORD.id },
    { type: 'result.retryOpen' },
    { type: 'xstate.done.actor.retrieveRecord', output: OPENED_RECORD },
  ],
  'invalid answers, unknown scenes and unreachable scenes are refused': [
    { type: 'scene.next' },
    { type: 'scene.next' },
    { type: 'answer.select', value: 0 },
    { type: 'answer.select', value: 11 },
    { type: 'answer.select', value: 2.5 },
    { type: 'scene.next' },
    { type: 'scene.goto', sceneId: 0 },
    { type: 'scene.goto', sceneId: 10 },
    { type: 'scene.goto', sceneId: 2.5 },
    { type: 'scene.goto', sceneId: 4 },
    { type: 'scene.goto', sceneId: 9 },
    { type: 'scene.last' },
    { type: 'scene.lastFromResults' },
    { type: 'result.open', resultId: 'not-a-record-id' },
    { type: 'answer.select', value: 10 },
    { type: 'scene.goto', sceneId: 3 },
  ],
  'reset from the results clears everything': [
    ...answerAll(OPENED_ANSWERS),
    ...after,
    { type: 'xstate.done.actor.createRecord', output: recordFor(OPENED_ANSWERS) },
    { type: 'quiz.reset' },
    { type: 'scene.goto', sceneId: 9 },
    { type: 'scene.back' },
  ],
};

async function assertState(snapshot: Snapshot): Promise<void> {
  for (const [key, assert] of Object.entries(states)) if (snapshot.matches(key as never)) assert(snapshot);
}

/**
 * Walks a journey on the model with machine.transition and on the real actor, checking every
 * state. (planModelTest's own journeys build the graph reachable with the journey's events
 * first, which explodes once a journey carries several answer values.)
 */
async function runJourney(events: ModelEvent[]): Promise<Snapshot[]> {
  startSut();
  let snapshot = getInitialSnapshot(model, {});
  const visited = [snapshot];
  await assertState(snapshot);
  for (const event of events) {
    snapshot = getNextSnapshot(model, snapshot, event as KidQuizEvent);
    await exec(event);
    await assertState(snapshot);
    visited.push(snapshot);
  }
  return visited;
}

describe('kid quiz machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    startSut();
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('kid quiz', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });

  it("sends the root's events too (the coverage report counts those of the child nodes only)", () => {
    const fired = new Set<string>(plan.cases.flatMap((c) => c.path.steps.map((step) => step.event.type)));
    const rootEvents: string[] = [...model.root.ownEvents];
    expect(rootEvents.filter((type) => !fired.has(type))).toEqual([]);
    expect(rootEvents.sort()).toEqual([...navigationEventTypes, 'quiz.reset', 'result.open'].sort());
  });

  it.each(Object.entries(journeys))('journey: %s', async (_, events) => {
    await runJourney(events);
  });

  it('shows the outcome of the answers given', async () => {
    const visited = await runJourney(journeys['back from the results, an answer changed, a new record']);
    const outcomes = new Set(visited.map((s) => s.context.evaluation?.outcomeId).filter(Boolean));
    expect(outcomes).toEqual(new Set([evaluateAnswers(SAMPLE_ANSWERS).outcomeId, evaluateAnswers(changedAnswers).outcomeId]));
    expect(outcomes.size).toBe(2);
  });
});
