import { assign, fromPromise, setup } from 'xstate';
import { resultRecordIdSchema } from '../../api/contract/kid-quiz';
import type { ResultRecord } from '../../api/contract/kid-quiz';
import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import type { Evaluation } from '../../domain/kid-quiz/outcomes';
import { isAnswer, isCompleteAnswers } from '../../domain/kid-quiz/questions';
import { toFailure } from './failure';
import type { Failure } from './failure';
import { kidQuizResultsMachine } from './kid-quiz-results.machine';
import { searchForScene } from './kid-quiz-url';
import type { KidQuizSearch } from './kid-quiz-url';
import { currentScene, navigationTarget, visit } from './navigation';
import type { NavigationEvent } from './navigation';
import { HOME_SCENE, RESULTS_SCENE, isReachable, questionIndexOf, sanitizeAnswers, sceneKind } from './scenes';
import type { SceneId, SceneKind } from './scenes';

/**
 * The kid-personality quiz (spec §2 "Kid quiz scenes", §3 "Kid quiz", §4, §5, §9).
 * README.md beside this file explains the scenes, the URL design and the scoring thresholds.
 *
 * The machine decides; the edge (src/views/kid-quiz/kid-quiz-page.tsx) supplies the effects with
 * `kidQuizMachine.provide({ actions: { syncUrl, persistAnswers }, actors: { … } })`:
 * - syncUrl puts the current scene in the URL (push, or replace when `replace`);
 * - persistAnswers keeps the answers for a reload (sessionStorage);
 * - retrieveRecord and createRecord are Portal API calls (src/api/kid-quiz.ts) that reject with
 *   what the API client rejects with (an ApiError), which becomes a Failure (failure.ts);
 * - resultsActions is kidQuizResultsMachine provided with its own four calls; it starts once
 *   the results record is saved and takes the results screen's SMS and discount-code events.
 */

export const CALCULATION_STEP_MS = 250;

/** The quiz's own server calls (the results screen's are in kid-quiz-results.machine.ts). */
export type QuizCall = 'retrieveRecord' | 'createRecord';

export interface KidQuizContext {
  /** Scenes that led here, distinct, the current scene last (see navigation.ts). Never empty. */
  history: SceneId[];
  /** One slot per question; answers are whole numbers 1 to 10, set in question order. */
  answers: Array<number | null>;
  /** answerScores, category scores, levels and outcome: set while the calculation or results show. */
  evaluation: Evaluation | null;
  /** The results record on the server; its id is the result id of the spec. */
  record: ResultRecord | null;
  /** The record id being opened from a results link. */
  resultToOpen: string | null;
  /** The last failure of each call, cleared when the call is made again. */
  failures: Partial<Record<QuizCall, Failure>>;
}

export interface KidQuizInput {
  /** Answers kept from before a reload; anything that is not a valid answer is dropped. */
  answers?: ReadonlyArray<unknown> | null;
}

export type KidQuizEvent =
  | NavigationEvent
  | { type: 'quiz.reset' }
  | { type: 'answer.select'; value: number }
  | { type: 'result.open'; resultId: string }
  | { type: 'result.retryOpen' }
  | { type: 'record.retry' };

export interface SyncUrlParams {
  search: KidQuizSearch;
  /** Replace the current history entry instead of pushing one. */
  replace: boolean;
}

function initialContext(answers: ReadonlyArray<unknown> | null | undefined): KidQuizContext {
  return {
    history: [HOME_SCENE],
    answers: sanitizeAnswers(answers),
    evaluation: null,
    record: null,
    resultToOpen: null,
    failures: {},
  };
}

export function recordMatchesAnswers(context: Pick<KidQuizContext, 'record' | 'answers'>): boolean {
  const { record, answers } = context;
  return record !== null && record.answers.length === answers.length && record.answers.every((answer, index) => answer === answers[index]);
}

/** The URL of what the machine shows now: the results carry the id of the record being opened, or shown. */
export function urlSearchOf(context: KidQuizContext): KidQuizSearch {
  const resultId = context.resultToOpen ?? (recordMatchesAnswers(context) ? (context.record?.id ?? null) : null);
  return searchForScene(currentScene(context.history), resultId);
}

function completeAnswers(answers: ReadonlyArray<number | null>): number[] {
  if (!isCompleteAnswers(answers)) throw new Error('The outcome is entered only with six answers');
  return [...answers];
}

function savedRecord(context: KidQuizContext): ResultRecord {
  if (!context.record) throw new Error('The record is saved before its actions start');
  return context.record;
}

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with kidQuizMachine.provide`));

const kidQuizSetup = setup({
  types: {
    context: {} as KidQuizContext,
    events: {} as KidQuizEvent,
    input: {} as KidQuizInput | undefined,
    // Invocation id -> actor: types snapshot.children.resultsActions as the results machine's actor.
    children: {} as { retrieveRecord: 'retrieveRecord'; createRecord: 'createRecord'; resultsActions: 'resultsActions' },
  },
  delays: {
    calculationStep: CALCULATION_STEP_MS,
  },
  actors: {
    retrieveRecord: fromPromise<ResultRecord, { id: string }>(notSupplied('retrieveRecord')),
    createRecord: fromPromise<ResultRecord, { answers: number[] }>(notSupplied('createRecord')),
    // The edge provides it again with its own actors: kidQuizResultsMachine.provide({ actors }).
    resultsActions: kidQuizResultsMachine,
  },
  guards: {
    /**
     * The event's target is a known scene other than the current one, of this kind, and
     * reachable with the answers so far; with keepRecord, the results record must also still
     * match the answers (without it, the outcome creates a new one).
     */
    canNavigate: ({ context, event }, params: { kind: SceneKind; keepRecord: boolean }) => {
      if (!isNavigationEvent(event)) return false;
      const target = navigationTarget(context.history, event);
      return (
        target !== null &&
        target !== currentScene(context.history) &&
        sceneKind(target) === params.kind &&
        isReachable(target, context.answers) &&
        (!params.keepRecord || recordMatchesAnswers(context))
      );
    },
    isAnswer: (_, params: { value: number }) => isAnswer(params.value),
    recordMatchesAnswers: ({ context }) => recordMatchesAnswers(context),
    /** A well-formed record id that is neither the record shown nor the one being opened. */
    isNewResultId: ({ context }, params: { resultId: string }) =>
      resultRecordIdSchema.safeParse(params.resultId).success && params.resultId !== context.resultToOpen && !(context.record?.id === params.resultId && recordMatchesAnswers(context)),
  },
  actions: {
    // Placeholders: the edge supplies the real effects; tests supply spies.
    syncUrl: (_, _params: SyncUrlParams) => {},
    persistAnswers: (_, _params: { answers: ReadonlyArray<number | null> }) => {},

    visitTarget: assign({
      history: ({ context, event }) => {
        const target = isNavigationEvent(event) ? navigationTarget(context.history, event) : null;
        return target === null ? context.history : visit(context.history, target);
      },
    }),
    showResults: assign({ history: ({ context }) => visit(context.history, RESULTS_SCENE) }),
    setAnswer: assign({
      answers: ({ context }, params: { value: number }) => {
        const index = questionIndexOf(currentScene(context.history));
        return index === null ? context.answers : context.answers.map((answer, i) => (i === index ? params.value : answer));
      },
    }),
    resetQuiz: assign(() => initialContext(null)),
    evaluate: assign({ evaluation: ({ context }) => evaluateAnswers(completeAnswers(context.answers)) }),
    leaveOutcome: assign({ evaluation: null, failures: {} }),
    startOpening: assign((_, params: { resultId: string }) => ({ resultToOpen: params.resultId, history: [RESULTS_SCENE] })),
    forgetResultToOpen: assign({ resultToOpen: null }),
    openRecord: assign((_, params: { record: ResultRecord }) => ({
      record: params.record,
      answers: sanitizeAnswers(params.record.answers),
      history: [RESULTS_SCENE],
    })),
    storeRecord: assign((_, params: { record: ResultRecord }) => ({ record: params.record })),
    clearFailure: assign({
      failures: ({ context }, params: { call: QuizCall }) => {
        const { [params.call]: _cleared, ...rest } = context.failures;
        return rest;
      },
    }),
    setFailure: assign({
      failures: ({ context }, params: { call: QuizCall; error: unknown }) => ({ ...context.failures, [params.call]: toFailure(params.error) }),
    }),
  },
});

// Effects referenced from many transitions; their params read the context after the
// transition's assignments, so the URL always shows where the machine now is.
const kidQuiz = kidQuizSetup.extend({
  actions: {
    pushUrl: kidQuizSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'syncUrl', params: { search: urlSearchOf(context), replace: false } });
    }),
    replaceUrl: kidQuizSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'syncUrl', params: { search: urlSearchOf(context), replace: true } });
    }),
    keepAnswers: kidQuizSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'persistAnswers', params: { answers: context.answers } });
    }),
  },
});

/**
 * Every navigation event resolves to a target scene (navigation.ts) and enters the state of
 * that scene's kind when the scene is reachable. Entering the outcome keeps a results record
 * that still matches the answers (after a look back at question 6, say) instead of creating
 * another one.
 */
const toScene = (kind: SceneKind, keepRecord: boolean) => ({ type: 'canNavigate', params: { kind, keepRecord } }) as const;
const navigate = [
  { guard: toScene('home', false), target: '#kidQuiz.home', actions: ['visitTarget', 'pushUrl'] },
  { guard: toScene('question', false), target: '#kidQuiz.question', actions: ['visitTarget', 'pushUrl'] },
  {
    guard: toScene('calculating', true),
    target: ['#kidQuiz.outcome.scene.calculating', '#kidQuiz.outcome.record.saved'],
    actions: ['visitTarget', 'pushUrl'],
  },
  { guard: toScene('calculating', false), target: '#kidQuiz.outcome.scene.calculating', actions: ['visitTarget', 'pushUrl'] },
  {
    guard: toScene('results', true),
    target: ['#kidQuiz.outcome.scene.results', '#kidQuiz.outcome.record.saved'],
    actions: ['visitTarget', 'pushUrl'],
  },
  { guard: toScene('results', false), target: '#kidQuiz.outcome.scene.results', actions: ['visitTarget', 'pushUrl'] },
] as const;

export const kidQuizMachine = kidQuiz.createMachine({
  id: 'kidQuiz',
  context: ({ input }) => initialContext(input?.answers),
  initial: 'home',
  on: {
    'scene.next': navigate,
    'scene.previous': navigate,
    'scene.step': navigate,
    'scene.last': navigate,
    'scene.lastFromResults': navigate,
    'scene.back': navigate,
    // The URL drives the quiz with goto; a refused scene puts the URL back to what is shown.
    'scene.goto': [...navigate, { actions: 'replaceUrl' }],
    'quiz.reset': { target: '.home', actions: ['resetQuiz', 'keepAnswers', 'pushUrl'] },
    'result.open': [
      {
        guard: { type: 'isNewResultId', params: ({ event }) => ({ resultId: event.resultId }) },
        target: '.reopening',
        actions: { type: 'startOpening', params: ({ event }) => ({ resultId: event.resultId }) },
      },
      { actions: 'replaceUrl' },
    ],
  },
  states: {
    home: {
      description: 'Scene 1: what the quiz is, and a start button.',
    },
    question: {
      description: 'Scenes 2 to 7: one range question each. Next is refused until it is answered.',
      on: {
        'answer.select': {
          guard: { type: 'isAnswer', params: ({ event }) => ({ value: event.value }) },
          actions: [{ type: 'setAnswer', params: ({ event }) => ({ value: event.value }) }, 'keepAnswers'],
        },
      },
    },
    reopening: {
      description: 'Scene 9 from a results link: the record is retrieved by its id.',
      initial: 'loading',
      exit: 'forgetResultToOpen',
      states: {
        loading: {
          entry: { type: 'clearFailure', params: { call: 'retrieveRecord' } },
          invoke: {
            id: 'retrieveRecord',
            src: 'retrieveRecord',
            input: ({ context }) => ({ id: context.resultToOpen ?? '' }),
            onDone: {
              target: ['#kidQuiz.outcome.scene.results', '#kidQuiz.outcome.record.saved'],
              actions: [{ type: 'openRecord', params: ({ event }) => ({ record: event.output }) }, 'keepAnswers', 'replaceUrl'],
            },
            onError: {
              target: 'failed',
              actions: { type: 'setFailure', params: ({ event }) => ({ call: 'retrieveRecord', error: event.error }) },
            },
          },
        },
        failed: {
          description: 'The link could not be opened (unknown id, or no connection).',
          on: { 'result.retryOpen': 'loading' },
        },
      },
    },
    outcome: {
      description: 'Scenes 8 and 9, entered only with six answers. The results record is kept beside the scenes.',
      type: 'parallel',
      entry: 'evaluate',
      exit: 'leaveOutcome',
      states: {
        scene: {
          initial: 'calculating',
          states: {
            calculating: {
              description: 'Scene 8: four steps of 250 ms, then the results.',
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
            },
          },
        },
        record: {
          description: 'The results record: created once per set of answers; its id goes into the URL.',
          initial: 'creating',
          states: {
            creating: {
              entry: { type: 'clearFailure', params: { call: 'createRecord' } },
              invoke: {
                id: 'createRecord',
                src: 'createRecord',
                input: ({ context }) => ({ answers: completeAnswers(context.answers) }),
                onDone: { target: 'saved', actions: [{ type: 'storeRecord', params: ({ event }) => ({ record: event.output }) }, 'replaceUrl'] },
                onError: {
                  target: 'failed',
                  actions: { type: 'setFailure', params: ({ event }) => ({ call: 'createRecord', error: event.error }) },
                },
              },
            },
            failed: { on: { 'record.retry': 'creating' } },
            saved: {
              description: 'What the parent can do with the saved record (SMS, discount code) runs in its own machine.',
              invoke: {
                id: 'resultsActions',
                src: 'resultsActions',
                input: ({ context }) => ({ record: savedRecord(context) }),
              },
            },
          },
        },
      },
    },
  },
});

function isNavigationEvent(event: KidQuizEvent): event is NavigationEvent {
  return event.type.startsWith('scene.');
}
