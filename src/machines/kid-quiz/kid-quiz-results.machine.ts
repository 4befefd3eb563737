import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import type { PhoneRules } from '../../domain/phone-rules';
import { toCallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import type { CallProblem } from '../calls/call-problem';

/**
 * What a parent can do with a saved results record (spec §4 "Quiz server actions"): send the
 * results to a phone by SMS (the phone number is first added to the record), and get a
 * discount code and send it by SMS.
 *
 * The quiz machine invokes this one as `resultsActions` once its results record is saved and
 * its own (the owner's view), with that record and the record's secret as input (null when this
 * tab holds none: a record of the signed-in account); every call carries that secret, which is
 * what lets the server take it from this tab. The results screen sends its events to this child. One call runs at a
 * time (the buttons wait while a message is sending). Every call has its requested state
 * (savingPhone, sendingResultsSms, creatingDiscountCode, sendingCodeSms) and its succeeded and
 * failed states under `settled`; a failed one offers its retry until another call starts.
 *
 * The phone rules (libphonenumber's metadata) come in the input: the quiz machine loads them with
 * import() before it starts this one, so the page's first load does not carry them.
 *
 * The edge supplies the four actors (Portal API calls of src/api/kid-quiz.ts, with the
 * language added there); each rejects with what the API client rejects with (an ApiError).
 */

export type PhoneProblem = 'empty' | 'invalid';

/** One SMS form of the results screen: numbers as the parent typed them. */
export interface SmsForm {
  /** The number last accepted (and sent to); null until one is: the record's number is used. */
  phone: string | null;
  /** A number typed since and refused by the phone rule; null once a call of this form starts. */
  refused: string | null;
}

export interface KidQuizResultsContext {
  record: ResultRecord;
  /** The record's secret, sent with every call; null for a record owned through the account. */
  secret: string | null;
  discountCode: DiscountCode | null;
  resultsSms: SmsForm;
  codeSms: SmsForm;
  /** Why the last call failed, while its failure shows. */
  problem: CallProblem | null;
  /** The phone rule (src/domain/phone.ts), loaded before this machine starts. */
  phoneRules: PhoneRules;
}

export interface KidQuizResultsInput {
  record: ResultRecord;
  secret: string | null;
  phoneRules: PhoneRules;
}

export type KidQuizResultsEvent =
  | { type: 'resultsSms.send'; phoneNumber: string }
  | { type: 'resultsSms.retry' }
  | { type: 'discountCode.create' }
  | { type: 'discountCode.retry' }
  | { type: 'codeSms.send'; phoneNumber: string }
  | { type: 'codeSms.retry' };

/** Why a typed number cannot be sent to (the phone rule of spec §5), or null. */
export function phoneProblemOf(rules: PhoneRules, phone: string): PhoneProblem | null {
  const result = rules.normalizePhone(phone);
  return result.ok ? null : result.reason;
}

/** A typed number in E.164, or null when the phone rule refuses it. */
export function e164Of(rules: PhoneRules, phone: string | null): string | null {
  if (phone === null) return null;
  const result = rules.normalizePhone(phone);
  return result.ok ? result.e164 : null;
}

/** The number the results go to: the one typed and accepted, else the record's. */
export function resultsNumberOf(context: Pick<KidQuizResultsContext, 'resultsSms' | 'record' | 'phoneRules'>): string | null {
  return e164Of(context.phoneRules, context.resultsSms.phone) ?? context.record.phoneNumber;
}

/** The number the code goes to: the one typed and accepted, else the results' number. */
export function codeNumberOf(context: Pick<KidQuizResultsContext, 'resultsSms' | 'codeSms' | 'record' | 'phoneRules'>): string | null {
  return e164Of(context.phoneRules, context.codeSms.phone) ?? resultsNumberOf(context);
}

const emptyForm = (): SmsForm => ({ phone: null, refused: null });

/** What each call is given: its own fields and the record's secret. */
export type ResultsCallInput<T> = T & { secret: string | null };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createKidQuizResultsMachine() {
  return setup({
    types: {
      context: {} as KidQuizResultsContext,
      events: {} as KidQuizResultsEvent,
      input: {} as KidQuizResultsInput,
    },
    actors: {
      updateRecord: fromPromise<ResultRecord, ResultsCallInput<{ id: string; phoneNumber: string }>>(notSupplied('updateRecord')),
      sendResultsSms: fromPromise<SmsReceipt, ResultsCallInput<{ id: string; phoneNumber: string }>>(notSupplied('sendResultsSms')),
      createDiscountCode: fromPromise<DiscountCode, ResultsCallInput<{ recordId: string; phoneNumber: string | null }>>(notSupplied('createDiscountCode')),
      sendCodeSms: fromPromise<SmsReceipt, ResultsCallInput<{ code: string; phoneNumber: string }>>(notSupplied('sendCodeSms')),
    },
    guards: {
      isInvalidPhone: ({ context }, params: { phoneNumber: string }) => phoneProblemOf(context.phoneRules, params.phoneNumber) !== null,
      /** The record already holds this number, so it needs no update before sending. */
      phoneIsOnRecord: ({ context }, params: { phoneNumber: string }) => context.record.phoneNumber !== null && e164Of(context.phoneRules, params.phoneNumber) === context.record.phoneNumber,
      hasNoDiscountCode: ({ context }) => context.discountCode === null,
    },
    actions: {
      acceptResultsPhone: assign((_, params: { phoneNumber: string }) => ({ resultsSms: { phone: params.phoneNumber, refused: null } })),
      refuseResultsPhone: assign(({ context }, params: { phoneNumber: string }) => ({ resultsSms: { ...context.resultsSms, refused: params.phoneNumber } })),
      acceptCodePhone: assign((_, params: { phoneNumber: string }) => ({ codeSms: { phone: params.phoneNumber, refused: null } })),
      refuseCodePhone: assign(({ context }, params: { phoneNumber: string }) => ({ codeSms: { ...context.codeSms, refused: params.phoneNumber } })),
      // A retry sends to the number accepted before: an objection to a number typed since no longer applies.
      clearResultsRefusal: assign(({ context }) => ({ resultsSms: { ...context.resultsSms, refused: null } })),
      clearCodeRefusal: assign(({ context }) => ({ codeSms: { ...context.codeSms, refused: null } })),
      storeRecord: assign((_, params: { record: ResultRecord }) => ({ record: params.record })),
      storeDiscountCode: assign((_, params: { discountCode: DiscountCode }) => ({ discountCode: params.discountCode })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clearProblem: assign({ problem: null }),
    },
  }).createMachine({
    id: 'kidQuizResults',
    context: ({ input }) => ({ record: input.record, secret: input.secret, discountCode: null, resultsSms: emptyForm(), codeSms: emptyForm(), problem: null, phoneRules: input.phoneRules }),
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
            // No code yet: its form is not shown, so nothing is sent.
            { guard: 'hasNoDiscountCode' },
            {
              guard: { type: 'isInvalidPhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
              actions: { type: 'refuseCodePhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) },
            },
            { target: 'sendingCodeSms', actions: { type: 'acceptCodePhone', params: ({ event }) => ({ phoneNumber: event.phoneNumber }) } },
          ],
        },
        states: {
          ready: {},
          phoneSaveFailed: { exit: 'clearProblem', on: { 'resultsSms.retry': '#kidQuizResults.savingPhone' } },
          resultsSmsSent: {},
          resultsSmsFailed: { exit: 'clearProblem', on: { 'resultsSms.retry': '#kidQuizResults.sendingResultsSms' } },
          discountCodeCreated: {},
          discountCodeFailed: { exit: 'clearProblem', on: { 'discountCode.retry': '#kidQuizResults.creatingDiscountCode' } },
          codeSmsSent: {},
          codeSmsFailed: { exit: 'clearProblem', on: { 'codeSms.retry': '#kidQuizResults.sendingCodeSms' } },
        },
      },
      savingPhone: {
        description: 'Add the phone number to the results record (update), then send.',
        entry: 'clearResultsRefusal',
        invoke: {
          id: 'updateRecord',
          src: 'updateRecord',
          input: ({ context }) => ({ id: context.record.id, phoneNumber: resultsNumberOf(context) ?? '', secret: context.secret }),
          onDone: { target: 'sendingResultsSms', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
          onError: { target: 'settled.phoneSaveFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      sendingResultsSms: {
        entry: 'clearResultsRefusal',
        invoke: {
          id: 'sendResultsSms',
          src: 'sendResultsSms',
          input: ({ context }) => ({ id: context.record.id, phoneNumber: resultsNumberOf(context) ?? '', secret: context.secret }),
          onDone: 'settled.resultsSmsSent',
          onError: { target: 'settled.resultsSmsFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      creatingDiscountCode: {
        invoke: {
          id: 'createDiscountCode',
          src: 'createDiscountCode',
          input: ({ context }) => ({ recordId: context.record.id, phoneNumber: context.record.phoneNumber, secret: context.secret }),
          onDone: {
            target: 'settled.discountCodeCreated',
            actions: { type: 'storeDiscountCode', params: ({ event }) => ({ discountCode: event.output }) },
          },
          onError: { target: 'settled.discountCodeFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      sendingCodeSms: {
        entry: 'clearCodeRefusal',
        invoke: {
          id: 'sendCodeSms',
          src: 'sendCodeSms',
          input: ({ context }) => ({ code: context.discountCode?.code ?? '', phoneNumber: codeNumberOf(context) ?? '', secret: context.secret }),
          onDone: 'settled.codeSmsSent',
          onError: { target: 'settled.codeSmsFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createKidQuizResultsMachine()` (no instance at module load). */
export type KidQuizResultsMachine = ReturnType<typeof createKidQuizResultsMachine>;

export type KidQuizResultsSnapshot = SnapshotFrom<KidQuizResultsMachine>;
export type KidQuizResultsActor = ActorRefFrom<KidQuizResultsMachine>;
