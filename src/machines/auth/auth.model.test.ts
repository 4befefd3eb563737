import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { isZaloEligible } from '../../domain/phone';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import type { ModelCoverage } from '../testing/model-test';
import {
  DEVICE_ID,
  INVALID_PHONE,
  LANDLINE,
  MOBILE,
  NEW_TOKEN,
  STORED_TOKEN,
  USER,
  authToken,
  networkDown,
  fakeAuthActors,
  otpExpired,
  otpInvalid,
  otpSent,
  phoneChange,
  rateLimited,
  unauthorized,
} from './auth.fixtures';
import { authMachine } from './auth.machine';
import type { AuthEvent, AuthInput } from './auth.machine';
import { COUNTDOWN_TICK_MS } from './code-entry';
import { checkPhone } from './phone-check';
import { createModelHarness } from './model-harness';
import type { ModelStepEvent } from './model-harness';

/**
 * Model-based test of sign-in. The model is the machine with its invocations written as events
 * (modelMachineOf); beside it a real actor with fake server calls, fake storage and a simulated
 * clock takes every step of every path: a call's answer settles the fake call, a countdown tick
 * advances the clock by one second. Each state checks that the real actor agrees with the model
 * and what must hold there (token, user, stored token, the call in flight).
 */

type Snapshot = SnapshotFrom<typeof authMachine>;
type ModelEvent = AuthEvent | ModelStepEvent;

/** The server asks for 2 s between codes here, so the countdown is walked to its end. */
const RESEND_IN = 2;
const RATE_LIMIT_SECONDS = 3;
const UPDATED_USER = { ...USER, name: 'Nguyễn Văn Bình' };

let stored: string | null = null;
const harness = createModelHarness({
  machine: authMachine,
  provide: (calls) =>
    authMachine.provide({
      actors: fakeAuthActors(calls),
      actions: {
        persistToken: (_, { token }) => void (stored = token),
        forgetToken: () => void (stored = null),
      },
    }),
  // The token login is an invocation of loadProfile.
  sources: { tokenLogin: 'loadProfile' },
  delayed: { 'countdown.tick': COUNTDOWN_TICK_MS },
});
const { model, calls, exec, inFlight } = harness;

function startSut(input: AuthInput): void {
  stored = input.token;
  harness.start(input);
}

function agreesWithModel(snapshot: Snapshot): void {
  harness.agrees(snapshot);
  expect(snapshot.context.deviceId).toBe(DEVICE_ID);
}

const expectCall = (name: string, input?: unknown) => {
  const call = inFlight();
  expect(call?.name).toBe(name);
  if (input !== undefined) expect(call?.input).toEqual(input);
};

const states: Record<string, (snapshot: Snapshot) => void> = {
  anonymous: (s) => {
    agreesWithModel(s);
    expect(s.context.token).toBeNull();
    expect(s.context.user).toBeNull();
    expect(stored).toBeNull();
    expect(s.context.codeSent).toBeNull();
    expect(inFlight()).toBeUndefined();
    if (s.context.otpMethod === 'zalo') expect(isZaloEligible(s.context.phoneInput)).toBe(true);
  },
  requestingCode: (s) => {
    agreesWithModel(s);
    expect(s.context.token).toBeNull();
    expect(s.context.problem).toBeNull();
    expectCall('requestCode', { otpKey: checkPhone(s.context.phoneInput).e164, otpMethod: s.context.otpMethod });
  },
  codeStep: (s) => {
    agreesWithModel(s);
    expect(s.context.token).toBeNull();
    expect(s.context.codeSent?.otpKey).toBe(checkPhone(s.context.phoneInput).e164);
    expect(s.context.resendIn).toBeGreaterThanOrEqual(0);
    expect(s.context.resendIn).toBeLessThanOrEqual(Math.max(RESEND_IN, RATE_LIMIT_SECONDS));
  },
  'codeStep.awaitingCode': () => {
    expect(inFlight()).toBeUndefined();
  },
  'codeStep.verifying': (s) => {
    expect(s.context.codeProblem).toBeNull();
    expect(s.context.problem).toBeNull();
    expectCall('verifyCode', { otpKey: s.context.codeSent?.otpKey, otp: s.context.code });
  },
  restoring: (s) => {
    agreesWithModel(s);
    expect(s.context.token).toBe(STORED_TOKEN);
    expect(stored).toBe(STORED_TOKEN);
    expect(s.context.user).toBeNull();
    expectCall('loadProfile');
  },
  signedIn: (s) => {
    agreesWithModel(s);
    expect(s.context.token).not.toBeNull();
    expect(stored).toBe(s.context.token);
    // Nothing of the sign-in form is kept once signed in.
    expect(s.context.codeSent).toBeNull();
    expect(s.context.phoneInput).toBe('');
  },
  'signedIn.merging': (s) => {
    expect(s.context.token).toBe(NEW_TOKEN);
    expect(s.context.user).toBeNull();
    expectCall('merge');
  },
  'signedIn.loadingProfile': (s) => {
    expect(s.context.user).toBeNull();
    expectCall('loadProfile');
  },
  'signedIn.ready': (s) => {
    expect(s.context.user).not.toBeNull();
    expect(s.context.problem).toBeNull();
    expect(inFlight()).toBeUndefined();
  },
  'signedIn.profileFailed': (s) => {
    expect(s.context.user).toBeNull();
    expect(s.context.problem?.key).toBe('network');
    expect(inFlight()).toBeUndefined();
  },
  signingOut: (s) => {
    agreesWithModel(s);
    expect(s.context.token).not.toBeNull();
    expect(stored).toBe(s.context.token);
    expectCall('signOut');
  },
};

/**
 * Sample events: xstate/graph sends a bare `{ type }` for an event type the list leaves out in a
 * state that accepts it, so every event with a payload is always listed.
 */
function sampleEvents(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  const typed = context.phoneInput;
  const otpKey = checkPhone(typed).e164 ?? typed;
  return [
    ...[MOBILE, LANDLINE, INVALID_PHONE].map(phoneChange),
    { type: 'method.select', method: 'zalo' },
    { type: 'method.select', method: 'sms' },
    { type: 'code.request' },
    { type: 'xstate.done.actor.requestCode', output: otpSent(otpKey, context.otpMethod, RESEND_IN) },
    { type: 'xstate.error.actor.requestCode', error: rateLimited(RATE_LIMIT_SECONDS) },
    { type: 'xstate.error.actor.requestCode', error: networkDown() },
    { type: 'countdown.tick' },
    { type: 'code.submit', code: '123 456' },
    { type: 'code.submit', code: '12' },
    { type: 'code.resend' },
    { type: 'phone.edit' },
    { type: 'xstate.done.actor.verifyCode', output: authToken() },
    { type: 'xstate.error.actor.verifyCode', error: otpInvalid() },
    { type: 'xstate.error.actor.verifyCode', error: otpExpired() },
    { type: 'xstate.done.actor.tokenLogin', output: USER },
    { type: 'xstate.error.actor.tokenLogin', error: unauthorized() },
    { type: 'xstate.error.actor.tokenLogin', error: networkDown() },
    { type: 'xstate.done.actor.merge', output: { clientId: DEVICE_ID, merged: { kidQuizResults: 1 } } },
    { type: 'xstate.error.actor.merge', error: networkDown() },
    { type: 'xstate.done.actor.loadProfile', output: USER },
    { type: 'xstate.error.actor.loadProfile', error: networkDown() },
    { type: 'profile.retry' },
    { type: 'user.updated', user: UPDATED_USER },
    { type: 'auth.signOut' },
    { type: 'xstate.done.actor.signOut', output: null },
    { type: 'xstate.error.actor.signOut', error: networkDown() },
    { type: 'auth.unauthorized' },
  ];
}

const EVENT_TYPES = [
  ...new Set(sampleEvents(getInitialSnapshot(model, { token: null, deviceId: DEVICE_ID })).map((event) => event.type)),
  'phone.change',
  'code.submit',
];

const onEvent = Object.fromEntries(EVENT_TYPES.map((type) => [type, ({ event }: { event: ModelEvent }) => exec(event)]));

const signInSteps: ModelEvent[] = [
  phoneChange(MOBILE),
  { type: 'code.request' },
  { type: 'xstate.done.actor.requestCode', output: otpSent('+84912345678', 'sms', RESEND_IN) },
  { type: 'code.submit', code: '123456' },
  { type: 'xstate.done.actor.verifyCode', output: authToken() },
];
const merged: ModelEvent = { type: 'xstate.done.actor.merge', output: { clientId: DEVICE_ID, merged: { kidQuizResults: 0 } } };
const loaded: ModelEvent = { type: 'xstate.done.actor.loadProfile', output: USER };
const unauthorizedEvent: ModelEvent = { type: 'auth.unauthorized' };

const signedOutInput: AuthInput = { token: null, deviceId: DEVICE_ID };
const storedTokenInput: AuthInput = { token: STORED_TOKEN, deviceId: DEVICE_ID };

/** A 401 while in each signed-in state: anonymous, token forgotten, nothing in flight. */
const unauthorizedJourneys: Record<string, ModelEvent[]> = {
  '401 while merging': [...signInSteps, unauthorizedEvent],
  '401 while loading the profile': [...signInSteps, merged, unauthorizedEvent],
  '401 when ready': [...signInSteps, merged, loaded, unauthorizedEvent],
  '401 after the profile failed': [...signInSteps, merged, { type: 'xstate.error.actor.loadProfile', error: networkDown() }, unauthorizedEvent],
  '401 while signing out': [...signInSteps, merged, loaded, { type: 'auth.signOut' }, unauthorizedEvent],
};

const signedOutPlan = planModelTest({
  machine: model,
  input: signedOutInput,
  events: sampleEvents as (snapshot: Snapshot) => AuthEvent[],
  states,
  onEvent,
  limit: 20_000,
  journeys: {
    'sign in by Zalo, wait for the countdown, resend, a wrong code, then the right one, edit, sign out': ([
      phoneChange(MOBILE),
      { type: 'method.select', method: 'zalo' },
      { type: 'code.request' },
      { type: 'xstate.done.actor.requestCode', output: otpSent('+84912345678', 'zalo', RESEND_IN) },
      { type: 'countdown.tick' },
      { type: 'code.resend' },
      { type: 'countdown.tick' },
      { type: 'code.resend' },
      { type: 'xstate.done.actor.requestCode', output: otpSent('+84912345678', 'zalo', RESEND_IN) },
      { type: 'code.submit', code: '000000' },
      { type: 'xstate.error.actor.verifyCode', error: otpInvalid() },
      { type: 'code.submit', code: '123456' },
      { type: 'xstate.done.actor.verifyCode', output: authToken() },
      merged,
      loaded,
      { type: 'user.updated', user: UPDATED_USER },
      { type: 'auth.signOut' },
      { type: 'xstate.done.actor.signOut', output: null },
    ] satisfies ModelEvent[]) as AuthEvent[],
    ...Object.fromEntries(Object.entries(unauthorizedJourneys).map(([name, events]) => [name, events as AuthEvent[]])),
  },
});

const storedTokenPlan = planModelTest({
  machine: model,
  input: storedTokenInput,
  events: sampleEvents as (snapshot: Snapshot) => AuthEvent[],
  states,
  onEvent,
  limit: 20_000,
  journeys: {
    '401 while checking the stored token': [unauthorizedEvent as AuthEvent],
    'token login, then a 401 from a later call': [
      { type: 'xstate.done.actor.tokenLogin', output: USER },
      unauthorizedEvent,
    ] as AuthEvent[],
  },
});

/** Both plans together: the machine starts in one of two ways. */
function union(a: ModelCoverage, b: ModelCoverage): ModelCoverage {
  const both = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  const covered = both(a.coveredStateNodes, b.coveredStateNodes);
  const events = both(a.coveredEventTypes, b.coveredEventTypes);
  const unasserted = a.unassertedStateNodes.filter((id) => b.unassertedStateNodes.includes(id));
  return {
    stateNodes: a.stateNodes,
    coveredStateNodes: covered,
    uncoveredStateNodes: a.stateNodes.filter((id) => !covered.includes(id)),
    unassertedStateNodes: unasserted,
    eventTypes: a.eventTypes,
    coveredEventTypes: events,
    uncoveredEventTypes: a.eventTypes.filter((type) => !events.includes(type)),
  };
}

async function runJourney(input: AuthInput, events: ModelEvent[]): Promise<Snapshot> {
  startSut(input);
  let snapshot = getInitialSnapshot(model, input);
  for (const event of events) {
    snapshot = getNextSnapshot(model, snapshot, event as AuthEvent);
    await exec(event);
    for (const [key, assert] of Object.entries(states)) if (snapshot.matches(key as never)) assert(snapshot);
  }
  return snapshot;
}

describe('auth machine model, starting signed out', () => {
  it.each(signedOutPlan.cases)('$description', async ({ run }) => {
    startSut(signedOutInput);
    await run();
  });
});

describe('auth machine model, starting with a stored token', () => {
  it.each(storedTokenPlan.cases)('$description', async ({ run }) => {
    startSut(storedTokenInput);
    await run();
  });
});

describe('auth machine model coverage', () => {
  const coverage = union(signedOutPlan.coverage, storedTokenPlan.coverage);

  it('covers every state node and event type, with an assertion in every state', () => {
    console.info(formatCoverage('auth', coverage), `(${signedOutPlan.cases.length + storedTokenPlan.cases.length} paths)`);
    assertFullCoverage(coverage);
  });

  it('walks a 401 out of every signed-in state', () => {
    const signedInStates = getStateNodes(authMachine.root)
      .filter((node) => node.type === 'atomic' && /^auth\.(restoring|signedIn\.|signingOut)/.test(node.id))
      .map((node) => node.id);
    const left = new Set<string>();
    // A path's steps are (state, the event that led to it); the first is the start.
    for (const { path } of [...signedOutPlan.cases, ...storedTokenPlan.cases]) {
      path.steps.forEach((step, index) => {
        if (index === 0 || step.event.type !== 'auth.unauthorized') return;
        expect(step.state.matches('anonymous')).toBe(true);
        const before = path.steps[index - 1].state as Snapshot;
        before._nodes.filter((node) => node.type === 'atomic').forEach((node) => left.add(node.id));
      });
    }
    expect([...left].sort()).toEqual(expect.arrayContaining(signedInStates.sort()));
    expect(signedInStates).toHaveLength(6);
  });
});

describe('auth machine journeys', () => {
  it('forgets the stored token when the server refuses it (401) at start', async () => {
    const end = await runJourney(storedTokenInput, [{ type: 'xstate.error.actor.tokenLogin', error: unauthorized() }]);
    expect(end.matches('anonymous')).toBe(true);
    expect(stored).toBeNull();
  });

  it('keeps the stored token when the check fails for another reason, and can retry', async () => {
    const end = await runJourney(storedTokenInput, [
      { type: 'xstate.error.actor.tokenLogin', error: networkDown() },
      { type: 'profile.retry' },
      loaded,
    ]);
    expect(end.matches({ signedIn: 'ready' })).toBe(true);
    expect(end.context.token).toBe(STORED_TOKEN);
    expect(stored).toBe(STORED_TOKEN);
  });

  it('merges the anonymous user right after the code is verified, before loading the profile', async () => {
    await runJourney(signedOutInput, [...signInSteps, merged, loaded]);
    expect(calls.started.map((call) => call.name)).toEqual(['requestCode', 'verifyCode', 'merge', 'loadProfile']);
    expect(calls.started[1].input).toEqual({ otpKey: '+84912345678', otp: '123456' });
  });

  it('a refused resend waits what the server asks (Retry-After) before offering it again', async () => {
    const end = await runJourney(signedOutInput, [
      phoneChange(LANDLINE),
      { type: 'code.request' },
      { type: 'xstate.done.actor.requestCode', output: otpSent('+842838123456', 'sms', 1) },
      { type: 'countdown.tick' },
      { type: 'code.resend' },
      { type: 'xstate.error.actor.requestCode', error: rateLimited(RATE_LIMIT_SECONDS) },
    ]);
    expect(end.matches({ codeStep: 'awaitingCode' })).toBe(true);
    expect(end.context.resendIn).toBe(RATE_LIMIT_SECONDS);
    expect(end.context.problem).toEqual({ key: 'rate_limited', seconds: RATE_LIMIT_SECONDS, fields: {} });
  });
});
