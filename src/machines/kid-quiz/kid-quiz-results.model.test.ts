import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { Actor, SnapshotFrom } from 'xstate';
import type { DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import type { ActorResultEvent } from '../testing/model-test';
import {
  INVALID_PHONE,
  SAMPLE_ANSWERS,
  VALID_PHONE,
  VALID_PHONE_E164,
  apiError,
  discountCodeFor,
  rateLimited,
  receiptFor,
  recordFor,
} from './kid-quiz.fixtures';
import { kidQuizResultsMachine } from './kid-quiz-results.machine';
import type { KidQuizResultsEvent, ResultsCall } from './kid-quiz-results.machine';
import { modelMachineOf } from '../testing/model-machine';

/**
 * Model-based test of the results screen's actions (SMS of the results, discount code and its
 * SMS). Same set-up as kid-quiz.model.test.ts: the model is the machine with its invocations
 * written as events, and a real actor with fake server calls follows every path.
 */

type Snapshot = SnapshotFrom<typeof kidQuizResultsMachine>;
type ModelEvent = KidQuizResultsEvent | { type: string; output?: unknown; error?: unknown };

const model = modelMachineOf(kidQuizResultsMachine);
const record = recordFor(SAMPLE_ANSWERS);
const recordWithPhone: ResultRecord = { ...record, phoneNumber: VALID_PHONE_E164 };
const discountCode = discountCodeFor(record.id);

interface PendingCall {
  input: unknown;
  promise: Promise<unknown>;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

let pending = new Map<ResultsCall, PendingCall>();
let sut: Actor<typeof kidQuizResultsMachine> | undefined;

function fakeCall<TOutput, TInput>(call: ResultsCall) {
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

/** Built once: its fakes record their calls in `pending`, which startSut resets. */
const sutMachine = kidQuizResultsMachine.provide({
  actors: {
    updateRecord: fakeCall<ResultRecord, { id: string; phoneNumber: string }>('updateRecord'),
    sendResultsSms: fakeCall<SmsReceipt, { id: string; phoneNumber: string }>('sendResultsSms'),
    createDiscountCode: fakeCall<DiscountCode, { recordId: string; phoneNumber: string | null }>('createDiscountCode'),
    sendCodeSms: fakeCall<SmsReceipt, { code: string; phoneNumber: string }>('sendCodeSms'),
  },
});

function startSut(input: { record: ResultRecord } = { record }): void {
  sut?.stop();
  pending = new Map();
  sut = createActor(sutMachine, { input }).start();
}

function real(): Snapshot {
  if (!sut) throw new Error('The system under test was not started');
  return sut.getSnapshot();
}

/** What each call must have been sent, given the context when it started. */
function expectedInput(call: ResultsCall, context: Snapshot['context']): unknown {
  switch (call) {
    case 'updateRecord':
    case 'sendResultsSms':
      return { id: context.record.id, phoneNumber: context.resultsSms.phoneNumber };
    case 'createDiscountCode':
      return { recordId: context.record.id, phoneNumber: context.record.phoneNumber };
    case 'sendCodeSms':
      return { code: context.discountCode?.code, phoneNumber: context.codeSms.phoneNumber };
  }
}

async function exec(event: ModelEvent): Promise<void> {
  const [, outcome, call] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  if (outcome !== 'done' && outcome !== 'error') {
    sut?.send(event as KidQuizResultsEvent);
    return;
  }
  const inFlight = pending.get(call as ResultsCall);
  expect(inFlight, `${call} should be in flight`).toBeDefined();
  if (!inFlight) return;
  expect(inFlight.input).toEqual(expectedInput(call as ResultsCall, real().context));
  pending.delete(call as ResultsCall);
  if (outcome === 'done') {
    inFlight.resolve('output' in event ? event.output : undefined);
    await inFlight.promise;
  } else {
    inFlight.reject('error' in event ? event.error : undefined);
    await inFlight.promise.catch(() => {});
  }
}

function agreesWithModel(snapshot: Snapshot): void {
  const actual = real();
  expect(actual.value).toEqual(snapshot.value);
  expect(actual.context).toEqual(snapshot.context);
  // One call at a time.
  expect(pending.size).toBe(snapshot.matches('settled') ? 0 : 1);
  expect(snapshot.context.record.id).toBe(record.id);
}

const inFlight = (call: ResultsCall) => (s: Snapshot) => {
  agreesWithModel(s);
  expect(pending.has(call)).toBe(true);
  expect(s.context.failures[call]).toBeUndefined();
};

const states: Record<string, (snapshot: Snapshot) => void> = {
  settled: agreesWithModel,
  'settled.ready': (s) => {
    expect(s.context.failures).toEqual({});
  },
  'settled.phoneSaveFailed': (s) => {
    expect(s.context.failures.updateRecord).toEqual({ reason: 'server', retryAfterSeconds: null });
  },
  'settled.resultsSmsSent': (s) => {
    expect(s.context.record.phoneNumber).toBe(VALID_PHONE_E164);
    expect(s.context.resultsSms.receipt).toEqual(receiptFor(VALID_PHONE_E164));
  },
  'settled.resultsSmsFailed': (s) => {
    expect(s.context.failures.sendResultsSms).toEqual({ reason: 'rate_limited', retryAfterSeconds: 30 });
  },
  'settled.discountCodeCreated': (s) => {
    expect(s.context.discountCode).toEqual(discountCode);
  },
  'settled.discountCodeFailed': (s) => {
    expect(s.context.discountCode).toBeNull();
    expect(s.context.failures.createDiscountCode).toEqual({ reason: 'network', retryAfterSeconds: null });
  },
  'settled.codeSmsSent': (s) => {
    expect(s.context.codeSms.receipt).toEqual(receiptFor(VALID_PHONE_E164));
  },
  'settled.codeSmsFailed': (s) => {
    expect(s.context.failures.sendCodeSms).toEqual({ reason: 'rate_limited', retryAfterSeconds: 30 });
  },
  savingPhone: (s) => {
    inFlight('updateRecord')(s);
    expect(s.context.resultsSms).toMatchObject({ phoneNumber: VALID_PHONE_E164, phoneProblem: null });
  },
  sendingResultsSms: (s) => {
    inFlight('sendResultsSms')(s);
    // The number is on the record before the results are sent to it.
    expect(s.context.record.phoneNumber).toBe(s.context.resultsSms.phoneNumber);
  },
  creatingDiscountCode: (s) => {
    inFlight('createDiscountCode')(s);
    expect(s.context.discountCode).toBeNull();
  },
  sendingCodeSms: (s) => {
    inFlight('sendCodeSms')(s);
    expect(s.context.discountCode).toEqual(discountCode);
    expect(s.context.codeSms.phoneNumber).toBe(VALID_PHONE_E164);
  },
};

/** Phone numbers: a valid one and a refused one per form; server answers echo what was sent. */
function sampleEvents(snapshot: Snapshot): Array<KidQuizResultsEvent | ActorResultEvent> {
  const { context } = snapshot;
  return [
    { type: 'resultsSms.send', phoneNumber: VALID_PHONE },
    { type: 'resultsSms.send', phoneNumber: '' },
    { type: 'codeSms.send', phoneNumber: VALID_PHONE },
    { type: 'codeSms.send', phoneNumber: INVALID_PHONE },
    { type: 'xstate.done.actor.updateRecord', output: { ...context.record, phoneNumber: context.resultsSms.phoneNumber } },
    { type: 'xstate.error.actor.updateRecord', error: apiError('internal', 500) },
    { type: 'xstate.done.actor.sendResultsSms', output: receiptFor(context.resultsSms.phoneNumber ?? '') },
    { type: 'xstate.error.actor.sendResultsSms', error: rateLimited(30) },
    { type: 'xstate.done.actor.createDiscountCode', output: discountCode },
    { type: 'xstate.error.actor.createDiscountCode', error: apiError('network', 0) },
    { type: 'xstate.done.actor.sendCodeSms', output: receiptFor(context.codeSms.phoneNumber ?? '') },
    { type: 'xstate.error.actor.sendCodeSms', error: rateLimited(30) },
  ];
}

const eventTypes = [
  'resultsSms.send',
  'resultsSms.retry',
  'discountCode.create',
  'discountCode.retry',
  'codeSms.send',
  'codeSms.retry',
  ...(['updateRecord', 'sendResultsSms', 'createDiscountCode', 'sendCodeSms'] as const).flatMap((call) => [
    `xstate.done.actor.${call}`,
    `xstate.error.actor.${call}`,
  ]),
];

const plan = planModelTest({
  machine: model,
  input: { record },
  events: sampleEvents,
  states,
  onEvent: Object.fromEntries(eventTypes.map((type) => [type, ({ event }: { event: ModelEvent }) => exec(event)])),
  limit: 50_000,
});

async function runJourney(input: { record: ResultRecord }, events: ModelEvent[]): Promise<Snapshot> {
  startSut(input);
  let snapshot = getInitialSnapshot(model, input);
  for (const event of events) {
    snapshot = getNextSnapshot(model, snapshot, event as KidQuizResultsEvent);
    await exec(event);
    for (const [key, assert] of Object.entries(states)) if (snapshot.matches(key as never)) assert(snapshot);
  }
  return snapshot;
}

describe('kid quiz results actions model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    startSut();
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('kid quiz results actions', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });

  it('sends the results to a number already on the record without updating it', async () => {
    const end = await runJourney({ record: recordWithPhone }, [
      { type: 'resultsSms.send', phoneNumber: '+84 912 345 678' },
      { type: 'xstate.done.actor.sendResultsSms', output: receiptFor(VALID_PHONE_E164) },
    ]);
    expect(end.matches({ settled: 'resultsSmsSent' })).toBe(true);
  });

  it('starts the SMS forms with the number on the record', () => {
    const start = getInitialSnapshot(kidQuizResultsMachine, { record: recordWithPhone });
    expect(start.context.resultsSms.phoneNumber).toBe(VALID_PHONE_E164);
    expect(start.context.codeSms.phoneNumber).toBe(VALID_PHONE_E164);
  });

  it('asks for one discount code only', async () => {
    const end = await runJourney({ record }, [
      { type: 'discountCode.create' },
      { type: 'xstate.done.actor.createDiscountCode', output: discountCode },
      { type: 'discountCode.create' },
    ]);
    expect(end.matches({ settled: 'discountCodeCreated' })).toBe(true);
    expect(pending.size).toBe(0);
  });

  it('refuses an empty or invalid number and says why', async () => {
    const end = await runJourney({ record }, [
      { type: 'resultsSms.send', phoneNumber: ' ' },
      { type: 'codeSms.send', phoneNumber: INVALID_PHONE },
    ]);
    expect(end.matches({ settled: 'ready' })).toBe(true);
    expect(end.context.resultsSms.phoneProblem).toBe('empty');
    expect(end.context.codeSms.phoneProblem).toBe('invalid');
  });
});
