import { expect } from '../../testing/oracle-expect';
import type { OtpMethod, OtpSent } from '../../../api/contract/auth';
import * as PHONE_RULES from '../../../domain/phone';
import { isZaloEligible, normalizePhone } from '../../../domain/phone';
import type { CallProblemKey } from '../../calls/call-problem';
import { networkDown, otpAttemptsExceeded, otpExpired, otpInvalid, rateLimited, shownProblemOf } from '../../calls/call-fixtures';
import { describeModel } from '../../testing/model-suite';
import type { Observation } from '../../testing/model-suite';
import { createBaseWorld } from '../../testing/run';
import type { BaseWorld } from '../../testing/run';
import type { SampleEvent } from '../../testing/paths';
import { INVALID_PHONE, LANDLINE, LANDLINE_E164, MALFORMED_CODE, MOBILE, MOBILE_E164, WELL_FORMED_CODE, otpSent } from './otp-challenge.fixtures';
import { createOtpChallengeMachine, type OtpChallengeMachine } from './otp-challenge.machine';
import type { OtpChallengeInput, OtpChallengeSnapshot, PendingChallenge } from './otp-challenge.machine';
import { actionsOf, codeFormOf, phoneFormOf, stepOf } from './otp-challenge.selectors';
import { displayPhone } from './phone-check';

/**
 * The OTP challenge against the spec (§4 sign-in, §5 phone rule, §9 Zalo) and the rules of the
 * one-time code (src/api/contract/auth.ts: 6 digits, one code per number per resend window, five
 * tries). The oracle reads only what a user and the server see: the page (the selectors), the
 * calls that reached the fake server with their inputs and times, what was stored for a reload,
 * and what was handed on once the number was proved. It replays the trace with the spec's rules,
 * not with the machine's code.
 *
 * The phone rules come with import() (src/domain/phone-rules.ts): a start without them loads
 * them (the `loadPhoneRules` call, answered by the walk like a server call). A code asked for
 * before they arrive waits for them and is then checked (liveness: not lost, not refused); a
 * load that fails is shown as the request's failure, and the next request loads them again.
 */

const RESEND_IN = 2;
const RETRY_AFTER = 3;
/** A limit on checking codes (429 from the verify call): two seconds, so its countdown ticks once before it ends. */
const CHECK_RETRY_AFTER = 2;
const CODE_DIGITS = '123456';
const VERIFIED = { key: 'token-for-the-verified-number' };

interface ChallengeWorld extends BaseWorld {
  stored: PendingChallenge | null;
  verified: unknown[];
}

type Machine = OtpChallengeMachine;

const starts: Record<string, OtpChallengeInput> = {
  'sign-in': { phoneRules: PHONE_RULES },
  // The sign-in page: the rules are loaded beside it, and a number may be typed and sent first.
  'sign-in before the phone rules arrive': {},
  'phone change (current number excluded)': { excludedNumber: MOBILE_E164, phoneRules: PHONE_RULES },
  'after a reload on the code step': { resume: { phone: MOBILE, sentTo: { otpKey: MOBILE_E164, otpMethod: 'sms' }, resendIn: RESEND_IN }, phoneRules: PHONE_RULES },
  'after a reload while a limit holds the next code back': {
    resume: { phone: MOBILE, sentTo: { otpKey: MOBILE_E164, otpMethod: 'sms' }, resendIn: RETRY_AFTER, limited: true },
    phoneRules: PHONE_RULES,
  },
  // Five wrong codes, then a reload: the code stays dead, only a new one helps (issue 23 §6).
  'after a reload once five wrong codes killed the code': {
    resume: { phone: MOBILE, sentTo: { otpKey: MOBILE_E164, otpMethod: 'sms' }, resendIn: RESEND_IN, dead: true },
    phoneRules: PHONE_RULES,
  },
};

function sampler(snapshot: OtpChallengeSnapshot): SampleEvent[] {
  const { context } = snapshot;
  const typed = normalizePhone(context.phoneInput);
  const number = context.sentTo && !snapshot.matches({ active: { flow: 'requesting' } }) ? context.sentTo.otpKey : typed.ok ? typed.e164 : context.phoneInput;
  const method: OtpMethod = snapshot.matches({ active: { flow: 'requesting' } })
    ? isZaloEligible(context.phoneInput) ? context.otpMethod : 'sms'
    : (context.sentTo?.otpMethod ?? 'sms');
  const sent = otpSent(number, method, RESEND_IN);
  return [
    ...[MOBILE, LANDLINE, INVALID_PHONE].map((phone) => ({ type: 'phone.change', phone })),
    { type: 'method.select', method: 'zalo' },
    { type: 'method.select', method: 'sms' },
    { type: 'code.request' },
    { type: 'code.submit', code: WELL_FORMED_CODE },
    { type: 'code.submit', code: MALFORMED_CODE },
    { type: 'code.resend' },
    { type: 'phone.edit' },
    ...['requestCode', 'resendCode'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: sent },
      { type: `xstate.error.actor.${id}`, error: rateLimited(RETRY_AFTER) },
      { type: `xstate.error.actor.${id}`, error: networkDown() },
    ]),
    { type: 'xstate.done.actor.verifyCode', output: VERIFIED },
    { type: 'xstate.error.actor.verifyCode', error: otpInvalid() },
    { type: 'xstate.error.actor.verifyCode', error: otpAttemptsExceeded() },
    { type: 'xstate.error.actor.verifyCode', error: otpExpired() },
    { type: 'xstate.error.actor.verifyCode', error: rateLimited(CHECK_RETRY_AFTER) },
    { type: 'xstate.error.actor.verifyCode', error: networkDown() },
    { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES },
    { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
  ];
}

/** What the spec says the page and the server should have seen after this trace. */
interface Expected {
  typed: string;
  chosenMethod: OtpMethod;
  step: 'phone' | 'code' | 'done';
  /**
   * The last code answered for (sent, or refused by a limit): its number, when another may be
   * asked for, and whether a limit (429) set that time: then the page says when, not a countdown.
   */
  lastCode: { number: string; method: OtpMethod; windowEnd: number; limited: boolean } | null;
  numberProblem: 'empty' | 'invalid' | 'same' | null;
  codeProblem: 'empty' | 'format' | null;
  /** The code on the page is dead (five wrong tries, or expired) until a new one comes. */
  deadCode: boolean;
  /**
   * A limit on checking codes (429) holds the code back until then (ms since the start): the page
   * sends none before, and offers no button that cannot work. A new code or another number ends it.
   */
  checksHeldUntil: number | null;
  /** The last failure shown, until the next call or a change of number. */
  problem: CallProblemKey | null;
  /** The code the user typed last, as submitted. */
  lastSubmitted: string | null;
  /** The call the page waits for: it offers nothing but waiting meanwhile (a code asked for before the phone rules came waits for them). */
  calling: 'requestCode' | 'verifyCode' | 'loadPhoneRules' | null;
  /** The phone rules: none is checked before they are loaded. */
  rules: 'loading' | 'loaded' | 'failed';
  /** For each step of the trace: whether the page offered the control it came from (answers and timers always count). */
  offered: boolean[];
  /** For each step of the trace: the calls the spec says it starts. */
  calls: string[][];
}

/**
 * Whether the page offers the control an event comes from, by the spec: while a call is on its
 * way nothing can be done; the number form (type, channel, "get a code") on the phone step; on
 * the code step "change number", the code box while the code is neither dead nor held by a limit,
 * and "send again" once the wait for the last code is over.
 */
function offeredNow(expected: Expected, type: string, at: number): boolean {
  const control = ['phone.change', 'method.select', 'code.request', 'code.submit', 'code.resend', 'phone.edit'].includes(type);
  if (!control) return true;
  if (expected.calling !== null || expected.step === 'done') return false;
  if (expected.step === 'phone') return type === 'phone.change' || type === 'method.select' || type === 'code.request';
  switch (type) {
    case 'phone.edit':
      return true;
    case 'code.submit':
      return !expected.deadCode && !(expected.checksHeldUntil !== null && at < expected.checksHeldUntil);
    case 'code.resend':
      return expected.lastCode !== null && at >= expected.lastCode.windowEnd;
    default:
      return false;
  }
}

function numberProblemOf(typed: string, excluded: string | null): Expected['numberProblem'] {
  const result = normalizePhone(typed);
  if (!result.ok) return result.reason;
  return result.e164 === excluded ? 'same' : null;
}

function replay(observation: Observation<Machine, ChallengeWorld>): Expected {
  const { input, trace, world } = observation;
  const resume = input.resume ?? null;
  const requests = world.calls.started.filter((call) => call.name === 'requestCode');
  let answered = 0;
  const expected: Expected = {
    typed: resume?.phone ?? '',
    chosenMethod: resume?.sentTo.otpMethod ?? 'sms',
    step: resume ? 'code' : 'phone',
    lastCode: resume ? { number: resume.sentTo.otpKey, method: resume.sentTo.otpMethod, windowEnd: resume.resendIn * 1000, limited: resume.limited === true } : null,
    numberProblem: null,
    codeProblem: null,
    deadCode: resume?.dead === true,
    checksHeldUntil: null,
    problem: null,
    lastSubmitted: null,
    calling: null,
    rules: input.phoneRules ? 'loaded' : 'loading',
    offered: [],
    calls: [],
  };
  /** "Get a code" with the rules at hand: the number is checked now. */
  const requestCode = (at: number, calls: string[]) => {
    expected.numberProblem = numberProblemOf(expected.typed, input.excludedNumber ?? null);
    const number = normalizePhone(expected.typed);
    const stillWaiting = expected.lastCode && number.ok && expected.lastCode.number === number.e164 && at < expected.lastCode.windowEnd;
    if (!expected.numberProblem && stillWaiting) expected.step = 'code';
    // Liveness: a number the phone rule accepts, with no wait for its last code running, gets a code asked for at once.
    else if (!expected.numberProblem) {
      calls.push('requestCode');
      expected.calling = 'requestCode';
    }
    expected.problem = null;
  };
  for (const { event, at } of trace) {
    // A control the page did not offer does nothing (checked in `check`).
    const offered = offeredNow(expected, event.type, at);
    expected.offered.push(offered);
    const calls: string[] = [];
    expected.calls.push(calls);
    if (!offered) continue;
    const rules = /^xstate\.(done|error)\.actor\.loadPhoneRules$/.exec(event.type);
    if (rules) {
      const waiting = expected.calling === 'loadPhoneRules';
      if (waiting) expected.calling = null;
      if (rules[1] === 'done') {
        expected.rules = 'loaded';
        // Liveness: a code asked for before the rules came is asked for (or refused) now, as if asked now.
        if (waiting) requestCode(at, calls);
      } else {
        expected.rules = 'failed';
        // The request that waited shows why nothing was asked for; with none waiting nothing shows.
        if (waiting) expected.problem = shownProblemOf(event.error).key;
      }
      continue;
    }
    const answer = /^xstate\.(done|error)\.actor\.(requestCode|resendCode|verifyCode)$/.exec(event.type);
    if (answer) expected.calling = null;
    if (answer && answer[2] !== 'verifyCode') {
      const request = requests[answered++]?.input as { otpKey: string; otpMethod: OtpMethod } | undefined;
      if (!request) expect.unreachable('A request-code answer arrived with no request made');
      if (answer[1] === 'done') {
        const sent = event.output as OtpSent;
        Object.assign(expected, { step: 'code', deadCode: false, checksHeldUntil: null, codeProblem: null, problem: null });
        expected.lastCode = { number: sent.otpKey, method: sent.otpMethod, windowEnd: at + sent.resendIn * 1000, limited: false };
      } else {
        const problem = shownProblemOf(event.error);
        expected.problem = problem.key;
        if (problem.key === 'rate_limited') {
          expected.step = 'code';
          expected.lastCode = { number: request.otpKey, method: request.otpMethod, windowEnd: at + (problem.seconds ?? 60) * 1000, limited: true };
        }
      }
      continue;
    }
    if (answer) {
      if (answer[1] === 'done') expected.step = 'done';
      else {
        const problem = shownProblemOf(event.error);
        expected.problem = problem.key;
        expected.deadCode = problem.key === 'otp_attempts_exceeded' || problem.key === 'otp_expired';
        expected.checksHeldUntil = problem.key === 'rate_limited' ? at + (problem.seconds ?? 60) * 1000 : null;
      }
      continue;
    }
    switch (event.type) {
      case 'phone.change':
        expected.typed = String(event.phone);
        expected.numberProblem = null;
        break;
      case 'method.select':
        expected.chosenMethod = event.method as OtpMethod;
        break;
      case 'code.request': {
        if (expected.rules === 'loaded') {
          requestCode(at, calls);
          break;
        }
        // Before the rules: the request waits for them (a failed load is tried again now).
        if (expected.rules === 'failed') {
          calls.push('loadPhoneRules');
          expected.rules = 'loading';
        }
        expected.calling = 'loadPhoneRules';
        expected.numberProblem = null;
        expected.problem = null;
        break;
      }
      case 'code.submit': {
        const digits = String(event.code).replace(/[\s-]/g, '');
        expected.codeProblem = digits === '' ? 'empty' : /^\d{6}$/.test(digits) ? null : 'format';
        expected.lastSubmitted = String(event.code);
        expected.problem = null;
        // Liveness: a six-digit code on an open code step reaches the server at once.
        if (expected.codeProblem === null) {
          calls.push('verifyCode');
          expected.calling = 'verifyCode';
        }
        break;
      }
      case 'code.resend':
        // Liveness: "send again", once offered, asks for a new code at once.
        calls.push('requestCode');
        expected.calling = 'requestCode';
        expected.problem = null;
        break;
      case 'phone.edit':
        Object.assign(expected, { step: 'phone', codeProblem: null, deadCode: false, checksHeldUntil: null, problem: null });
        break;
    }
  }
  return expected;
}

function check(observation: Observation<Machine, ChallengeWorld>): void {
  const { snapshot, world, input } = observation;
  const now = world.clock.now();
  const expected = replay(observation);
  // The server's calls (the phone rules' load is code arriving, not a call to the server).
  const pending = world.calls.pending.map((call) => call.name).filter((name) => name !== 'loadPhoneRules');
  const excluded = input.excludedNumber ?? null;

  // One call at a time: the page waits for each answer.
  expect(pending.length).toBeLessThanOrEqual(1);

  // A control the page does not offer (disabled, or not on this step) changes nothing; and each
  // step starts exactly the calls the spec says (safety: no code asked for or checked unasked;
  // liveness: what was asked for reaches the server at once).
  for (const [index, { before, after, calls }] of observation.trace.entries()) {
    if (!expected.offered[index]) expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
    expect(calls.map((call) => call.name)).toEqual(expected.calls[index]);
  }

  // Every code request names a number the phone rule accepts (E.164), never the excluded one,
  // by the channel the user chose (Zalo only for a number Zalo reaches); never while the wait for
  // the last code to that number runs.
  const requests = world.calls.started.filter((call) => call.name === 'requestCode');
  let previousCode: { number: string; windowEnd: number } | null = input.resume
    ? { number: input.resume.sentTo.otpKey, windowEnd: input.resume.resendIn * 1000 }
    : null;
  let answerIndex = 0;
  const answers = observation.trace.filter(({ event }) => /^xstate\.(done|error)\.actor\.(requestCode|resendCode)$/.test(event.type));
  for (const request of requests) {
    const { otpKey, otpMethod } = request.input as { otpKey: string; otpMethod: OtpMethod };
    expect(normalizePhone(otpKey)).toEqual({ ok: true, e164: otpKey });
    expect(otpKey).not.toBe(excluded);
    if (otpMethod === 'zalo') expect(isZaloEligible(otpKey)).toBe(true);
    if (previousCode?.number === otpKey) expect(request.at).toBeGreaterThanOrEqual(previousCode.windowEnd);
    const answer = answers[answerIndex++];
    if (answer?.event.type.includes('.done.')) previousCode = { number: otpKey, windowEnd: answer.at + (answer.event.output as OtpSent).resendIn * 1000 };
    else if (answer && shownProblemOf(answer.event.error).key === 'rate_limited') previousCode = { number: otpKey, windowEnd: answer.at + RETRY_AFTER * 1000 };
  }

  // Every code checked is six digits, the one the user typed last, for the number it went to.
  for (const verify of world.calls.started.filter((call) => call.name === 'verifyCode')) {
    expect(verify.input).toEqual({ otpKey: expect.any(String), otp: CODE_DIGITS });
  }
  const verifying = world.calls.pending.find((call) => call.name === 'verifyCode');
  if (verifying) {
    expect(expected.lastSubmitted).toBe(WELL_FORMED_CODE);
    expect(verifying.input).toEqual({ otpKey: expected.lastCode?.number, otp: CODE_DIGITS });
  }

  // What the page shows: the step, and exactly the controls the spec offers now.
  expect(stepOf(snapshot)).toBe(expected.step);
  if (expected.step !== 'done') {
    const offers = (type: string) => offeredNow(expected, type, now);
    expect(actionsOf(snapshot)).toEqual({
      typePhone: offers('phone.change'),
      chooseMethod: offers('method.select'),
      requestCode: offers('code.request'),
      submitCode: offers('code.submit'),
      resend: offers('code.resend'),
      changeNumber: offers('phone.edit'),
    });
  }
  if (expected.step === 'done') {
    expect(world.verified).toEqual([VERIFIED]);
    // Done, with the verify call's answer as its output (for a flow that invokes it).
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(VERIFIED);
    expect(world.stored).toBeNull();
    return;
  }
  expect(world.verified).toEqual([]);

  if (expected.step === 'phone') {
    const form = phoneFormOf(snapshot);
    expect(form.phone).toBe(expected.typed);
    // Zalo is offered only once the rules say it reaches the number.
    expect(form.zaloOffered).toBe(expected.rules === 'loaded' && isZaloEligible(expected.typed));
    expect(form.method).toBe(form.zaloOffered ? expected.chosenMethod : 'sms');
    expect(form.numberProblem).toBe(expected.numberProblem);
    expect(form.busy).toBe(pending.includes('requestCode') || expected.calling === 'loadPhoneRules');
    expect(form.problem?.key ?? null).toBe(form.busy ? null : expected.problem);
    if (!form.busy && world.calls.started.length === 0) expect(world.stored).toBeNull();
    return;
  }

  const form = codeFormOf(snapshot);
  const lastCode = expected.lastCode;
  if (!lastCode) expect.unreachable('The code step shows with no code asked for');
  // As people read it once the rules are there; before, as it is stored (E.164).
  expect(form.shownNumber).toBe(expected.rules === 'loaded' ? displayPhone(lastCode.number) : lastCode.number);
  expect(form.method).toBe(lastCode.method);
  // "We sent a code" only when the last request sent one; a limit's refusal sent nothing (issue 23 §7).
  expect(form.sent).toBe(!lastCode.limited);
  const held = expected.checksHeldUntil !== null && now < expected.checksHeldUntil;
  expect(form.entry).toBe(expected.deadCode ? 'locked' : held ? 'held' : 'open');

  expect(form.codeProblem).toBe(expected.codeProblem);
  expect(form.verifying).toBe(pending.includes('verifyCode'));
  if (pending.includes('requestCode')) expect(form.resend).toEqual({ kind: 'sending' });
  // While a limit holds the next code back, the page says when it may be asked for (no countdown,
  // no button that cannot work); after a code went, it counts down to the resend.
  else if (now < lastCode.windowEnd) expect(form.resend).toEqual({ kind: lastCode.limited ? 'limit' : 'wait', seconds: Math.ceil((lastCode.windowEnd - now) / 1000) });
  else expect(form.resend).toEqual({ kind: 'ready' });
  expect(form.problem?.key ?? null).toBe(pending.length ? null : expected.problem);
  // A reload comes back to this code, with the wait that is left.
  expect(world.stored?.sentTo).toEqual({ otpKey: lastCode.number, otpMethod: lastCode.method });
  // … a limit's wait as a limit's, and a dead code as dead (issue 23 §6).
  expect(world.stored?.limited === true).toBe(lastCode.limited);
  expect(world.stored?.dead === true).toBe(expected.deadCode);
}

/** A number typed and a code asked for, then sent by SMS. */
const codeSentTo = (phone: string, e164: string): SampleEvent[] => [
  { type: 'phone.change', phone },
  { type: 'code.request' },
  { type: 'xstate.done.actor.requestCode', output: otpSent(e164, 'sms', RESEND_IN) },
];
/** The mobile number's code sent: where most journeys begin; and the same before the server answers. */
const CODE_SENT_TO_MOBILE = codeSentTo(MOBILE, MOBILE_E164);
const CODE_ASKED_FOR_MOBILE = CODE_SENT_TO_MOBILE.slice(0, 2);
/** A well-formed code submitted, and the server's answer to its check. */
const codeChecked = (answer: SampleEvent): SampleEvent[] => [{ type: 'code.submit', code: WELL_FORMED_CODE }, answer];
const CODE_VERIFIED: SampleEvent[] = codeChecked({ type: 'xstate.done.actor.verifyCode', output: VERIFIED });
/** `seconds` ticks of the wait before another code may be asked for. */
const waitingTicks = (seconds: number): SampleEvent[] => Array.from({ length: seconds }, () => ({ type: 'xstate.after.tick.otpChallenge.active.cooldown.waiting' }));

describeModel({
  name: 'OTP challenge',
  create: createOtpChallengeMachine,
  starts,
  // A challenge resumed after a reload was read from storage.
  world: (input): ChallengeWorld => ({ ...createBaseWorld(), stored: input.resume ?? null, verified: [] }),
  provide: (candidate, world) =>
    candidate.provide({
      actors: { requestCode: world.calls.fake('requestCode'), verifyCode: world.calls.fake('verifyCode'), loadPhoneRules: world.calls.fake('loadPhoneRules') },
      actions: {
        remember: (_, pending) => void (world.stored = pending),
        forget: () => void (world.stored = null),
        codeVerified: (_, { result }) => void world.verified.push(result),
      },
    }),
  sampler,
  check,
  // Events are tried with the number typed being the one the code went to and another one, and at
  // each second a limit holds the code back: "get a code" for another number, and the end of a hold.
  facet: (snapshot) => {
    const { phoneInput, sentTo, checksHeldFor } = snapshot.context;
    const typed = normalizePhone(phoneInput);
    const number = sentTo === null ? 'no code sent' : typed.ok && typed.e164 === sentTo.otpKey ? 'the number the code went to' : 'another number typed';
    return snapshot.matches({ active: { flow: { codeStep: 'held' } } }) ? `${number}; checks held ${checksHeldFor} s` : number;
  },
  // Two countdowns (the resend wait and a limit on checks) multiply the states the walk meets
  // (about 4,400 snapshots from one start).
  limit: 6_000,
  journeys: {
    // Liveness: the number typed and sent before the rules came is checked once they come, and gets its code.
    'a code asked for before the phone rules arrive is asked for once they do': {
      start: 'sign-in before the phone rules arrive',
      events: [
        { type: 'phone.change', phone: MOBILE },
        { type: 'code.request' },
        { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES },
        { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
        ...CODE_VERIFIED,
      ],
    },
    'a wrong number sent before the phone rules arrive is refused once they do': {
      start: 'sign-in before the phone rules arrive',
      events: [{ type: 'phone.change', phone: INVALID_PHONE }, { type: 'code.request' }, { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES }],
    },
    'phone rules that cannot be loaded: the request says so, the next one loads them again': {
      start: 'sign-in before the phone rules arrive',
      events: [
        { type: 'phone.change', phone: MOBILE },
        { type: 'code.request' },
        { type: 'xstate.error.actor.loadPhoneRules', error: networkDown() },
        { type: 'code.request' },
        { type: 'xstate.done.actor.loadPhoneRules', output: PHONE_RULES },
        { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
      ],
    },
    'sign in with a code by Zalo': {
      start: 'sign-in',
      events: [
        { type: 'phone.change', phone: MOBILE },
        { type: 'method.select', method: 'zalo' },
        { type: 'code.request' },
        { type: 'xstate.done.actor.requestCode', output: otpSent(MOBILE_E164, 'zalo', RESEND_IN) },
        ...CODE_VERIFIED,
      ],
    },
    'five wrong codes, wait, a new code, then the right one': {
      start: 'sign-in',
      events: [
        ...CODE_SENT_TO_MOBILE,
        ...Array.from({ length: 4 }, () => codeChecked({ type: 'xstate.error.actor.verifyCode', error: otpInvalid() })).flat(),
        ...codeChecked({ type: 'xstate.error.actor.verifyCode', error: otpAttemptsExceeded() }),
        ...waitingTicks(2),
        { type: 'code.resend' },
        { type: 'xstate.done.actor.resendCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
        ...CODE_VERIFIED,
      ],
    },
    'another number while the first one’s wait runs gets a code of its own': {
      start: 'sign-in',
      events: [
        ...CODE_SENT_TO_MOBILE,
        { type: 'phone.edit' },
        ...codeSentTo(LANDLINE, LANDLINE_E164),
      ],
    },
    'the same number again while its wait runs goes back to its code, with no new request': {
      start: 'sign-in',
      events: [
        ...CODE_SENT_TO_MOBILE,
        { type: 'phone.edit' },
        { type: 'code.request' },
      ],
    },
    'a second request after a failed one shows no stale error while it runs': {
      start: 'sign-in',
      events: [
        ...CODE_ASKED_FOR_MOBILE,
        { type: 'xstate.error.actor.requestCode', error: networkDown() },
        { type: 'code.request' },
      ],
    },
    'a refused number after a failed request shows one message, not two': {
      start: 'sign-in',
      events: [
        ...CODE_ASKED_FOR_MOBILE,
        { type: 'xstate.error.actor.requestCode', error: networkDown() },
        { type: 'phone.change', phone: INVALID_PHONE },
        { type: 'code.request' },
      ],
    },
    'too many checks from here: no code is sent until the limit ends, then the same code is': {
      start: 'sign-in',
      events: [
        ...CODE_SENT_TO_MOBILE,
        ...codeChecked({ type: 'xstate.error.actor.verifyCode', error: rateLimited(CHECK_RETRY_AFTER) }),
        { type: 'code.submit', code: WELL_FORMED_CODE },
        { type: 'xstate.after.tick.otpChallenge.active.flow.codeStep.held' },
        { type: 'xstate.after.tick.otpChallenge.active.flow.codeStep.held' },
        { type: 'code.submit', code: WELL_FORMED_CODE },
        ...CODE_VERIFIED,
      ],
    },
    // "Send again" belongs to the code step: a click on it that lands once the page is back on the
    // number form (a double click, a slow tap) sends nothing.
    'a late click on “send again” after going back to the number form sends nothing': {
      start: 'sign-in',
      events: [
        ...CODE_SENT_TO_MOBILE,
        ...waitingTicks(2),
        { type: 'phone.edit' },
        { type: 'code.resend' },
        ...codeSentTo(LANDLINE, LANDLINE_E164),
      ],
    },
    'a reload after too many requests counts down instead of freezing': {
      start: 'sign-in',
      events: [
        ...CODE_ASKED_FOR_MOBILE,
        { type: 'xstate.error.actor.requestCode', error: rateLimited(RETRY_AFTER) },
        ...waitingTicks(3),
        { type: 'code.resend' },
        { type: 'xstate.done.actor.resendCode', output: otpSent(MOBILE_E164, 'sms', RESEND_IN) },
      ],
    },
  },
});
