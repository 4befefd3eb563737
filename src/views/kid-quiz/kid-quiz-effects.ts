import { createActor, fromPromise } from 'xstate';
import { createDiscountCode, createResultRecord, retrieveResultRecord, sendDiscountCodeSms, sendResultsSms, updateResultRecord } from '../../api/kid-quiz';
import type { PortalClient } from '../../api/kid-quiz';
import type { CreatedResultRecord, DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { createKidQuizMachine } from '../../machines/kid-quiz/kid-quiz.machine';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { createKidQuizResultsMachine } from '../../machines/kid-quiz/kid-quiz-results.machine';
import type { ResultsCallInput } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { sameSearch } from '../../machines/kid-quiz/kid-quiz-url';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { readStoredAnswers, readStoredSecrets, storeAnswers, storeSecrets } from './answers-storage';
import type { AnswerStore } from './answers-storage';
import type { RouteHold, RouteVisit } from '../shared/route-hold';
import { startUrlVisit } from '../shared/url-visit';
import { appQuizEdge, quizActorOptions } from '../shared/quiz-edge';
import type { QuizEdge } from '../shared/quiz-edge';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const kidQuizMachine = createKidQuizMachine();
const kidQuizResultsMachine = createKidQuizResultsMachine();

/**
 * The kid quiz's edge: the machine with its effects, and one visit's actor. The route
 * (kid-quiz-routes.ts) starts a visit when /kid-quiz is entered, tells it every URL the router
 * commits, and stops it when the page is left; the page only renders the actor.
 */

/** What the quiz needs from the app (the answers and the records' secrets kept in `storage`). */
export type KidQuizEdge = QuizEdge<KidQuizSearch, PortalClient, AnswerStore>;

/** The quiz machine with the edge's effects: the URL, the answers and secrets kept for a reload, the Portal API. */
export function kidQuizLogic(edge: KidQuizEdge, syncUrl: (search: KidQuizSearch, replace: boolean) => void) {
  const { client, language } = edge;
  return kidQuizMachine.provide({
    actions: {
      syncUrl: (_, { search, replace }) => syncUrl(search, replace),
      persistAnswers: (_, { answers }) => storeAnswers(answers, edge.storage),
      persistSecrets: (_, { secrets }) => storeSecrets(secrets, edge.storage),
    },
    actors: {
      retrieveRecord: fromPromise<ResultRecord, { id: string; secret: string | null }>(({ input, signal }) =>
        retrieveResultRecord(client, input.id, input.secret, signal),
      ),
      createRecord: fromPromise<CreatedResultRecord, { answers: number[] }>(({ input, signal }) =>
        createResultRecord(client, { answers: input.answers, language: language(), clientId: edge.clientId() }, signal),
      ),
      resultsActions: kidQuizResultsMachine.provide({
        actors: {
          updateRecord: fromPromise<ResultRecord, ResultsCallInput<{ id: string; phoneNumber: string }>>(({ input, signal }) =>
            updateResultRecord(client, input.id, { phoneNumber: input.phoneNumber }, input.secret, signal),
          ),
          sendResultsSms: fromPromise<SmsReceipt, ResultsCallInput<{ id: string; phoneNumber: string }>>(({ input, signal }) =>
            sendResultsSms(client, input.id, { phoneNumber: input.phoneNumber, language: language() }, input.secret, signal),
          ),
          createDiscountCode: fromPromise<DiscountCode, ResultsCallInput<{ recordId: string; phoneNumber: string | null }>>(({ input, signal }) =>
            createDiscountCode(client, { recordId: input.recordId, ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}) }, input.secret, signal),
          ),
          sendCodeSms: fromPromise<SmsReceipt, ResultsCallInput<{ code: string; phoneNumber: string }>>(({ input, signal }) =>
            sendDiscountCodeSms(client, input.code, { phoneNumber: input.phoneNumber, language: language() }, input.secret, signal),
          ),
        },
      }),
    },
  });
}

/** One visit to /kid-quiz: the quiz actor, told every URL the router commits. */
export type KidQuizVisit = RouteVisit<KidQuizActor, KidQuizSearch>;

/** Starts the quiz with the answers and secrets kept from before a reload, and tells it the URL it was entered with (startUrlVisit). */
export function startKidQuiz(options: Pick<KidQuizEdge, 'navigate'> & Partial<KidQuizEdge>, search: KidQuizSearch, secret?: string): KidQuizVisit {
  const edge: KidQuizEdge = { ...appQuizEdge(), ...options };
  return startUrlVisit({ search, secret }, { navigate: edge.navigate, sameSearch }, (syncUrl) =>
    createActor(kidQuizLogic(edge, syncUrl), {
      input: { answers: readStoredAnswers(edge.storage), secrets: readStoredSecrets(edge.storage) },
      ...quizActorOptions(edge),
    }),
  );
}

/** The edge a view test replaces (the Portal API client, storage, a simulated clock…). */
export type KidQuizEdgeOverrides = Partial<Omit<KidQuizEdge, 'navigate'>>;

/** The route's hold on the quiz (kid-quiz-routes.ts): the actor of the visit under way, for the page. */
export type KidQuizHold = RouteHold<KidQuizActor, KidQuizSearch, Pick<KidQuizEdge, 'navigate'> & KidQuizEdgeOverrides>;
