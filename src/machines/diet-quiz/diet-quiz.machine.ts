import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { isDietRecordId, isDietRecordSecret, isDietResultRecord } from '../../api/contract/diet-quiz-record-rules';
import type { CreatedDietResultRecord, DietDiscountCode, DietResultRecord, DietSmsReceipt } from '../../api/contract/diet-quiz';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import type { DietInput } from '../../domain/nutrition/input';
import { loadPhoneRules } from '../../domain/phone-rules';
import type { PhoneRules } from '../../domain/phone-rules';
import { toCallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState } from '../calls/call-state';
import { navigationTarget, walkHistory } from '../quiz-navigation/navigation';
import type { NavigationEvent } from '../quiz-navigation/navigation';
import { urlSyncActions } from '../quiz-navigation/url-sync';
import type { QuizSyncUrlParams } from '../quiz-navigation/url-sync';
import { answerScene, answeredBefore, answersOfInput, readScene, sanitizeStored } from './answers';
import type { AccountReport, DietAnswers, ReportAnswer, SceneForm } from './answers';
import { canSend, completeOf, recordMatches, routeOf, sceneAnswerOf, sceneOfContext } from './diet-quiz.context';
import type { DietQuizContext } from './diet-quiz.context';
import { searchForScene, sceneOfSearch } from './diet-quiz-url';
import type { DietQuizSearch } from './diet-quiz-url';
import { CALCULATION_SCENE, HOME_SCENE, WELCOME_SCENE, sceneKind } from './scenes';
import type { SceneId, SceneKind } from './scenes';

/**
 * The diet quiz (spec §2 "Diet quiz scenes", §3 "Diet quiz input and results", §4, §5, §9).
 * README.md beside this file has the scene table, the walk and the URL.
 *
 *   routing (passed through: which view shows the scene entered)
 *   home | intro | input | report.{checking, loading, failed, choosing} | reopening.{loading, failed}
 *   outcome (parallel)
 *     scene:  calculating.{body, energy, plan, foods} (250 ms each) → results;
 *             code.{settled.{idle, sent, codeFailed, smsFailed}, creatingCode, sendingCode};
 *             welcome; final.{settled.{idle, sent, failed}, sending}
 *     record: checking → saved (a record of these answers is held) | creating → saved | failed → creating
 *             saved: preparing → loadingRules → ready | rulesFailed (record.retry → loadingRules)
 *
 * The edge (src/views/diet-quiz/diet-quiz-effects.ts) supplies the effects with `provide`:
 * syncUrl (the URL of what the quiz shows), persistQuiz (the answers, the record and its secret
 * kept in sessionStorage for a reload), and the actors: the signed-in account's gene reports and
 * the Portal API calls of src/api/diet-quiz.ts (each rejects with an ApiError, kept as a
 * CallProblem).
 *
 * The code and plan forms check numbers with the phone rules (libphonenumber's metadata, ≈29 kB
 * gzip), which are not in the page's first load: once a record of this tab's own is saved, the
 * machine loads them (`loadPhoneRules`, src/domain/phone-rules.ts; once per quiz, a reset keeps
 * them) and the forms wait for them as they wait for the record; a failed load shows as the
 * record's failure, with its retry.
 */

export const CALCULATION_STEP_MS = 250;

export { canSend, completeOf, recordMatches, routeOf, sceneOfContext };
export type { DietQuizContext };

export interface DietQuizInput {
  /** What persistQuiz kept before a reload; anything the rules refuse is dropped. */
  stored?: unknown;
  signedIn?: boolean;
}

export type DietQuizEvent =
  | NavigationEvent
  | { type: 'quiz.reset' }
  /** A scene's form as the page read it (raw text); the machine decides whether it is an answer. */
  | { type: 'scene.submit'; form: SceneForm }
  | { type: 'url.changed'; search: DietQuizSearch; secret?: string }
  | { type: 'reports.retry' }
  | { type: 'record.retry' }
  | { type: 'result.retryOpen' }
  | { type: 'code.request'; phoneNumber: string }
  | { type: 'code.retry' }
  | { type: 'resultsSms.send'; phoneNumber: string }
  | { type: 'resultsSms.retry' };

export type SyncUrlParams = QuizSyncUrlParams<DietQuizSearch>;

/** What a reload keeps (sessionStorage). */
export interface StoredQuiz {
  answers: DietAnswers;
  report: ReportAnswer;
  answered: SceneId[];
  record: DietResultRecord | null;
  secret: string | null;
}

/** Every call about a record carries its secret (null: owned through the signed-in account). */
export type WithSecret<T> = T & { secret: string | null };

const isRecordId = isDietRecordId;
const isSecret = isDietRecordSecret;

function storedRecord(stored: unknown): { record: DietResultRecord | null; secret: string | null } {
  if (typeof stored !== 'object' || stored === null) return { record: null, secret: null };
  const { record, secret } = stored as { record?: unknown; secret?: unknown };
  // The contract's record schema, as plain checks (diet-quiz-record-rules.ts): zod is not in the quiz's first load.
  return isDietResultRecord(record) ? { record, secret: isSecret(secret) ? secret : null } : { record: null, secret: null };
}

function initialContext(input: DietQuizInput | undefined, phoneRules: PhoneRules | null = null): DietQuizContext {
  const { answer, answered } = sanitizeStored(input?.stored);
  return {
    history: [HOME_SCENE],
    ...answer,
    answered,
    issues: [],
    signedIn: input?.signedIn === true,
    accountReports: null,
    ...storedRecord(input?.stored),
    resultToOpen: null,
    code: null,
    codePhone: null,
    resultsPhone: null,
    phoneProblem: null,
    problem: null,
    phoneRules,
  };
}

/** The record the page names: the one being opened, else the record of these answers. */
export function shownResultId(context: DietQuizContext): string | null {
  return context.resultToOpen ?? (recordMatches(context) ? (context.record?.id ?? null) : null);
}

/** The URL of what the machine shows now: a record's id on the scenes after the calculation. */
export function urlSearchOf(context: DietQuizContext): DietQuizSearch {
  const scene = sceneOfContext(context);
  return searchForScene(scene, scene > CALCULATION_SCENE ? shownResultId(context) : null);
}

/** A scene may be entered: home always; the welcome with a record of these answers; any other on the walk with every answer before it (and the whole input for the calculation and after). */
export function isReachable(context: DietQuizContext, scene: SceneId): boolean {
  if (scene === HOME_SCENE) return true;
  if (scene === WELCOME_SCENE) return recordMatches(context);
  if (!answeredBefore(scene, sceneAnswerOf(context), context.answered)) return false;
  return scene < CALCULATION_SCENE || completeOf(context) !== null;
}

/** The scene a move asks for: the moves' guard and action only ever see a URL or a navigation event. */
function targetOf(context: DietQuizContext, event: DietQuizEvent): SceneId | null {
  return event.type === 'url.changed' ? sceneOfSearch(event.search) : navigationTarget(routeOf(context), context.history, event as NavigationEvent);
}

function opensResult(context: DietQuizContext, resultId: string | undefined, secret: string | undefined): boolean {
  if (!isRecordId(resultId)) return false;
  return resultId !== shownResultId(context) || (isSecret(secret) && secret !== context.secret);
}

/** The number the phone rule (spec §5) accepts, or why not (asked only once the rules are there). */
export function phoneVerdict(rules: PhoneRules | null, phone: string): { ok: true; e164: string } | { ok: false; reason: 'empty' | 'invalid' } {
  if (!rules) throw new Error('A number is checked only once the phone rules are loaded');
  return rules.normalizePhone(phone);
}


function heldRecord(context: DietQuizContext): DietResultRecord {
  if (!context.record) throw new Error('A record is held before its calls start');
  return context.record;
}

function completeOrThrow(context: DietQuizContext): { input: DietInput; report: GeneReport | null } {
  const complete = completeOf(context);
  if (!complete) throw new Error('The outcome is entered only with a complete input');
  return complete;
}

export function createDietQuizMachine() {
  const dietQuizSetup = setup({
    types: {
      context: {} as DietQuizContext,
      events: {} as DietQuizEvent,
      input: {} as DietQuizInput | undefined,
    },
    delays: { calculationStep: CALCULATION_STEP_MS },
    actors: {
      loadAccountReports: fromPromise<AccountReport[]>(notSupplied('loadAccountReports')),
      retrieveRecord: fromPromise<DietResultRecord, { id: string; secret: string | null }>(notSupplied('retrieveRecord')),
      createRecord: fromPromise<CreatedDietResultRecord, { input: DietInput; report: GeneReport | null }>(notSupplied('createRecord')),
      createDiscountCode: fromPromise<DietDiscountCode, WithSecret<{ recordId: string; phoneNumber: string }>>(notSupplied('createDiscountCode')),
      sendCodeSms: fromPromise<DietSmsReceipt, WithSecret<{ code: string; phoneNumber: string }>>(notSupplied('sendCodeSms')),
      sendResultsSms: fromPromise<DietSmsReceipt, WithSecret<{ id: string; phoneNumber: string }>>(notSupplied('sendResultsSms')),
      loadPhoneRules: fromPromise<PhoneRules>(() => loadPhoneRules()),
    },
    guards: {
      /** The event asks for a known scene other than the current one, reachable with the answers so far. */
      canNavigate: ({ context, event }) => {
        const target = targetOf(context, event);
        return target !== null && target !== sceneOfContext(context) && isReachable(context, target);
      },
      isSceneOfKind: ({ context }, params: { kind: SceneKind }) => sceneKind(sceneOfContext(context)) === params.kind,
      /** The scene's form is an answer the rules accept (only the answer scenes' states take a form). */
      submissionAccepted: ({ context }, params: { form: SceneForm }) => readScene(sceneOfContext(context), params.form, sceneAnswerOf(context), context.accountReports).ok,
      needsAccountReports: ({ context }) => context.signedIn && context.accountReports === null,
      recordMatches: ({ context }) => recordMatches(context),
      opensResult: ({ context }, params: { resultId: string | undefined; secret: string | undefined }) => opensResult(context, params.resultId, params.secret),
      /** No record of these answers is saved as this tab's own yet, or the phone rules are not there: nothing can be sent. */
      waitsForRecord: ({ context }) => !canSend(context),
      phoneRefused: ({ context }, params: { phone: string }) => !phoneVerdict(context.phoneRules, params.phone).ok,
      /** The record is this tab's own and the rules its forms check numbers with are not loaded yet. */
      needsPhoneRules: ({ context }) => context.phoneRules === null && context.record?.access === 'owner',
      hasCode: ({ context }) => context.code !== null,
    },
    actions: {
      syncUrl: (_, _params: SyncUrlParams) => {},
      persistQuiz: (_, _params: StoredQuiz) => {},

      visitTarget: assign(({ context, event }) => {
        const target = targetOf(context, event);
        return { history: target === null ? context.history : walkHistory(routeOf(context), target), issues: [], phoneProblem: null };
      }),
      storeSubmission: assign(({ context }, params: { form: SceneForm }) => {
        const scene = sceneOfContext(context);
        const read = readScene(scene, params.form, sceneAnswerOf(context), context.accountReports);
        if (!read.ok) return {};
        const { answer, answered } = answerScene(scene, sceneAnswerOf(context), context.answered, read.answer);
        return { ...answer, answered, issues: [] };
      }),
      visitNext: assign(({ context }) => {
        const next = navigationTarget(routeOf(context), context.history, { type: 'scene.next' });
        return { history: next === null || !isReachable(context, next) ? context.history : walkHistory(routeOf(context), next) };
      }),
      showIssues: assign(({ context }, params: { form: SceneForm }) => {
        const read = readScene(sceneOfContext(context), params.form, sceneAnswerOf(context), context.accountReports);
        return { issues: read.ok ? [] : read.issues };
      }),
      // Every default back (the account's reports are read again when a report scene asks).
      // The phone rules stay, once loaded.
      resetQuiz: assign(({ context }) => initialContext({ signedIn: context.signedIn }, context.phoneRules)),
      storePhoneRules: assign((_, params: { rules: PhoneRules }) => ({ phoneRules: params.rules })),
      storeAccountReports: assign((_, params: { reports: AccountReport[] }) => ({ accountReports: params.reports })),
      showResultsAfterCalculation: assign(({ context }) => {
        // The results scene of the user group: the one after the calculation on the walk.
        const walk = routeOf(context).walk;
        return { history: walkHistory(routeOf(context), walk[walk.indexOf(CALCULATION_SCENE) + 1]) };
      }),
      startOpening: assign(({ context }, params: { resultId: string; secret: string | undefined }) => ({
        resultToOpen: params.resultId,
        history: [WELCOME_SCENE],
        secret: isSecret(params.secret) ? params.secret : params.resultId === context.record?.id ? context.secret : null,
        issues: [],
      })),
      forgetResultToOpen: assign({ resultToOpen: null }),
      openRecord: assign(({ context }, params: { record: DietResultRecord }) => {
        const { answer, answered } = answersOfInput(params.record.input as DietInput, params.record.report as GeneReport | null);
        const sameRecord = context.record?.id === params.record.id;
        return { ...answer, answered, record: params.record, history: [WELCOME_SCENE], code: sameRecord ? context.code : null };
      }),
      storeCreatedRecord: assign((_, params: { record: CreatedDietResultRecord }) => {
        const { secret, ...record } = params.record;
        return { record, secret, code: null };
      }),
      acceptPhone: assign((_, params: { form: 'code' | 'results'; phone: string }) =>
        params.form === 'code' ? { codePhone: params.phone, phoneProblem: null } : { resultsPhone: params.phone, phoneProblem: null },
      ),
      refusePhone: assign(({ context }, params: { form: 'code' | 'results'; phone: string }) => {
        const verdict = phoneVerdict(context.phoneRules, params.phone);
        return { phoneProblem: verdict.ok ? null : { form: params.form, reason: verdict.reason } };
      }),
      storeCode: assign((_, params: { code: DietDiscountCode }) => ({ code: params.code })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clearProblem: assign({ problem: null }),
    },
  });

  const dietQuiz = dietQuizSetup.extend({
    actions: {
      ...urlSyncActions(dietQuizSetup.enqueueActions, urlSearchOf),
      keepQuiz: dietQuizSetup.enqueueActions(({ context, enqueue }) => {
        const { answers, report, answered, record, secret } = context;
        enqueue({ type: 'persistQuiz', params: { answers, report, answered, record, secret } });
      }),
    },
  });

  const navigate = { guard: 'canNavigate', target: '.routing', actions: ['visitTarget', 'pushUrl'] } as const;
  const toViewOf = (kind: SceneKind) => ({ type: 'isSceneOfKind', params: { kind } }) as const;
  const formOf = ({ event }: { event: DietQuizEvent }) => ({ form: event.type === 'scene.submit' ? event.form : {} });
  const submit = [
    {
      guard: { type: 'submissionAccepted', params: formOf },
      target: '#dietQuiz.routing',
      actions: [{ type: 'storeSubmission', params: formOf }, 'visitNext', 'keepQuiz', 'pushUrl'],
      meta: { requirements: ['DQ-1'] },
    },
    { actions: { type: 'showIssues', params: formOf }, meta: { requirements: ['DQ-1'] } },
  ] as const;
  const phoneOf = ({ event }: { event: DietQuizEvent }) => ({ phone: event.type === 'code.request' || event.type === 'resultsSms.send' ? event.phoneNumber : '' });
  /** The number typed in a form (the code's or the results'), as acceptPhone and refusePhone take it. */
  const phoneIn = (form: 'code' | 'results') => (args: { event: DietQuizEvent }) => ({ form, ...phoneOf(args) });
  /** Before a form's number is taken: asked before the record exists, it waits; one that is not a number is refused. */
  const phoneChecks = (form: 'code' | 'results') =>
    [
      { guard: 'waitsForRecord', meta: { requirements: ['DQ-5'] } },
      { guard: { type: 'phoneRefused', params: phoneOf }, actions: { type: 'refusePhone', params: phoneIn(form) }, meta: { requirements: ['DQ-5'] } },
    ] as const;

  return dietQuiz.createMachine({
    id: 'dietQuiz',
    context: ({ input }) => initialContext(input),
    initial: 'home',
    on: {
      'scene.next': navigate,
      'scene.previous': navigate,
      'scene.step': navigate,
      'scene.goto': navigate,
      'scene.last': navigate,
      'scene.lastFromResults': navigate,
      'scene.back': navigate,
      'url.changed': [
        {
          guard: { type: 'opensResult', params: ({ event }) => ({ resultId: event.search.result, secret: event.secret }) },
          target: '.reopening',
          actions: [{ type: 'startOpening', params: ({ event }) => ({ resultId: event.search.result ?? '', secret: event.secret }) }, 'replaceUrl'],
        },
        { guard: 'canNavigate', target: '.routing', actions: ['visitTarget', 'replaceUrl'] },
        { actions: 'replaceUrl' },
      ],
      'quiz.reset': { target: '.home', actions: ['resetQuiz', 'keepQuiz', 'pushUrl'] },
    },
    states: {
      routing: {
        description: 'Passed through after a move: the view of the scene entered.',
        always: [
          { guard: toViewOf('home'), target: 'home' },
          { guard: toViewOf('intro'), target: 'intro' },
          { guard: toViewOf('input'), target: 'input' },
          { guard: toViewOf('report'), target: 'report' },
          { guard: toViewOf('calculating'), target: 'outcome', meta: { requirements: ['DQ-2'] } },
          { guard: toViewOf('results'), target: '#dietQuiz.outcome.scene.results' },
          { guard: toViewOf('code'), target: '#dietQuiz.outcome.scene.code' },
          { guard: toViewOf('welcome'), target: '#dietQuiz.outcome.scene.welcome' },
          { target: '#dietQuiz.outcome.scene.final' },
        ],
      },
      home: {
        description: 'Scene 1: the purposes to choose from (purposeId).',
        on: { 'scene.submit': submit },
      },
      intro: {
        description: 'Scenes 2 to 4: what the quiz does for the purpose chosen, and a start button.',
      },
      input: {
        description: 'Scenes 5 to 20 but the report scenes: a form each (README "Scenes"); Next answers it.',
        on: { 'scene.submit': submit },
      },
      report: {
        description: "Scenes 14 and 19: the report: one of the account's, typed, or none (availability 0).",
        initial: 'checking',
        on: { 'scene.submit': submit },
        states: {
          checking: { always: [{ guard: 'needsAccountReports', target: 'loading' }, { target: 'choosing' }] },
          loading: {
            invoke: {
              id: 'loadAccountReports',
              src: 'loadAccountReports',
              onDone: { target: 'choosing', actions: { type: 'storeAccountReports', params: ({ event }) => ({ reports: event.output }) } },
              onError: 'failed',
            },
          },
          failed: { description: 'The account reports could not be read (the page says so, whatever the cause): typing or skipping still works.', meta: { requirements: ['DQ-7'] }, on: { 'reports.retry': 'loading' } },
          choosing: {},
        },
      },
      reopening: {
        description: 'A results link: the record is read by its id (with the secret the link carried).',
        initial: 'loading',
        exit: 'forgetResultToOpen',
        states: {
          loading: {
            invoke: {
              id: 'retrieveRecord',
              src: 'retrieveRecord',
              input: ({ context }) => ({ id: context.resultToOpen ?? '', secret: context.secret }),
              onDone: {
                target: '#dietQuiz.outcome.scene.welcome',
                meta: { requirements: ['DQ-6'] },
                actions: [{ type: 'openRecord', params: ({ event }) => ({ record: event.output }) }, 'keepQuiz', 'replaceUrl'],
              },
              onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          failed: { exit: 'clearProblem', on: { 'result.retryOpen': 'loading' } },
        },
      },
      outcome: {
        description: 'Scenes 21 to 33, entered only with a complete input. The results record is kept beside the scenes.',
        type: 'parallel',
        states: {
          scene: {
            initial: 'calculating',
            states: {
              calculating: {
                description: 'Scene 21: four steps of 250 ms (body, energy, plan, foods), then the results.',
                meta: { requirements: ['DQ-3'] },
                initial: 'body',
                states: {
                  body: { after: { calculationStep: 'energy' } },
                  energy: { after: { calculationStep: 'plan' } },
                  plan: { after: { calculationStep: 'foods' } },
                  foods: {
                    after: { calculationStep: { target: '#dietQuiz.outcome.scene.results', actions: ['showResultsAfterCalculation', 'replaceUrl'] } },
                  },
                },
              },
              results: { description: 'Scenes 22 to 29: the results of the user group.' },
              code: {
                description: 'Scenes 30 (kids) and 31 (adults): the discount code, issued for the record and sent by SMS to the number typed.',
                initial: 'settled',
                states: {
                  settled: {
                    initial: 'idle',
                    on: {
                      'code.request': [
                        ...phoneChecks('code'),
                        { guard: 'hasCode', target: 'sendingCode', actions: { type: 'acceptPhone', params: phoneIn('code') } },
                        { target: 'creatingCode', actions: { type: 'acceptPhone', params: phoneIn('code') } },
                      ],
                    },
                    states: {
                      idle: {},
                      sent: {},
                      codeFailed: { exit: 'clearProblem', on: { 'code.retry': '#dietQuiz.outcome.scene.code.creatingCode' } },
                      smsFailed: { exit: 'clearProblem', on: { 'code.retry': '#dietQuiz.outcome.scene.code.sendingCode' } },
                    },
                  },
                  creatingCode: callState({
                    src: 'createDiscountCode',
                    input: ({ context }: { context: DietQuizContext }) => ({ recordId: heldRecord(context).id, phoneNumber: context.codePhone ?? '', secret: context.secret }),
                    done: 'sendingCode', store: 'storeCode', as: 'code', failed: 'settled.codeFailed',
                  }),
                  sendingCode: callState({
                    src: 'sendCodeSms',
                    input: ({ context }: { context: DietQuizContext }) => ({ code: context.code?.code ?? '', phoneNumber: context.codePhone ?? '', secret: context.secret }),
                    done: 'settled.sent', failed: 'settled.smsFailed',
                  }),
                },
              },
              welcome: { description: 'Scene 32: a saved plan opened from its link, welcomed home.' },
              final: {
                description: 'Scene 33: the plan to keep: print it, or have its link sent by SMS.',
                initial: 'settled',
                states: {
                  settled: {
                    initial: 'idle',
                    on: {
                      'resultsSms.send': [...phoneChecks('results'), { target: 'sending', actions: { type: 'acceptPhone', params: phoneIn('results') } }],
                    },
                    states: {
                      idle: {},
                      sent: {},
                      failed: { exit: 'clearProblem', on: { 'resultsSms.retry': '#dietQuiz.outcome.scene.final.sending' } },
                    },
                  },
                  sending: callState({
                    src: 'sendResultsSms',
                    input: ({ context }: { context: DietQuizContext }) => ({ id: heldRecord(context).id, phoneNumber: context.resultsPhone ?? '', secret: context.secret }),
                    done: 'settled.sent', failed: 'settled.failed',
                  }),
                },
              },
            },
          },
          record: {
            description: 'The results record: created once per complete input; its id goes into the URL.',
            initial: 'checking',
            states: {
              checking: { always: [{ guard: 'recordMatches', target: 'saved', meta: { requirements: ['DQ-4'] } }, { target: 'creating', meta: { requirements: ['DQ-4'] } }] },
              creating: callState({
                src: 'createRecord', input: ({ context }: { context: DietQuizContext }) => completeOrThrow(context),
                done: 'saved', store: 'storeCreatedRecord', as: 'record', andThen: ['keepQuiz', 'replaceUrl'], failed: 'failed',
              }),
              failed: { exit: 'clearProblem', on: { 'record.retry': 'creating' } },
              saved: {
                description: "The record of these answers: created here, or opened by its link (its access says whether it is this tab's own, whose code and SMS can be asked for).",
                initial: 'preparing',
                states: {
                  preparing: { always: [{ guard: 'needsPhoneRules', target: 'loadingRules' }, { target: 'ready' }] },
                  loadingRules: {
                    description: 'The phone rules of the code and plan forms are loaded (import()): the record shows as being saved meanwhile.',
                    invoke: {
                      id: 'loadPhoneRules',
                      src: 'loadPhoneRules',
                      onDone: { target: 'ready', actions: { type: 'storePhoneRules', params: ({ event }) => ({ rules: event.output }) } },
                      onError: { target: 'rulesFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                    },
                  },
                  rulesFailed: {
                    description: "The phone rules could not be loaded (no connection): shown as the record's failure, with its retry.",
                    exit: 'clearProblem',
                    on: { 'record.retry': 'loadingRules' },
                  },
                  ready: {},
                },
              },
            },
          },
        },
      },
    },
  });
}

export type DietQuizMachine = ReturnType<typeof createDietQuizMachine>;
export type DietQuizSnapshot = SnapshotFrom<DietQuizMachine>;
export type DietQuizActor = ActorRefFrom<DietQuizMachine>;
