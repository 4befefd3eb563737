import { assign, fromPromise, setup } from 'xstate';
import type { DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { normalizePhone } from '../../domain/phone';
import { toFailure } from './failure';
import type { Failure } from './failure';

/**
 * What a parent can do with a saved results record (spec §4 "Quiz server actions"): send the
 * results to a phone by SMS (the phone number is first added to the record), and get a
 * discount code and send it by SMS.
 *
 * The quiz machine invokes this one as `resultsActions` once its results record is saved, with
 * that record as input; the results screen sends its events to this child. One call runs at a
 * time (the buttons wait while a message is sending). Every call has its requested state
 * (savingPhone, sendingResultsSms, creatingDiscountCode, sendingCodeSms) and its succeeded and
 * failed states under `settled`; a failed one offers its retry until another call starts.
 *
 * The edge supplies the four actors (Portal API calls of src/api/kid-quiz.ts, with the
 * language added there); each rejects with what the API client rejects with (an ApiError).
 */

export type ResultsCall = 'updateRecord' | 'sendResultsSms' | 'createDiscountCode' | 'sendCodeSms';

export type PhoneProblem = 'empty' | 'invalid';

/** One SMS form of the results screen. */
export interface SmsForm {
  /** E.164 number in use: the record's to begin with, then the one last accepted. */
  phoneNumber: string | null;
  /** Why the number typed last was refused; null once one is accepted. */
  phoneProblem: PhoneProblem | null;
  /** Receipt of the last message sent. */
  receipt: SmsReceipt | null;
}

export interface KidQuizResultsContext {
  record: ResultRecord;
  discountCode: DiscountCode | null;
  resultsSms: SmsForm;
  codeSms: SmsForm;
  /** The last failure of each call, cleared when the call is made again. */
  failures: Partial<Record<ResultsCall, Failure>>;
}

export interface KidQuizResultsInput {
  record: ResultRecord;
}

export type KidQuizResultsEvent =
  | { type: 'resultsSms.send'; phoneNumber: string }
  | { type: 'resultsSms.retry' }
  | { type: 'discountCode.create' }
  | { type: 'discountCode.retry' }
  | { type: 'codeSms.send'; phoneNumber: string }
  | { type: 'codeSms.retry' };

const emptySmsForm = (): SmsForm => ({ phoneNumber: null, phoneProblem: null, receipt: null });

function acceptedPhone(phoneNumber: string): Pick<SmsForm, 'phoneNumber' | 'phoneProblem'> {
  const phone = normalizePhone(phoneNumber);
  return { phoneNumber: phone.ok ? phone.e164 : null, phoneProblem: null };
}

function phoneProblemOf(phoneNumber: string): PhoneProblem | null {
  const phone = normalizePhone(phoneNumber);
  return phone.ok ? null : phone.reason;
}

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));

export const kidQuizResultsMachine = setup({
  types: {
    context: {} as KidQuizResultsContext,
    events: {} as KidQuizResultsEvent,
    input: {} as KidQuizResultsInput,
  },
  actors: {
    updateRecord: fromPromise<ResultRecord, { id: string; phoneNumber: string }>(notSupplied('updateRecord')),
    sendResultsSms: fromPromise<SmsReceipt, { id: string; phoneNumber: string }>(notSupplied('sendResultsSms')),
    createDiscountCode: fromPromise<DiscountCode, { recordId: string; phoneNumber: string | null }>(notSupplied('createDiscountCode')),
    sendCodeSms: fromPromise<SmsReceipt, { code: string; phoneNumber: string }>(notSupplied('sendCodeSms')),
  },
  guards: {
    isInvalidPhone: (_, params: { phoneNumber: string }) => !normalizePhone(params.phoneNumber).ok,
    /** The record already holds this number, so it needs no update before sending. */
    phoneIsOnRecord: ({ context }, params: { phoneNumber: string }) => {
      const phone = normalizePhone(params.phoneNumber);
      return phone.ok && context.record.phoneNumber === phone.e164;
    },
    hasNoDiscountCode: ({ context }) => context.discountCode === null,
    hasDiscountCode: ({ context }) => context.discountCode !== null,
  },
  actions: {
    acceptResultsPhone: assign({
      resultsSms: ({ context }, params: { phoneNumber: string }) => ({ ...context.resultsSms, ...acceptedPhone(params.phoneNumber) }),
    }),
    refuseResultsPhone: assign({
      resultsSms: ({ context }, params: { phoneNumber: string }) => ({ ...context.resultsSms, phoneProblem: phoneProblemOf(params.phoneNumber) }),
    }),
    acceptCodePhone: assign({
      codeSms: ({ context }, params: { phoneNumber: string }) => ({ ...context.codeSms, ...acceptedPhone(params.phoneNumber) }),
    }),
    refuseCodePhone: assign({
      codeSms: ({ context }, params: { phoneNumber: string }) => ({ ...context.codeSms, phoneProblem: phoneProblemOf(params.phoneNumber) }),
    }),
    clearResultsPhoneProblem: assign({ resultsSms: ({ context }) => ({ ...context.resultsSms, phoneProblem: null }) }),
    clearCodePhoneProblem: assign({ codeSms: ({ context }) => ({ ...context.codeSms, phoneProblem: null }) }),
    storeRecord: assign((_, params: { record: ResultRecord }) => ({ record: params.record })),
    storeResultsReceipt: assign({ resultsSms: ({ context }, params: { receipt: SmsReceipt }) => ({ ...context.resultsSms, receipt: params.receipt }) }),
    storeDiscountCode: assign((_, params: { discountCode: DiscountCode }) => ({ discountCode: params.discountCode })),
    storeCodeReceipt: assign({ codeSms: ({ context }, params: { receipt: SmsReceipt }) => ({ ...context.codeSms, receipt: params.receipt }) }),
    clearFailure: assign({
      failures: ({ context }, params: { call: ResultsCall }) => {
        const { [params.call]: _cleared, ...rest } = context.failures;
        return rest;
      },
    }),
    setFailure: assign({
      failures: ({ context }, params: { call: ResultsCall; error: unknown }) => ({ ...context.failures, [params.call]: toFailure(params.error) }),
    }),
  },
}).createMachine({
  id: 'kidQuizResults',
  context: ({ input }) => ({
    record: input.record,
    discountCode: null,
    resultsSms: { ...emptySmsForm(), phoneNumber: input.record.phoneNumber },
    codeSms: { ...emptySmsForm(), phoneNumber: input.record.phoneNumber },
    failures: {},
  }),
  initial: 'settled',
  states: {
    settled: {
      description: 'Nothing in flight: the result of the last call shows, and any call can start.',
      initial: 'ready',
      on: {
        'resultsSms.send': [
          {
            guard: { type: 'isInvalidPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
            actions: { type: 'refuseResultsPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
          },
          {
            guard: { type: 'phoneIsOnRecord', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
            target: 'sendingResultsSms',
            actions: { type: 'acceptResultsPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
          },
          { target: 'savingPhone', actions: { type: 'acceptResultsPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) } },
        ],
        // The server keeps one code per record (asking again returns it), so one request is enough.
        'discountCode.create': { guard: 'hasNoDiscountCode', target: 'creatingDiscountCode' },
        'codeSms.send': [
          {
            guard: { type: 'isInvalidPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
            actions: { type: 'refuseCodePhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
          },
          {
            guard: 'hasDiscountCode',
            target: 'sendingCodeSms',
            actions: { type: 'acceptCodePhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
          },
        ],
      },
      states: {
        ready: {},
        phoneSaveFailed: { on: { 'resultsSms.retry': '#kidQuizResults.savingPhone' } },
        resultsSmsSent: {},
        resultsSmsFailed: { on: { 'resultsSms.retry': '#kidQuizResults.sendingResultsSms' } },
        discountCodeCreated: {},
        discountCodeFailed: { on: { 'discountCode.retry': '#kidQuizResults.creatingDiscountCode' } },
        codeSmsSent: {},
        codeSmsFailed: { on: { 'codeSms.retry': '#kidQuizResults.sendingCodeSms' } },
      },
    },
    savingPhone: {
      description: 'Add the phone number to the results record (update), then send.',
      // A retry sends to the number accepted before: an objection to a number typed since no longer applies.
      entry: [{ type: 'clearFailure', params: { call: 'updateRecord' } }, 'clearResultsPhoneProblem'],
      invoke: {
        id: 'updateRecord',
        src: 'updateRecord',
        input: ({ context }) => ({ id: context.record.id, phoneNumber: context.resultsSms.phoneNumber ?? '' }),
        onDone: { target: 'sendingResultsSms', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
        onError: {
          target: 'settled.phoneSaveFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ call: 'updateRecord', error: event.error }) },
        },
      },
    },
    sendingResultsSms: {
      entry: [{ type: 'clearFailure', params: { call: 'sendResultsSms' } }, 'clearResultsPhoneProblem'],
      invoke: {
        id: 'sendResultsSms',
        src: 'sendResultsSms',
        input: ({ context }) => ({ id: context.record.id, phoneNumber: context.resultsSms.phoneNumber ?? '' }),
        onDone: { target: 'settled.resultsSmsSent', actions: { type: 'storeResultsReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: {
          target: 'settled.resultsSmsFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ call: 'sendResultsSms', error: event.error }) },
        },
      },
    },
    creatingDiscountCode: {
      entry: { type: 'clearFailure', params: { call: 'createDiscountCode' } },
      invoke: {
        id: 'createDiscountCode',
        src: 'createDiscountCode',
        input: ({ context }) => ({ recordId: context.record.id, phoneNumber: context.record.phoneNumber }),
        onDone: {
          target: 'settled.discountCodeCreated',
          actions: { type: 'storeDiscountCode', params: ({ event }) => ({ discountCode: event.output }) },
        },
        onError: {
          target: 'settled.discountCodeFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ call: 'createDiscountCode', error: event.error }) },
        },
      },
    },
    sendingCodeSms: {
      entry: [{ type: 'clearFailure', params: { call: 'sendCodeSms' } }, 'clearCodePhoneProblem'],
      invoke: {
        id: 'sendCodeSms',
        src: 'sendCodeSms',
        input: ({ context }) => ({ code: context.discountCode?.code ?? '', phoneNumber: context.codeSms.phoneNumber ?? '' }),
        onDone: { target: 'settled.codeSmsSent', actions: { type: 'storeCodeReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: {
          target: 'settled.codeSmsFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ call: 'sendCodeSms', error: event.error }) },
        },
      },
    },
  },
});
