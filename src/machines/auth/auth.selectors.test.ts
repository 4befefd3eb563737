import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { modelMachineOf } from '../testing/model-machine';
import { DEVICE_ID, MOBILE, MOBILE_E164, STORED_TOKEN, USER, authToken, networkDown, otpSent, phoneChange } from './auth.fixtures';
import { authMachine } from './auth.machine';
import type { AuthEvent, AuthSnapshot } from './auth.machine';
import { isSignInBusy, isSignedIn, sessionPhaseOf, signInStepOf } from './auth.selectors';

const model = modelMachineOf(authMachine);

function after(events: Array<AuthEvent | { type: string; output?: unknown; error?: unknown }>, token: string | null = null): AuthSnapshot {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(model, snapshot, event as AuthEvent),
    getInitialSnapshot(model, { token, deviceId: DEVICE_ID }),
  );
}

const requested = [phoneChange(MOBILE), { type: 'code.request' }] as AuthEvent[];
const codeSent = [...requested, { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms') }];
const verified = [...codeSent, { type: 'code.submit', code: '123456' }, { type: 'xstate.done.actor.verifyCode', output: authToken() }];

describe('auth selectors', () => {
  it.each([
    ['a visitor', [], null, 'signedOut', false],
    ['a stored token being checked', [], STORED_TOKEN, 'checking', false],
    ['a code on its way', requested, null, 'signedOut', false],
    ['just signed in (merging)', verified, null, 'loading', true],
    ['ready', [...verified, { type: 'xstate.done.actor.merge' }, { type: 'xstate.done.actor.loadProfile', output: USER }], null, 'ready', true],
    ['the profile failed', [...verified, { type: 'xstate.done.actor.merge' }, { type: 'xstate.error.actor.loadProfile', error: networkDown() }], null, 'failed', true],
    ['signing out', [{ type: 'xstate.done.actor.tokenLogin', output: USER }, { type: 'auth.signOut' }], STORED_TOKEN, 'signingOut', true],
  ] as const)('%s: phase %s', (_name, events, token, phase, signedIn) => {
    const snapshot = after([...events], token);
    expect(sessionPhaseOf(snapshot)).toBe(phase);
    expect(isSignedIn(snapshot)).toBe(signedIn);
  });

  it('shows the code step once a code was sent, also while a new one is on its way', () => {
    expect(signInStepOf(after([]))).toBe('phone');
    expect(signInStepOf(after(requested))).toBe('phone');
    expect(isSignInBusy(after(requested))).toBe(true);
    expect(signInStepOf(after(codeSent))).toBe('code');
    expect(isSignInBusy(after(codeSent))).toBe(false);
    const resending = after([...codeSent, ...Array.from({ length: 60 }, () => ({ type: 'countdown.tick' }) as AuthEvent), { type: 'code.resend' }]);
    expect(resending.value).toBe('requestingCode');
    expect(signInStepOf(resending)).toBe('code');
    expect(isSignInBusy(after([...codeSent, { type: 'code.submit', code: '123456' }]))).toBe(true);
  });
});
