import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { UserProfile } from '../../api/contract/user-profile';
import { LANDLINE, LANDLINE_E164, MOBILE, MOBILE_E164, USER, apiError, networkDown, otpExpired, otpInvalid, otpSent, phoneChange, rateLimited } from '../auth/auth.fixtures';
import { COUNTDOWN_TICK_MS } from '../auth/code-entry';
import { checkPhone } from '../auth/phone-check';
import { createModelHarness } from '../auth/model-harness';
import type { ModelStepEvent } from '../auth/model-harness';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { phoneUpdateMachine } from './phone-update.machine';
import type { PhoneUpdateEvent, PhoneUpdateInput } from './phone-update.machine';

/**
 * Model-based test of the phone-number update: the new number (refused when empty, invalid or
 * the current one), the code sent to it with its resend countdown, the code checked, and the
 * updated profile handed on. A real actor with fake calls and a simulated clock follows the model.
 */

type Snapshot = SnapshotFrom<typeof phoneUpdateMachine>;

const RESEND_IN = 2;
const RATE_LIMIT_SECONDS = 3;
/** The account's number now is the landline, so the mobile is a new one. */
const input: PhoneUpdateInput = { currentPhone: LANDLINE_E164 };
const current: UserProfile = { ...USER, phoneNumber: LANDLINE_E164 };

let updates: UserProfile[] = [];
const harness = createModelHarness({
  machine: phoneUpdateMachine,
  provide: (calls) =>
    phoneUpdateMachine.provide({
      actors: { requestCode: calls.fake('requestCode'), verifyCode: calls.fake('verifyCode') },
      actions: { phoneUpdated: (_, { user }) => void updates.push(user) },
    }),
  delayed: { 'countdown.tick': COUNTDOWN_TICK_MS },
});

function sampleEvents(snapshot: Snapshot): ModelStepEvent[] {
  const { context } = snapshot;
  const phoneNumber = checkPhone(context.phoneInput).e164 ?? context.phoneInput;
  return [
    ...[MOBILE, LANDLINE, ''].map(phoneChange),
    { type: 'method.select', method: 'zalo' },
    { type: 'method.select', method: 'sms' },
    { type: 'code.request' },
    { type: 'xstate.done.actor.requestCode', output: otpSent(phoneNumber, context.otpMethod, RESEND_IN) },
    { type: 'xstate.error.actor.requestCode', error: apiError('conflict', 409) },
    { type: 'xstate.error.actor.requestCode', error: rateLimited(RATE_LIMIT_SECONDS) },
    { type: 'countdown.tick' },
    { type: 'code.submit', code: '654321' },
    { type: 'code.submit', code: '65432' },
    { type: 'code.resend' },
    { type: 'phone.edit' },
    { type: 'xstate.done.actor.verifyCode', output: { ...current, phoneNumber: context.codeSent?.otpKey ?? '' } },
    { type: 'xstate.error.actor.verifyCode', error: otpInvalid() },
    { type: 'xstate.error.actor.verifyCode', error: otpExpired() },
    { type: 'xstate.error.actor.verifyCode', error: networkDown() },
  ];
}

const states: Record<string, (snapshot: Snapshot) => void> = {
  editing: (s) => {
    harness.agrees(s);
    expect(harness.inFlight()).toBeUndefined();
    expect(s.context.codeSent).toBeNull();
    expect(s.context.user).toBeNull();
    if (s.context.phoneProblem === 'same') expect(checkPhone(s.context.phoneInput).e164).toBe(s.context.currentPhone);
    if (s.context.phoneProblem === 'empty') expect(s.context.phoneInput).toBe('');
  },
  requestingCode: (s) => {
    harness.agrees(s);
    expect(s.context.problem).toBeNull();
    expect(checkPhone(s.context.phoneInput).e164).not.toBe(s.context.currentPhone);
    expect(harness.inFlight()).toEqual({ name: 'requestCode', input: { phoneNumber: checkPhone(s.context.phoneInput).e164, otpMethod: s.context.otpMethod } });
  },
  codeStep: (s) => {
    harness.agrees(s);
    expect(s.context.codeSent?.otpKey).toBe(MOBILE_E164);
    expect(s.context.resendIn).toBeLessThanOrEqual(Math.max(RESEND_IN, RATE_LIMIT_SECONDS));
  },
  'codeStep.awaitingCode': () => {
    expect(harness.inFlight()).toBeUndefined();
  },
  'codeStep.verifying': (s) => {
    expect(harness.inFlight()).toEqual({ name: 'verifyCode', input: { phoneNumber: MOBILE_E164, otp: s.context.code } });
  },
  done: (s) => {
    harness.agrees(s);
    expect(harness.inFlight()).toBeUndefined();
    expect(s.context.user?.phoneNumber).toBe(MOBILE_E164);
    expect(s.context.currentPhone).toBe(MOBILE_E164);
    expect(updates).toEqual([s.context.user]);
  },
};

const EVENT_TYPES = [
  ...new Set(sampleEvents({ context: { phoneInput: '', otpMethod: 'sms', codeSent: null } } as unknown as Snapshot).map((event) => event.type)),
];

const plan = planModelTest({
  machine: harness.model,
  input,
  events: sampleEvents as (snapshot: Snapshot) => PhoneUpdateEvent[],
  states,
  onEvent: harness.onEvent(EVENT_TYPES),
  limit: 20_000,
  journeys: {
    'a new number by Zalo, a wrong code, a resend after the countdown, the right code': ([
      phoneChange(MOBILE),
      { type: 'method.select', method: 'zalo' },
      { type: 'code.request' },
      { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'zalo', RESEND_IN) },
      { type: 'code.submit', code: '111111' },
      { type: 'xstate.error.actor.verifyCode', error: otpInvalid() },
      { type: 'countdown.tick' },
      { type: 'countdown.tick' },
      { type: 'code.resend' },
      { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'zalo', RESEND_IN) },
      { type: 'code.submit', code: '222222' },
      { type: 'xstate.done.actor.verifyCode', output: { ...current, phoneNumber: MOBILE_E164 } },
    ] satisfies ModelStepEvent[]) as PhoneUpdateEvent[],
  },
});

describe('phone update machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    updates = [];
    harness.start(input);
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('phone update', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });

  it('refuses the current number without calling the server', async () => {
    harness.start(input);
    await harness.exec(phoneChange(LANDLINE));
    await harness.exec({ type: 'code.request' });
    expect(harness.real().value).toBe('editing');
    expect(harness.real().context.phoneProblem).toBe('same');
    expect(harness.calls.started).toEqual([]);
  });
});
