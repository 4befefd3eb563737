import { expect } from '../../testing/oracle-expect';
import type { OtpSent } from '../../../api/contract/auth';
import type { CallProblem } from '../../calls/call-problem';
import { apiError, networkDown, rateLimited, serverDown, shownProblemOf } from '../../calls/call-fixtures';
import { MOBILE_E164, otpSent } from '../otp-challenge/otp-challenge.fixtures';
import type { OtpChallengeInput } from '../otp-challenge/otp-challenge.machine';
import { describeModel } from '../../testing/model-suite';
import type { Observation } from '../../testing/model-suite';
import { createBaseWorld } from '../../testing/run';
import type { BaseWorld } from '../../testing/run';
import type { SampleEvent } from '../../testing/paths';
import { createAccountDeletionMachine, type AccountDeletionMachine } from './account-deletion.machine';
import type { AccountDeletionInput } from './account-deletion.machine';
import { DELETION_CONTROL_OF_EVENT, codeChallengeOf, deletionActionsOf, deletionPhoneOf, deletionStepOf, sendProblemOf } from './account-deletion.selectors';
import type { DeletionStep } from './account-deletion.selectors';

/**
 * "Delete my account and data" against issue 13: the page explains what is deleted and that it
 * cannot be undone; nothing reaches the server until the user confirms; confirming sends one code
 * to the account's own number; the code is typed in the OTP challenge, whose right answer is the
 * deletion; a failed send says why and can be retried; going back deletes nothing; once deleted,
 * the confirmation is shown and then the session ends, exactly once. The OTP challenge is a black
 * box here (its own model test covers codes, resends and the attempt limit): what this flow hands
 * it and what it answers. The oracle reads the page (the selectors), the fake server's calls and
 * the effects handed to the app.
 */

const RESEND_IN = 60;
const RETRY_AFTER = 42;

type Effect = 'confirmation' | 'sessionEnded';

interface DeletionWorld extends BaseWorld {
  effects: Effect[];
}

type Machine = AccountDeletionMachine;

const starts: Record<string, AccountDeletionInput> = {
  'signed in': { phone: MOBILE_E164 },
};

function sampler(): SampleEvent[] {
  return [
    { type: 'deletion.confirm' },
    { type: 'deletion.retry' },
    { type: 'deletion.cancel' },
    // The server sends the code to the account's own number, by SMS.
    { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
    { type: 'xstate.error.actor.requestCode', error: rateLimited(RETRY_AFTER) },
    // A 429 that does not say how long: a minute.
    { type: 'xstate.error.actor.requestCode', error: apiError('rate_limited', 429) },
    { type: 'xstate.error.actor.requestCode', error: networkDown() },
    { type: 'xstate.error.actor.requestCode', error: serverDown() },
    // The challenge ends only with a right code, which is the deletion done.
    { type: 'xstate.done.actor.challenge', output: null },
  ];
}

/** What the issue says the page and the server should have seen after this trace. */
interface Expected {
  step: DeletionStep;
  /** Code requests the user asked for (confirm, or retry after a failure). */
  requests: number;
  /** The last answer to a code request, once one came. */
  sent: OtpSent | null;
  problem: CallProblem | null;
  /** When a failed send may be tried again (simulated ms): at once, or when a limit's wait ends. */
  retryAt: number;
}

function replay({ trace }: Observation<Machine, DeletionWorld>): Expected {
  const expected: Expected = { step: 'explain', requests: 0, sent: null, problem: null, retryAt: 0 };
  for (const { event, before, at } of trace) {
    // A control the page did not offer does nothing (checked in `check`).
    const control = DELETION_CONTROL_OF_EVENT[event.type];
    if (control && !deletionActionsOf(before)[control]) continue;
    switch (event.type) {
      case 'deletion.confirm':
      case 'deletion.retry':
        Object.assign(expected, { step: 'sending', requests: expected.requests + 1, problem: null });
        break;
      case 'deletion.cancel':
        Object.assign(expected, { step: 'explain', problem: null });
        break;
      case 'xstate.done.actor.requestCode':
        Object.assign(expected, { step: 'code', sent: event.output as OtpSent });
        break;
      case 'xstate.error.actor.requestCode': {
        const problem = shownProblemOf(event.error);
        const wait = problem.key === 'rate_limited' ? (problem.seconds ?? 60) * 1000 : 0;
        Object.assign(expected, { step: 'failed', problem, retryAt: at + wait });
        break;
      }
      case 'xstate.done.actor.challenge':
        expected.step = 'done';
        break;
    }
  }
  return expected;
}

function check(observation: Observation<Machine, DeletionWorld>): void {
  const { snapshot, world, input, trace } = observation;
  const expected = replay(observation);
  const pending = world.calls.pending.map((call) => call.name);
  const requests = world.calls.started.filter((call) => call.name === 'requestDeletionCode');

  // A control the page does not offer changes nothing.
  for (const { event, before, after } of trace) {
    const control = DELETION_CONTROL_OF_EVENT[event.type];
    if (control && !deletionActionsOf(before)[control]) {
      expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
    }
  }

  // Nothing reaches the server before the user confirms; one code per confirm or retry, one at a time.
  expect(requests).toHaveLength(expected.requests);
  expect(pending.filter((name) => name === 'requestDeletionCode')).toHaveLength(expected.step === 'sending' ? 1 : 0);

  // What the page shows.
  expect(deletionStepOf(snapshot)).toBe(expected.step);
  expect(deletionPhoneOf(snapshot)).toBe(input.phone);
  // No retry button that cannot work: after a limit, only once its wait is over.
  expect(deletionActionsOf(snapshot)).toEqual({
    confirm: expected.step === 'explain',
    retry: expected.step === 'failed' && world.clock.now() >= expected.retryAt,
    cancel: expected.step === 'failed' || expected.step === 'code',
  });
  // Why no code went, said on the failed step only (a limit with its wait).
  expect(sendProblemOf(snapshot)).toEqual(expected.step === 'failed' ? expected.problem : null);

  // The code step is the OTP challenge, started at its code for the code that just went to the
  // account's own number, with the wait the server gave before another may be asked for.
  const challenge = codeChallengeOf(snapshot);
  expect(challenge !== null).toBe(expected.step === 'code');
  if (expected.step === 'code') {
    const started = world.calls.started.filter((call) => call.name === 'otpChallenge');
    const sent = expected.sent;
    expect(sent).not.toBeNull();
    expect(started.at(-1)?.input as OtpChallengeInput).toEqual({
      resume: { phone: input.phone, sentTo: { otpKey: input.phone, otpMethod: 'sms' }, resendIn: sent?.resendIn },
    });
    expect(pending).toEqual(['otpChallenge']);
  }

  // Deleted: the confirmation, then the end of the session, once each and in that order; never before.
  expect(world.effects).toEqual(expected.step === 'done' ? ['confirmation', 'sessionEnded'] : []);
  if (expected.step === 'done') expect(snapshot.status).toBe('done');
}

describeModel({
  name: 'Account deletion',
  create: createAccountDeletionMachine,
  starts,
  world: (): DeletionWorld => ({ ...createBaseWorld(), effects: [] }),
  provide: (candidate, world) =>
    candidate.provide({
      actors: {
        requestDeletionCode: world.calls.fake('requestDeletionCode'),
        // A black box here: it answers once a right code deleted the account (its own model test drives it).
        otpChallenge: world.calls.fake('otpChallenge') as never,
      },
      actions: {
        showConfirmation: () => void world.effects.push('confirmation'),
        endSession: () => void world.effects.push('sessionEnded'),
      },
    }),
  sampler,
  check,
  journeys: {
    'read, confirm, type the code: deleted, signed out': {
      start: 'signed in',
      events: [
        { type: 'deletion.confirm' },
        { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
        { type: 'xstate.done.actor.challenge', output: null },
      ],
    },
    'offline, then a limit, then the code; going back deletes nothing': {
      start: 'signed in',
      events: [
        { type: 'deletion.confirm' },
        { type: 'xstate.error.actor.requestCode', error: networkDown() },
        { type: 'deletion.retry' },
        { type: 'xstate.error.actor.requestCode', error: rateLimited(RETRY_AFTER) },
        { type: 'deletion.retry' },
        { type: 'xstate.after.limitWait.accountDeletion.sendFailed.holding' },
        { type: 'deletion.retry' },
        { type: 'xstate.error.actor.requestCode', error: serverDown() },
        { type: 'deletion.cancel' },
        { type: 'deletion.confirm' },
        { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
        { type: 'deletion.cancel' },
      ],
    },
  },
});
