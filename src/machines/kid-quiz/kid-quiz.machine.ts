import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { isRecordIdText, isRecordSecretText } from '../../api/contract/quiz-record-rules';
import type { CreatedResultRecord, ResultRecord } from '../../api/contract/kid-quiz';
import { isAnswer, isCompleteAnswers } from '../../domain/kid-quiz/questions';
import { loadPhoneRules } from '../../domain/phone-rules';
import type { PhoneRules } from '../../domain/phone-rules';
import { toCallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState } from '../calls/call-state';
import type { CallProblem } from '../calls/call-problem';
import { createKidQuizResultsMachine } from './kid-quiz-results.machine';
import { sceneOfSearch, searchForScene } from './kid-quiz-url';
import type { KidQuizSearch } from './kid-quiz-url';
import { navigationTarget, visit } from '../quiz-navigation/navigation';
import type { NavigationEvent } from '../quiz-navigation/navigation';
import { urlSyncActions } from '../quiz-navigation/url-sync';
import type { QuizSyncUrlParams } from '../quiz-navigation/url-sync';
import { CALCULATION_SCENE, HOME_SCENE, KID_QUIZ_ROUTE, RESULTS_SCENE, currentScene, isReachable, questionIndexOf, sanitizeAnswers, sceneKind } from './scenes';
import type { SceneId, SceneKind } from './scenes';

/**
 * The kid-personality quiz (spec §2 "Kid quiz scenes", §3 "Kid quiz", §4, §5, §9).
 * README.md beside this file explains the scenes, the URL and the results record.
 *
 *   routing (passed through: which view shows the scene just entered)
 *   home | question | reopening.{loading, failed}
 *   outcome (parallel)
 *     scene:  calculating.{iq, eq, temperament, matching} (250 ms each) → results
 *     record: checking → held → saved | shared;  creating → saved | failed
 *             saved: preparing → loadingRules → ready | rulesFailed (record.retry → loadingRules)
 *
 * The machine decides and the edge (src/views/kid-quiz/kid-quiz-effects.ts) supplies the effects
 * with `kidQuizMachine.provide({ actions: { syncUrl, persistAnswers }, actors: { … } })`:
 * - syncUrl states the URL of what the quiz shows (push, or replace when `replace`); the edge
 *   navigates only when the address bar shows something else;
 * - persistAnswers keeps the answers for a reload (sessionStorage), persistSecrets likewise the
 *   records' secrets this tab holds;
 * - retrieveRecord and createRecord are Portal API calls (src/api/kid-quiz.ts) that reject with
 *   what the API client rejects with (an ApiError), kept as a CallProblem;
 * - resultsActions is kidQuizResultsMachine provided with its own four calls; it starts once
 *   the results record is saved and owned, and takes the results screen's SMS and discount-code
 *   events. Its SMS forms check numbers with the phone rules (libphonenumber's metadata, ≈29 kB
 *   gzip), which are not in the page's first load: the saved record first loads them
 *   (`loadPhoneRules`, src/domain/phone-rules.ts, once per quiz: a reset keeps them), during the
 *   calculation as a rule; the results show "saving" meanwhile, and a load that fails shows as
 *   the record's failure, with its retry.
 * The router tells the machine every URL it commits (`url.changed`, from the route's onEnter and
 * onStay): a reload, a pasted link and the browser's back and forward buttons all arrive so, and
 * with them the secret a results link carries in its fragment (`#k=`).
 */

export const CALCULATION_STEP_MS = 250;

export interface KidQuizContext {
  /** Scenes that led here, distinct, the current scene last (see src/machines/quiz-navigation). Never empty. */
  history: SceneId[];
  /** One slot per question; answers are whole numbers 1 to 10, set in question order. */
  answers: Array<number | null>;
  /** The last results record created or opened; it is shown only while it holds these answers. */
  record: ResultRecord | null;
  /** The record id being opened from a results link. */
  resultToOpen: string | null;
  /** Why the last call failed, while its failure shows. */
  problem: CallProblem | null;
  /** The secrets of the records this tab created or opened with one, by record id. */
  secrets: RecordSecrets;
  /** The phone rules, once loaded for the results' SMS forms. */
  phoneRules: PhoneRules | null;
}

/** Record id -> the record's secret (src/api/contract/kid-quiz.ts): what makes this tab its owner. */
export type RecordSecrets = Readonly<Record<string, string>>;

export interface KidQuizInput {
  /** Answers kept from before a reload; anything that is not a valid answer is dropped. */
  answers?: ReadonlyArray<unknown> | null;
  /** Secrets kept from before a reload; any entry that is not a record id and a secret is dropped. */
  secrets?: unknown;
}

export type KidQuizEvent =
  | NavigationEvent
  | { type: 'quiz.reset' }
  /** The slider's value as the page read it: the machine decides whether it is an answer. */
  | { type: 'answer.select'; value: number }
  /**
   * The router committed a URL (the route's search, validated leniently), with the secret its
   * fragment carried (`#k=<secret>`, the results link of the SMS), as it is.
   */
  | { type: 'url.changed'; search: KidQuizSearch; secret?: string }
  | { type: 'result.retryOpen' }
  | { type: 'record.retry' };

export type SyncUrlParams = QuizSyncUrlParams<KidQuizSearch>;

// The contract's id and secret schemas as plain checks (quiz-record-rules.ts): zod is not in the quiz's first load.
const isRecordId = isRecordIdText;
const isRecordSecret = isRecordSecretText;

/** The well-formed entries of secrets kept in storage (record id -> secret). */
export function sanitizeSecrets(stored: unknown): RecordSecrets {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([id, secret]) => isRecordId(id) && isRecordSecret(secret)));
}

/** The secrets with one more, when it is a well-formed one (a mangled link's is dropped). */
function withSecret(secrets: RecordSecrets, id: string, secret: string | undefined): RecordSecrets {
  return isRecordSecret(secret) ? { ...secrets, [id]: secret } : secrets;
}

function initialContext(answers: ReadonlyArray<unknown> | null | undefined, secrets: RecordSecrets, phoneRules: PhoneRules | null = null): KidQuizContext {
  return { history: [HOME_SCENE], answers: sanitizeAnswers(answers), record: null, resultToOpen: null, problem: null, secrets, phoneRules };
}

/** The phone rules, which the results' machine starts only with (the saved record's `ready`). */
function phoneRulesOf(context: KidQuizContext): PhoneRules {
  if (!context.phoneRules) throw new Error('the results actions start only once the phone rules are loaded');
  return context.phoneRules;
}

/** The secret this tab holds for a record, or null. */
export function secretOf(context: Pick<KidQuizContext, 'secrets'>, id: string | null): string | null {
  return id === null ? null : (context.secrets[id] ?? null);
}

export function recordMatchesAnswers(context: Pick<KidQuizContext, 'record' | 'answers'>): boolean {
  const { record, answers } = context;
  return record !== null && record.answers.length === answers.length && record.answers.every((answer, index) => answer === answers[index]);
}

/** The results record the page names: the one being opened, else the saved one of these answers. */
export function shownResultId(context: KidQuizContext): string | null {
  return context.resultToOpen ?? (recordMatchesAnswers(context) ? (context.record?.id ?? null) : null);
}

/** The URL of what the machine shows now. */
export function urlSearchOf(context: KidQuizContext): KidQuizSearch {
  return searchForScene(currentScene(context.history), shownResultId(context));
}

function isNavigationEvent(event: KidQuizEvent): event is NavigationEvent {
  return event.type.startsWith('scene.');
}

/** The scene an event asks for: a navigation event's target, or the scene a URL names. */
function targetOf(context: KidQuizContext, event: KidQuizEvent): SceneId | null {
  if (event.type === 'url.changed') return sceneOfSearch(event.search);
  return isNavigationEvent(event) ? navigationTarget(KID_QUIZ_ROUTE, context.history, event) : null;
}

function completeAnswers(answers: ReadonlyArray<number | null>): number[] {
  if (!isCompleteAnswers(answers)) throw new Error('The outcome is entered only with six answers');
  return [...answers];
}

function savedRecord(context: KidQuizContext): ResultRecord {
  if (!context.record) throw new Error('The record is saved before its actions start');
  return context.record;
}

/** The shown result a URL names, to open: another record, or the one shown with a secret the tab did not hold. */
function opensResult(context: KidQuizContext, resultId: string | undefined, secret: string | undefined): boolean {
  if (!isRecordId(resultId)) return false;
  return resultId !== shownResultId(context) || (isRecordSecret(secret) && secret !== secretOf(context, resultId));
}

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createKidQuizMachine() {
  const kidQuizSetup = setup({
    types: {
      context: {} as KidQuizContext,
      events: {} as KidQuizEvent,
      input: {} as KidQuizInput | undefined,
      // Invocation id -> actor: types snapshot.children.resultsActions as the results machine's actor.
      children: {} as { retrieveRecord: 'retrieveRecord'; createRecord: 'createRecord'; resultsActions: 'resultsActions'; loadPhoneRules: 'loadPhoneRules' },
    },
    delays: {
      calculationStep: CALCULATION_STEP_MS,
    },
    actors: {
      retrieveRecord: fromPromise<ResultRecord, { id: string; secret: string | null }>(notSupplied('retrieveRecord')),
      createRecord: fromPromise<CreatedResultRecord, { answers: number[] }>(notSupplied('createRecord')),
      loadPhoneRules: fromPromise<PhoneRules>(() => loadPhoneRules()),
      // The edge provides it again with its own actors: createKidQuizResultsMachine().provide({ actors }).
      resultsActions: createKidQuizResultsMachine(),
    },
    guards: {
      /** The event asks for a known scene other than the current one, reachable with the answers so far. */
      canNavigate: ({ context, event }) => {
        const target = targetOf(context, event);
        return target !== null && target !== currentScene(context.history) && isReachable(target, context.answers);
      },
      isSceneOfKind: ({ context }, params: { kind: SceneKind }) => sceneKind(currentScene(context.history)) === params.kind,
      isAnswer: (_, params: { value: number }) => isAnswer(params.value),
      recordMatchesAnswers: ({ context }) => recordMatchesAnswers(context),
      /** The record held is its owner's view (created here, or opened with its secret or by its account). */
      ownsRecord: ({ context }) => context.record?.access === 'owner',
      hasPhoneRules: ({ context }) => context.phoneRules !== null,
      /**
       * A well-formed record id that is neither the record shown nor the one being opened, or is
       * one of them but comes with a secret this tab did not hold (a link from the SMS).
       */
      opensResult: ({ context }, params: { resultId: string | undefined; secret: string | undefined }) => opensResult(context, params.resultId, params.secret),
    },
    actions: {
      // Placeholders: the edge supplies the real effects; tests supply spies.
      syncUrl: (_, _params: SyncUrlParams) => {},
      persistAnswers: (_, _params: { answers: ReadonlyArray<number | null> }) => {},
      persistSecrets: (_, _params: { secrets: RecordSecrets }) => {},

      visitTarget: assign({
        history: ({ context, event }) => {
          const target = targetOf(context, event);
          return target === null ? context.history : visit(context.history, target, CALCULATION_SCENE);
        },
      }),
      showResults: assign({ history: ({ context }) => visit(context.history, RESULTS_SCENE, CALCULATION_SCENE) }),
      setAnswer: assign({
        answers: ({ context }, params: { value: number }) => {
          const index = questionIndexOf(currentScene(context.history));
          return context.answers.map((answer, i) => (i === index ? params.value : answer));
        },
      }),
      // The secrets stay: a record of this tab opens in full again from the browser's history. So do the phone rules, once loaded.
      resetQuiz: assign(({ context }) => initialContext(null, context.secrets, context.phoneRules)),
      storePhoneRules: assign((_, params: { rules: PhoneRules }) => ({ phoneRules: params.rules })),
      startOpening: assign(({ context }, params: { resultId: string; secret: string | undefined }) => ({
        resultToOpen: params.resultId,
        history: [RESULTS_SCENE],
        secrets: withSecret(context.secrets, params.resultId, params.secret),
      })),
      forgetResultToOpen: assign({ resultToOpen: null }),
      openRecord: assign((_, params: { record: ResultRecord }) => ({
        record: params.record,
        answers: sanitizeAnswers(params.record.answers),
        history: [RESULTS_SCENE],
      })),
      storeCreatedRecord: assign(({ context }, params: { record: CreatedResultRecord }) => {
        const { secret, ...record } = params.record;
        return { record, secrets: withSecret(context.secrets, record.id, secret) };
      }),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clearProblem: assign({ problem: null }),
    },
  });

  // Effects referenced from many transitions; they read the context after the transition's
  // assignments, so the URL always names where the machine now is.
  const kidQuiz = kidQuizSetup.extend({
    actions: {
      ...urlSyncActions(kidQuizSetup.enqueueActions, urlSearchOf),
      keepAnswers: kidQuizSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'persistAnswers', params: { answers: context.answers } });
      }),
      keepSecrets: kidQuizSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'persistSecrets', params: { secrets: context.secrets } });
      }),
    },
  });

  /** Every navigation event: to its target scene when it may be entered (a new history entry). */
  const navigate = { guard: 'canNavigate', target: '.routing', actions: ['visitTarget', 'pushUrl'], meta: { requirements: ['KQ-2'] } } as const;
  const toViewOf = (kind: SceneKind) => ({ type: 'isSceneOfKind', params: { kind } }) as const;

  return kidQuiz.createMachine({
    id: 'kidQuiz',
    context: ({ input }) => initialContext(input?.answers, sanitizeSecrets(input?.secrets)),
    initial: 'home',
    on: {
      'scene.next': navigate,
      'scene.previous': navigate,
      'scene.step': navigate,
      'scene.goto': navigate,
      'scene.last': navigate,
      'scene.lastFromResults': navigate,
      'scene.back': navigate,
      // The URL the router committed: a results link is opened (its secret kept), a scene that
      // may be entered is shown, anything else is refused. Each way the machine states its URL
      // (replacing the entry; never with the secret), and the edge navigates only when the
      // address bar shows something else.
      'url.changed': [
        {
          guard: { type: 'opensResult', params: ({ event }) => ({ resultId: event.search.result, secret: event.secret }) },
          target: '.reopening',
          meta: { requirements: ['KQ-6'] },
          actions: [
            { type: 'startOpening', params: ({ event }) => ({ resultId: event.search.result ?? '', secret: event.secret }) },
            'keepSecrets',
            'replaceUrl',
          ],
        },
        { guard: 'canNavigate', target: '.routing', actions: ['visitTarget', 'replaceUrl'], meta: { requirements: ['KQ-2'] } },
        { actions: 'replaceUrl' },
      ],
      'quiz.reset': { target: '.home', actions: ['resetQuiz', 'keepAnswers', 'pushUrl'], meta: { requirements: ['KQ-8'] } },
    },
    states: {
      routing: {
        description: 'Passed through after a move: the view of the scene entered.',
        always: [
          { guard: toViewOf('home'), target: 'home' },
          { guard: toViewOf('question'), target: 'question' },
          { guard: toViewOf('calculating'), target: 'outcome' },
          { target: '#kidQuiz.outcome.scene.results' },
        ],
      },
      home: {
        description: 'Scene 1: what the quiz is, and a start button.',
      },
      question: {
        description: 'Scenes 2 to 7: one range question each. Next is refused until it is answered.',
        on: {
          'answer.select': {
            guard: { type: 'isAnswer', params: ({ event }) => ({ value: event.value }) },
            actions: [{ type: 'setAnswer', params: ({ event }) => ({ value: event.value }) }, 'keepAnswers'],
            meta: { requirements: ['KQ-1'] },
          },
        },
      },
      reopening: {
        description: 'Scene 9 from a results link: the record is retrieved by its id.',
        initial: 'loading',
        exit: 'forgetResultToOpen',
        states: {
          loading: callState({
            src: 'retrieveRecord',
            input: ({ context }: { context: KidQuizContext }) => ({ id: context.resultToOpen ?? '', secret: secretOf(context, context.resultToOpen) }),
            done: '#kidQuiz.outcome.scene.results', store: 'openRecord', as: 'record', andThen: ['keepAnswers', 'replaceUrl'],
            failed: 'failed',
          }),
          failed: {
            description: 'The link could not be opened (unknown id, or no connection).',
            meta: { requirements: ['KQ-6'] },
            exit: 'clearProblem',
            on: { 'result.retryOpen': 'loading' },
          },
        },
      },
      outcome: {
        description: 'Scenes 8 and 9, entered only with six answers. The results record is kept beside the scenes.',
        type: 'parallel',
        states: {
          scene: {
            initial: 'calculating',
            states: {
              calculating: {
                description: 'Scene 8: four steps of 250 ms, then the results.',
                meta: { requirements: ['KQ-4'] },
                initial: 'iq',
                states: {
                  iq: { after: { calculationStep: 'eq' } },
                  eq: { after: { calculationStep: 'temperament' } },
                  temperament: { after: { calculationStep: 'matching' } },
                  matching: {
                    after: {
                      calculationStep: {
                        target: '#kidQuiz.outcome.scene.results',
                        // The calculation leaves no history entry: Back from the results goes to question 6.
                        actions: ['showResults', 'replaceUrl'],
                      },
                    },
                  },
                },
              },
              results: {
                description: 'Scene 9: the outcome, its role model and recommended actions.',
                meta: { requirements: ['KQ-3'] },
              },
            },
          },
          record: {
            description: 'The results record: created once per set of answers; its id goes into the URL.',
            initial: 'checking',
            states: {
              checking: {
                description: 'A record of these answers is kept (after a look back at the questions, say): no new one.',
                always: [
                  { guard: 'recordMatchesAnswers', target: 'held', meta: { requirements: ['KQ-5'] } },
                  { target: 'creating', meta: { requirements: ['KQ-5'] } },
                ],
              },
              held: {
                description: "The record kept: its owner's, or one opened by its link without its secret.",
                always: [
                  { guard: 'ownsRecord', target: 'saved', meta: { requirements: ['KQ-7'] } },
                  { target: 'shared', meta: { requirements: ['KQ-7'] } },
                ],
              },
              creating: callState({
                src: 'createRecord', input: ({ context }: { context: KidQuizContext }) => ({ answers: completeAnswers(context.answers) }),
                done: 'saved', store: 'storeCreatedRecord', as: 'record', andThen: ['keepSecrets', 'replaceUrl'], failed: 'failed',
              }),
              failed: {
                exit: 'clearProblem',
                on: { 'record.retry': 'creating' },
              },
              saved: {
                description: 'What the owner can do with the saved record (SMS, discount code) runs in its own machine, once the phone rules its SMS forms check numbers with are there.',
                initial: 'preparing',
                states: {
                  preparing: { always: [{ guard: 'hasPhoneRules', target: 'ready' }, { target: 'loadingRules' }] },
                  loadingRules: {
                    description: 'The phone rules are loaded (import()): the results say the record is being saved meanwhile.',
                    invoke: {
                      id: 'loadPhoneRules',
                      src: 'loadPhoneRules',
                      onDone: { target: 'ready', actions: { type: 'storePhoneRules', params: ({ event }) => ({ rules: event.output }) } },
                      onError: { target: 'rulesFailed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
                    },
                  },
                  rulesFailed: {
                    description: 'The phone rules could not be loaded (no connection): shown as the record\'s failure, with its retry.',
                    exit: 'clearProblem',
                    on: { 'record.retry': 'loadingRules' },
                  },
                  ready: {
                    invoke: {
                      id: 'resultsActions',
                      src: 'resultsActions',
                      input: ({ context }) => {
                        const record = savedRecord(context);
                        return { record, secret: secretOf(context, record.id), phoneRules: phoneRulesOf(context) };
                      },
                    },
                  },
                },
              },
              shared: {
                description: 'Opened by its link without its secret (or not by its account): the result only, no SMS or discount code.',
              },
            },
          },
        },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createKidQuizMachine()` (no instance at module load). */
export type KidQuizMachine = ReturnType<typeof createKidQuizMachine>;

export type KidQuizSnapshot = SnapshotFrom<KidQuizMachine>;
export type KidQuizActor = ActorRefFrom<KidQuizMachine>;
