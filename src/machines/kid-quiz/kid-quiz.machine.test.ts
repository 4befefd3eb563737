import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ResultRecord } from '../../api/contract/kid-quiz';
import { OPENED_ANSWERS, OPENED_RECORD, SAMPLE_ANSWERS, apiError, recordFor } from './kid-quiz.fixtures';
import { kidQuizResultsMachine } from './kid-quiz-results.machine';
import { CALCULATION_STEP_MS, kidQuizMachine } from './kid-quiz.machine';
import type { KidQuizEvent, KidQuizInput, SyncUrlParams } from './kid-quiz.machine';

/** A real actor on a simulated clock, with server calls the test settles by hand. */
function start(input: KidQuizInput = {}) {
  const clock = new SimulatedClock();
  const urls: SyncUrlParams[] = [];
  const persisted: Array<ReadonlyArray<number | null>> = [];
  const calls = {
    createRecord: [] as Array<{ input: { answers: number[] }; resolve: (record: ResultRecord) => void; reject: (error: unknown) => void }>,
    retrieveRecord: [] as Array<{ input: { id: string }; resolve: (record: ResultRecord) => void; reject: (error: unknown) => void }>,
  };
  const actor = createActor(
    kidQuizMachine.provide({
      actions: {
        syncUrl: (_, params) => void urls.push(params),
        persistAnswers: (_, { answers }) => void persisted.push(answers),
      },
      actors: {
        createRecord: fromPromise<ResultRecord, { answers: number[] }>(
          ({ input }) => new Promise((resolve, reject) => void calls.createRecord.push({ input, resolve, reject })),
        ),
        retrieveRecord: fromPromise<ResultRecord, { id: string }>(
          ({ input }) => new Promise((resolve, reject) => void calls.retrieveRecord.push({ input, resolve, reject })),
        ),
        resultsActions: kidQuizResultsMachine,
      },
    }),
    { clock, input },
  ).start();
  const send = (...events: KidQuizEvent[]) => events.forEach((event) => actor.send(event));
  const scene = () => actor.getSnapshot().context.history.at(-1);
  return { actor, clock, urls, persisted, calls, send, scene };
}

const answerAll = (answers: ReadonlyArray<number>): KidQuizEvent[] => [
  { type: 'scene.next' },
  ...answers.flatMap((value): KidQuizEvent[] => [{ type: 'answer.select', value }, { type: 'scene.next' }]),
];

/** Runs the four calculation steps: a simulated clock fires only the timers already due. */
function calculate(clock: SimulatedClock): void {
  for (let step = 0; step < 4; step += 1) clock.increment(CALCULATION_STEP_MS);
}

/** Lets the actor handle a settled promise. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kid quiz machine: scenes and answers', () => {
  it('starts on the home scene with nothing answered', () => {
    const { actor, scene } = start();
    expect(actor.getSnapshot().value).toBe('home');
    expect(scene()).toBe(1);
    expect(actor.getSnapshot().context.answers).toEqual([null, null, null, null, null, null]);
  });

  it('accepts whole answers from 1 to 10 only', () => {
    const { actor, send } = start();
    send({ type: 'scene.next' });
    for (const value of [0, 11, 2.5, -1, Number.NaN]) {
      send({ type: 'answer.select', value });
      expect(actor.getSnapshot().context.answers[0]).toBeNull();
    }
    send({ type: 'answer.select', value: 1 });
    expect(actor.getSnapshot().context.answers[0]).toBe(1);
    send({ type: 'answer.select', value: 10 });
    expect(actor.getSnapshot().context.answers[0]).toBe(10);
  });

  it('does not pass a question until it is answered', () => {
    const { send, scene } = start();
    send({ type: 'scene.next' }, { type: 'scene.next' });
    expect(scene()).toBe(2);
    send({ type: 'answer.select', value: 4 }, { type: 'scene.next' });
    expect(scene()).toBe(3);
  });

  it('moves next only below the maximum scene and previous only above 1', () => {
    const { send, scene, clock } = start();
    send({ type: 'scene.previous' }, { type: 'scene.step', direction: 'down' });
    expect(scene()).toBe(1);
    send(...answerAll(SAMPLE_ANSWERS));
    calculate(clock);
    expect(scene()).toBe(9);
    send({ type: 'scene.next' }, { type: 'scene.step', direction: 'up' });
    expect(scene()).toBe(9);
  });

  it('jumps only to known and reachable scenes, and puts the URL back otherwise', () => {
    const { send, scene, urls } = start();
    send({ type: 'scene.next' }, { type: 'answer.select', value: 5 });
    for (const sceneId of [0, 10, 2.5, 4, 8, 9]) {
      send({ type: 'scene.goto', sceneId });
      expect(scene()).toBe(2);
      expect(urls.at(-1)).toEqual({ search: { scene: 2 }, replace: true });
    }
    send({ type: 'scene.goto', sceneId: 3 });
    expect(scene()).toBe(3);
    expect(urls.at(-1)).toEqual({ search: { scene: 3 }, replace: false });
    send({ type: 'scene.goto', sceneId: 1 });
    expect(urls.at(-1)).toEqual({ search: {}, replace: false });
  });

  it('goes to the last scene (question 6) once the first five are answered', () => {
    const { send, scene } = start({ answers: [1, 2, 3, 4, 5, null] });
    send({ type: 'scene.last' });
    expect(scene()).toBe(7);
  });

  it('keeps a reloaded prefix of answers and drops what breaks the rules', () => {
    const { actor } = start({ answers: [3, 11, 4, 5, 6, 7] });
    expect(actor.getSnapshot().context.answers).toEqual([3, null, null, null, null, null]);
    expect(start({ answers: ['3'] }).actor.getSnapshot().context.answers[0]).toBeNull();
  });

  it('persists the answers when they change and when the quiz is reset', () => {
    const { send, persisted } = start();
    send({ type: 'scene.next' }, { type: 'answer.select', value: 6 }, { type: 'answer.select', value: 0 });
    expect(persisted).toEqual([[6, null, null, null, null, null]]);
    send({ type: 'quiz.reset' });
    expect(persisted.at(-1)).toEqual([null, null, null, null, null, null]);
  });
});

describe('kid quiz machine: history', () => {
  it('goes back to the scene it came from, and does nothing with one entry', () => {
    const { actor, send, scene } = start();
    send({ type: 'scene.back' });
    expect(actor.getSnapshot().context.history).toEqual([1]);
    send({ type: 'scene.next' }, { type: 'answer.select', value: 5 }, { type: 'scene.next' });
    expect(actor.getSnapshot().context.history).toEqual([1, 2, 3]);
    send({ type: 'scene.back' });
    expect(scene()).toBe(2);
    expect(actor.getSnapshot().context.history).toEqual([1, 2]);
  });

  it('keeps the answers on back and forward', () => {
    const { actor, send } = start();
    send({ type: 'scene.next' }, { type: 'answer.select', value: 5 }, { type: 'scene.next' }, { type: 'answer.select', value: 6 });
    send({ type: 'scene.previous' }, { type: 'scene.previous' }, { type: 'scene.next' }, { type: 'scene.next' });
    expect(actor.getSnapshot().context.answers.slice(0, 2)).toEqual([5, 6]);
  });

  it('leaves the calculation out of the history: back from the results is question 6', () => {
    const { actor, send, scene, clock } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    calculate(clock);
    expect(actor.getSnapshot().context.history).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    send({ type: 'scene.back' });
    expect(scene()).toBe(7);
  });

  it('goes from the results back two scenes to the last question', () => {
    const { send, scene, clock } = start();
    send({ type: 'scene.lastFromResults' });
    expect(scene()).toBe(1);
    send(...answerAll(SAMPLE_ANSWERS));
    calculate(clock);
    send({ type: 'scene.lastFromResults' });
    expect(scene()).toBe(7);
  });
});

describe('kid quiz machine: calculation (simulated time)', () => {
  it('advances in 250 ms steps and then shows the results', () => {
    const { actor, send, clock, urls } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    const steps = ['iq', 'eq', 'temperament', 'matching'];
    for (const step of steps) {
      expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: { calculating: step } } });
      clock.increment(CALCULATION_STEP_MS - 1);
      expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: { calculating: step } } });
      clock.increment(1);
    }
    expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: 'results' } });
    // The calculation's URL entry is replaced by the results'.
    expect(urls.at(-1)).toEqual({ search: { scene: 9 }, replace: true });
  });

  it('computes the scores and the outcome from the six answers', () => {
    const { actor, send } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    expect(actor.getSnapshot().context.evaluation).toMatchObject({
      categoryScores: { iq: 10, eq: 10, temperament: 16 },
      levels: { iq: 'low', eq: 'low', temperament: 'extroverted' },
      outcomeId: 'inventor',
    });
  });

  it('stops counting when the parent steps back, and starts again from the first step', () => {
    const { actor, send, clock } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    clock.increment(CALCULATION_STEP_MS);
    clock.increment(CALCULATION_STEP_MS);
    send({ type: 'scene.previous' });
    expect(actor.getSnapshot().value).toBe('question');
    calculate(clock);
    expect(actor.getSnapshot().value).toBe('question');
    send({ type: 'scene.next' });
    expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: { calculating: 'iq' } } });
  });

  it('also runs on fake timers, as the app clock does', () => {
    vi.useFakeTimers();
    try {
      const pendingForever = fromPromise<ResultRecord, { answers: number[] }>(() => new Promise(() => {}));
      const actor = createActor(kidQuizMachine.provide({ actors: { createRecord: pendingForever } }), { input: {} }).start();
      answerAll(SAMPLE_ANSWERS).forEach((event) => actor.send(event));
      vi.advanceTimersByTime(3 * CALCULATION_STEP_MS);
      expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: { calculating: 'matching' } } });
      vi.advanceTimersByTime(CALCULATION_STEP_MS);
      expect(actor.getSnapshot().value).toMatchObject({ outcome: { scene: 'results' } });
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('kid quiz machine: results record', () => {
  it('creates the record when the results are computed, and sets the result id', async () => {
    const { actor, send, calls, urls, clock } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    expect(calls.createRecord.map((call) => call.input)).toEqual([{ answers: [...SAMPLE_ANSWERS] }]);
    calculate(clock);
    calls.createRecord[0].resolve(recordFor(SAMPLE_ANSWERS));
    await flush();
    expect(actor.getSnapshot().context.record?.id).toBe(recordFor(SAMPLE_ANSWERS).id);
    expect(urls.at(-1)).toEqual({ search: { scene: 9, result: recordFor(SAMPLE_ANSWERS).id }, replace: true });
    expect(actor.getSnapshot().children.resultsActions).toBeDefined();
  });

  it('keeps the record after a look at the questions, and makes a new one when an answer changes', async () => {
    const { actor, send, calls, clock } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    calls.createRecord[0].resolve(recordFor(SAMPLE_ANSWERS));
    await flush();
    calculate(clock);
    send({ type: 'scene.lastFromResults' }, { type: 'scene.next' });
    expect(calls.createRecord).toHaveLength(1);
    expect(actor.getSnapshot().value).toMatchObject({ outcome: { record: 'saved' } });
    send({ type: 'scene.previous' }, { type: 'answer.select', value: 1 }, { type: 'scene.next' });
    expect(calls.createRecord).toHaveLength(2);
    expect(calls.createRecord[1].input.answers.at(-1)).toBe(1);
  });

  it('shows a failure to save the record, and retries on request', async () => {
    const { actor, send, calls } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    calls.createRecord[0].reject(apiError('network', 0));
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ outcome: { record: 'failed' } });
    expect(actor.getSnapshot().context.failures.createRecord).toEqual({ reason: 'network', retryAfterSeconds: null });
    send({ type: 'record.retry' });
    expect(actor.getSnapshot().context.failures.createRecord).toBeUndefined();
    expect(calls.createRecord).toHaveLength(2);
  });

  it('reopens a results link by its id', async () => {
    const { actor, send, calls, urls } = start();
    send({ type: 'result.open', resultId: OPENED_RECORD.id });
    expect(actor.getSnapshot().value).toEqual({ reopening: 'loading' });
    expect(calls.retrieveRecord[0].input).toEqual({ id: OPENED_RECORD.id });
    calls.retrieveRecord[0].resolve(OPENED_RECORD);
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toMatchObject({ outcome: { scene: 'results', record: 'saved' } });
    expect(context.answers).toEqual([...OPENED_ANSWERS]);
    expect(context.evaluation?.outcomeId).toBe('architect');
    expect(calls.createRecord).toHaveLength(0);
    expect(urls.at(-1)).toEqual({ search: { scene: 9, result: OPENED_RECORD.id }, replace: true });
  });

  it('says when a results link cannot be opened, and retries', async () => {
    const { actor, send, calls } = start();
    send({ type: 'result.open', resultId: OPENED_RECORD.id });
    calls.retrieveRecord[0].reject(apiError('not_found', 404));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ reopening: 'failed' });
    expect(actor.getSnapshot().context.failures.retrieveRecord?.reason).toBe('not_found');
    send({ type: 'result.retryOpen' });
    expect(calls.retrieveRecord).toHaveLength(2);
  });

  it('refuses a malformed results id and puts the URL back', () => {
    const { actor, send, urls } = start();
    send({ type: 'result.open', resultId: 'not-a-record-id' });
    expect(actor.getSnapshot().value).toBe('home');
    expect(urls.at(-1)).toEqual({ search: {}, replace: true });
  });

  it('resets to the defaults from anywhere', async () => {
    const { actor, send, calls, clock } = start();
    send(...answerAll(SAMPLE_ANSWERS));
    calls.createRecord[0].resolve(recordFor(SAMPLE_ANSWERS));
    await flush();
    calculate(clock);
    send({ type: 'quiz.reset' });
    expect(actor.getSnapshot().value).toBe('home');
    expect(actor.getSnapshot().context).toEqual(createActor(kidQuizMachine, { input: {} }).getSnapshot().context);
    expect(actor.getSnapshot().children.resultsActions).toBeUndefined();
  });
});
