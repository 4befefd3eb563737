import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { authMachine } from './auth.machine';
import type { AuthInput } from './auth.machine';
import { DEVICE_ID, INVALID_PHONE, LANDLINE, MOBILE, MOBILE_E164, NEW_TOKEN, USER, authToken, fakeAuthActors, otpInvalid, otpSent, phoneChange } from './auth.fixtures';
import { createFakeCalls } from './fake-calls';

/** Behaviour over time and the effects, on a real actor with a simulated clock. */
function start(input: AuthInput = { token: null, deviceId: DEVICE_ID }) {
  const calls = createFakeCalls();
  const clock = new SimulatedClock();
  const storage: string[] = [];
  const actor = createActor(
    authMachine.provide({
      actors: fakeAuthActors(calls),
      actions: {
        persistToken: (_, { token }) => void storage.push(`persist:${token}`),
        forgetToken: () => void storage.push('forget'),
      },
    }),
    { input, clock },
  ).start();
  const seconds = (count: number) => {
    for (let i = 0; i < count; i += 1) clock.increment(1000);
  };
  return { actor, calls, clock, storage, seconds };
}

async function codeSentTo(phone: string, resendIn = 60) {
  const harness = start();
  harness.actor.send(phoneChange(phone));
  harness.actor.send({ type: 'code.request' });
  await harness.calls.settle('requestCode', { done: true, output: otpSent(MOBILE_E164, 'sms', resendIn) });
  return harness;
}

describe('auth machine: the resend countdown', () => {
  it('counts down from the server’s resendIn, once a second, and only then offers a new code', async () => {
    const { actor, calls, seconds } = await codeSentTo(MOBILE);
    expect(actor.getSnapshot().context.resendIn).toBe(60);
    seconds(1);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
    seconds(58);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ codeStep: 'awaitingCode' })).toBe(true);
    expect(calls.pending).toHaveLength(0);
    seconds(1);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    seconds(5);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(calls.pending.map((call) => [call.name, call.input])).toEqual([['requestCode', { otpKey: MOBILE_E164, otpMethod: 'sms' }]]);
  });

  it('keeps counting while a code is checked', async () => {
    const { actor, calls, seconds } = await codeSentTo(MOBILE);
    seconds(10);
    actor.send({ type: 'code.submit', code: '000000' });
    seconds(5);
    expect(actor.getSnapshot().matches({ codeStep: 'verifying' })).toBe(true);
    await calls.settle('verifyCode', { done: false, error: otpInvalid() });
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 45, problem: { key: 'otp_invalid' } });
    seconds(1);
    expect(actor.getSnapshot().context.resendIn).toBe(44);
  });

  it('stops when the number is changed', async () => {
    const { actor, seconds } = await codeSentTo(MOBILE);
    seconds(3);
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 0, codeSent: null, phoneInput: MOBILE });
    seconds(10);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
  });
});

describe('auth machine: the phone step', () => {
  it('refuses an empty or invalid number and says why, without calling the server', () => {
    const { actor, calls } = start();
    actor.send({ type: 'code.request' });
    expect(actor.getSnapshot().context.phoneProblem).toBe('empty');
    actor.send(phoneChange(INVALID_PHONE));
    expect(actor.getSnapshot().context.phoneProblem).toBeNull();
    actor.send({ type: 'code.request' });
    expect(actor.getSnapshot().context.phoneProblem).toBe('invalid');
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls.started).toEqual([]);
  });

  it('offers Zalo only for a Vietnamese mobile number, and falls back to SMS when the number changes', () => {
    const { actor } = start();
    actor.send(phoneChange(LANDLINE));
    actor.send({ type: 'method.select', method: 'zalo' });
    expect(actor.getSnapshot().context.otpMethod).toBe('sms');
    actor.send(phoneChange(MOBILE));
    actor.send({ type: 'method.select', method: 'zalo' });
    expect(actor.getSnapshot().context.otpMethod).toBe('zalo');
    actor.send(phoneChange(LANDLINE));
    expect(actor.getSnapshot().context.otpMethod).toBe('sms');
  });

  it('sends the number in E.164 with the chosen channel', () => {
    const { actor, calls } = start();
    actor.send(phoneChange('0912-345-678'));
    actor.send({ type: 'method.select', method: 'zalo' });
    actor.send({ type: 'code.request' });
    expect(calls.started).toEqual([{ name: 'requestCode', input: { otpKey: MOBILE_E164, otpMethod: 'zalo' } }]);
  });
});

describe('auth machine: the code step', () => {
  it('refuses a code that is not 6 digits, and checks one typed with spaces', async () => {
    const { actor, calls } = await codeSentTo(MOBILE);
    actor.send({ type: 'code.submit', code: '' });
    expect(actor.getSnapshot().context.codeProblem).toBe('empty');
    actor.send({ type: 'code.submit', code: '12345a' });
    expect(actor.getSnapshot().context.codeProblem).toBe('format');
    actor.send({ type: 'code.submit', code: ' 123 456 ' });
    expect(actor.getSnapshot().context.codeProblem).toBeNull();
    expect(calls.pending.map((call) => call.input)).toEqual([{ otpKey: MOBILE_E164, otp: '123456' }]);
  });
});

describe('auth machine: storage of the token', () => {
  it('stores the verified token, then forgets it on sign-out even when the server call fails', async () => {
    const { actor, calls, storage } = await codeSentTo(MOBILE);
    actor.send({ type: 'code.submit', code: '123456' });
    await calls.settle('verifyCode', { done: true, output: authToken() });
    expect(storage).toEqual([`persist:${NEW_TOKEN}`]);
    await calls.settle('merge', { done: true, output: {} });
    await calls.settle('loadProfile', { done: true, output: USER });
    expect(actor.getSnapshot().context).toMatchObject({ token: NEW_TOKEN, user: USER });
    actor.send({ type: 'auth.signOut' });
    await calls.settle('signOut', { done: false, error: new Error('offline') });
    expect(storage).toEqual([`persist:${NEW_TOKEN}`, 'forget']);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, deviceId: DEVICE_ID });
  });

  it('ignores a 401 while anonymous: there is nothing to sign out of', () => {
    const { actor, storage } = start();
    actor.send(phoneChange(MOBILE));
    actor.send({ type: 'auth.unauthorized' });
    expect(actor.getSnapshot().context.phoneInput).toBe(MOBILE);
    expect(storage).toEqual([]);
  });

  it('treats an empty stored token as none', () => {
    const { actor, calls } = start({ token: '', deviceId: DEVICE_ID });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls.started).toEqual([]);
  });
});
