import { expect } from '../testing/oracle-expect';
import type { DiscountCode, ResultRecord } from '../../api/contract/kid-quiz';
import * as PHONE_RULES from '../../domain/phone';
import { normalizePhone } from '../../domain/phone';
import { networkDown, rateLimited, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { INVALID_PHONE, SAMPLE_ANSWERS, VALID_PHONE, VALID_PHONE_E164, discountCodeFor, receiptFor, recordFor, secretFor } from './kid-quiz.fixtures';
import { createKidQuizResultsMachine, type KidQuizResultsMachine } from './kid-quiz-results.machine';
import type { KidQuizResultsInput, KidQuizResultsSnapshot } from './kid-quiz-results.machine';
import { ACTION_OF_EVENT, actionsOf, discountOf, resultsSmsOf } from './kid-quiz-results.selectors';
import type { ResultsCall, SmsFormView } from './kid-quiz-results.selectors';
import { byStep, createStepLedger } from './observed-steps';
import type { StepLedger } from './observed-steps';

/**
 * The results screen's actions against the spec (§4 "Quiz server actions": send the results by
 * SMS, the phone number first added to the record; create a discount code and send it by SMS;
 * each call requested, then succeeded or failed), the phone rule (§5) and the owner rule (every
 * call carries the record's secret the quiz gave, none when the record is the signed-in account's:
 * server/portal-api/kid-quiz/README.md). The oracle replays the
 * trace with those rules and reads what the parent sees (the selectors) and what reached the
 * fake server; it never reads the machine's own code.
 */

const RECORD = recordFor(SAMPLE_ANSWERS);
const RECORD_WITH_PHONE: ResultRecord = { ...RECORD, phoneNumber: VALID_PHONE_E164 };
const CODE = discountCodeFor(RECORD.id);
const RETRY_AFTER = 30;

interface ResultsWorld extends BaseWorld {
  ledger: StepLedger;
}

type Machine = KidQuizResultsMachine;

const starts: Record<string, KidQuizResultsInput> = {
  // The phone rules come loaded (the quiz machine loads them before it starts this one).
  'a record without a phone number, with its secret': { record: RECORD, secret: secretFor(RECORD.id), phoneRules: PHONE_RULES },
  "a record of the signed-in account, with the parent's number": { record: RECORD_WITH_PHONE, secret: null, phoneRules: PHONE_RULES },
};

/** The one valid number typed here is VALID_PHONE, so the server's answers echo it. */
function sampler(snapshot: KidQuizResultsSnapshot): SampleEvent[] {
  return [
    ...[VALID_PHONE, INVALID_PHONE, ''].map((phoneNumber) => ({ type: 'resultsSms.send', phoneNumber })),
    { type: 'resultsSms.retry' },
    { type: 'discountCode.create' },
    { type: 'discountCode.retry' },
    ...[VALID_PHONE, INVALID_PHONE].map((phoneNumber) => ({ type: 'codeSms.send', phoneNumber })),
    { type: 'codeSms.retry' },
    { type: 'xstate.done.actor.updateRecord', output: { ...snapshot.context.record, phoneNumber: VALID_PHONE_E164 } },
    { type: 'xstate.error.actor.updateRecord', error: networkDown() },
    { type: 'xstate.done.actor.sendResultsSms', output: receiptFor(VALID_PHONE_E164) },
    { type: 'xstate.error.actor.sendResultsSms', error: rateLimited(RETRY_AFTER) },
    { type: 'xstate.done.actor.createDiscountCode', output: CODE },
    { type: 'xstate.error.actor.createDiscountCode', error: networkDown() },
    { type: 'xstate.done.actor.sendCodeSms', output: receiptFor(VALID_PHONE_E164) },
    { type: 'xstate.error.actor.sendCodeSms', error: rateLimited(RETRY_AFTER) },
  ];
}

/** What the spec says the screen and the server should show after this trace. */
interface Expected {
  /** The number the server's record holds. */
  recordPhone: string | null;
  code: DiscountCode | null;
  /** The number each form sends to (E.164): the one typed last and accepted; null until then. */
  resultsNumber: string | null;
  codeNumber: string | null;
  /** A number typed and refused since the form last sent, as typed. */
  resultsRefused: string | null;
  codeRefused: string | null;
  /** The last call answered, until another call starts. */
  last: { call: ResultsCall; ok: boolean; error: unknown } | null;
}

const RESULTS_CALLS: readonly string[] = ['updateRecord', 'sendResultsSms'];
const e164 = (phone: string) => {
  const result = normalizePhone(phone);
  return result.ok ? result.e164 : null;
};

function replay(observation: Observation<Machine, ResultsWorld>): Expected {
  const { input, trace, world } = observation;
  const callsByStep = byStep(world.ledger, 'calls', world.calls.started, trace.length);
  const expected: Expected = {
    recordPhone: input.record.phoneNumber,
    code: null,
    resultsNumber: null,
    codeNumber: null,
    resultsRefused: null,
    codeRefused: null,
    last: null,
  };
  expect(callsByStep[0]).toEqual([]);
  trace.forEach(({ event, before, after }, index) => {
    const calls = callsByStep[index + 1];
    // A control the screen does not offer (busy, or not shown) changes nothing.
    const control = ACTION_OF_EVENT[event.type];
    if (control && !actionsOf(before)[control]) {
      expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
      expect(calls).toEqual([]);
      return;
    }
    const answered = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (answered) {
      const call = answered[2] as ResultsCall;
      expected.last = { call, ok: answered[1] === 'done', error: event.error };
      if (answered[1] === 'done' && call === 'updateRecord') expected.recordPhone = (event.output as ResultRecord).phoneNumber;
      if (answered[1] === 'done' && call === 'createDiscountCode') expected.code = event.output as DiscountCode;
    }
    const typed = typeof event.phoneNumber === 'string' ? event.phoneNumber : '';
    switch (event.type) {
      case 'resultsSms.send':
        if (e164(typed)) Object.assign(expected, { resultsNumber: e164(typed), resultsRefused: null });
        else expected.resultsRefused = typed;
        break;
      case 'codeSms.send':
        if (e164(typed)) Object.assign(expected, { codeNumber: e164(typed), codeRefused: null });
        else expected.codeRefused = typed;
        break;
      case 'resultsSms.retry':
        expected.resultsRefused = null;
        break;
      case 'codeSms.retry':
        expected.codeRefused = null;
        break;
    }
    for (const call of calls) {
      expected.last = null;
      // Every call is the owner's: it carries the record's secret (none for an account's record).
      const { secret, ...fields } = call.input as { secret: unknown };
      expect(secret).toBe(input.secret);
      checkCall(call.name as ResultsCall, fields, expected, input.record);
    }
  });
  return expected;
}

/** What each call must send: the spec's order (number on the record first) and the phone rule. */
function checkCall(name: ResultsCall, input: unknown, expected: Expected, record: ResultRecord): void {
  switch (name) {
    case 'updateRecord':
      // Only to add a number the record does not hold yet: the one the parent sent to.
      expect(expected.resultsNumber).not.toBeNull();
      expect(expected.resultsNumber).not.toBe(expected.recordPhone);
      expect(input).toEqual({ id: record.id, phoneNumber: expected.resultsNumber });
      break;
    case 'sendResultsSms':
      // The results go to the number on the record.
      expect(expected.recordPhone).not.toBeNull();
      expect(expected.recordPhone).toBe(expected.resultsNumber);
      expect(input).toEqual({ id: record.id, phoneNumber: expected.recordPhone });
      break;
    case 'createDiscountCode':
      // One code per record.
      expect(expected.code).toBeNull();
      expect(input).toEqual({ recordId: record.id, phoneNumber: expected.recordPhone });
      break;
    case 'sendCodeSms':
      expect(expected.code).not.toBeNull();
      expect(input).toEqual({ code: expected.code?.code, phoneNumber: expected.codeNumber });
      break;
  }
}

function refusalOf(typed: string | null): SmsFormView['phoneProblem'] {
  if (typed === null) return null;
  const result = normalizePhone(typed);
  return result.ok ? null : result.reason;
}

function check(observation: Observation<Machine, ResultsWorld>): void {
  const { snapshot, world } = observation;
  const expected = replay(observation);
  const pending = world.calls.pending.map((call) => call.name);
  // One call at a time: the buttons wait for each answer.
  expect(pending.length).toBeLessThanOrEqual(1);
  const { last } = expected;

  const results = resultsSmsOf(snapshot);
  const resultsNumber = expected.resultsNumber ?? expected.recordPhone;
  const resultsFailed = last && !last.ok && RESULTS_CALLS.includes(last.call) ? last : null;
  const resultsSent = last?.ok === true && last.call === 'sendResultsSms';
  expect(results).toEqual({
    initialPhone: resultsNumber,
    phoneProblem: refusalOf(expected.resultsRefused),
    status: pending.some((name) => RESULTS_CALLS.includes(name)) ? 'sending' : resultsSent ? 'sent' : resultsFailed ? 'failed' : 'idle',
    sentTo: resultsSent ? resultsNumber : null,
    failure: resultsFailed ? { call: resultsFailed.call, problem: shownProblemOf(resultsFailed.error) } : null,
  });

  const discount = discountOf(snapshot);
  if (!expected.code) {
    const failed = last && !last.ok && last.call === 'createDiscountCode' ? last : null;
    expect(discount).toEqual({
      status: pending.includes('createDiscountCode') ? 'creating' : failed ? 'failed' : 'none',
      code: null,
      failure: failed ? { call: 'createDiscountCode', problem: shownProblemOf(failed.error) } : null,
      sms: null,
    });
    return;
  }
  const codeNumber = expected.codeNumber ?? resultsNumber;
  const codeFailed = last && !last.ok && last.call === 'sendCodeSms' ? last : null;
  const codeSent = last?.ok === true && last.call === 'sendCodeSms';
  expect(discount).toEqual({
    status: 'created',
    code: expected.code,
    failure: null,
    sms: {
      initialPhone: codeNumber,
      phoneProblem: refusalOf(expected.codeRefused),
      status: pending.includes('sendCodeSms') ? 'sending' : codeSent ? 'sent' : codeFailed ? 'failed' : 'idle',
      sentTo: codeSent ? codeNumber : null,
      failure: codeFailed ? { call: 'sendCodeSms', problem: shownProblemOf(codeFailed.error) } : null,
    },
  });
}

const send = (phoneNumber: string): SampleEvent => ({ type: 'resultsSms.send', phoneNumber });
const sendCode = (phoneNumber: string): SampleEvent => ({ type: 'codeSms.send', phoneNumber });
const updated = { type: 'xstate.done.actor.updateRecord', output: RECORD_WITH_PHONE };
const smsSent = { type: 'xstate.done.actor.sendResultsSms', output: receiptFor(VALID_PHONE_E164) };
const codeSmsSent = { type: 'xstate.done.actor.sendCodeSms', output: receiptFor(VALID_PHONE_E164) };
const codeCreated = { type: 'xstate.done.actor.createDiscountCode', output: CODE };

describeModel({
  name: 'kid quiz results',
  create: createKidQuizResultsMachine,
  starts,
  world: (): ResultsWorld => ({ ...createBaseWorld(), ledger: createStepLedger() }),
  provide: (candidate, world) =>
    candidate.provide({
      actors: {
        updateRecord: world.calls.fake('updateRecord'),
        sendResultsSms: world.calls.fake('sendResultsSms'),
        createDiscountCode: world.calls.fake('createDiscountCode'),
        sendCodeSms: world.calls.fake('sendCodeSms'),
      },
    }),
  sampler,
  check,
  journeys: {
    'the results by SMS to a new number, then a discount code sent by SMS': {
      start: 'a record without a phone number, with its secret',
      events: [send(VALID_PHONE), updated, smsSent, { type: 'discountCode.create' }, codeCreated, sendCode(VALID_PHONE), codeSmsSent],
    },
    'refused numbers, a failed update and a limited SMS, each retried': {
      start: 'a record without a phone number, with its secret',
      events: [
        send(''),
        send(INVALID_PHONE),
        send(VALID_PHONE),
        { type: 'xstate.error.actor.updateRecord', error: networkDown() },
        send(INVALID_PHONE),
        { type: 'resultsSms.retry' },
        updated,
        { type: 'xstate.error.actor.sendResultsSms', error: rateLimited(RETRY_AFTER) },
        { type: 'resultsSms.retry' },
        smsSent,
      ],
    },
    'a second message to the number on the record needs no update': {
      start: 'a record without a phone number, with its secret',
      events: [send(VALID_PHONE), updated, smsSent, send(VALID_PHONE), smsSent],
    },
    'the code cannot be created, then is; its SMS is limited, then sent': {
      start: "a record of the signed-in account, with the parent's number",
      events: [
        { type: 'codeSms.send', phoneNumber: VALID_PHONE },
        { type: 'discountCode.create' },
        { type: 'xstate.error.actor.createDiscountCode', error: networkDown() },
        { type: 'discountCode.retry' },
        codeCreated,
        { type: 'discountCode.create' },
        sendCode(INVALID_PHONE),
        sendCode(VALID_PHONE),
        { type: 'xstate.error.actor.sendCodeSms', error: rateLimited(RETRY_AFTER) },
        { type: 'codeSms.retry' },
        codeSmsSent,
      ],
    },
  },
});
