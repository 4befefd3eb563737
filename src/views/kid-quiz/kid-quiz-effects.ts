import { createActor, fromPromise } from 'xstate';
import type { SimulatedClock } from 'xstate';
import { liveApiSession } from '../../api/api-session';
import { createDiscountCode, createResultRecord, retrieveResultRecord, sendDiscountCodeSms, sendResultsSms, updateResultRecord } from '../../api/kid-quiz';
import type { PortalClient } from '../../api/kid-quiz';
import type { CreatedResultRecord, DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { portalApi } from '../../api/portal-api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { createKidQuizMachine } from '../../machines/kid-quiz/kid-quiz.machine';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { createKidQuizResultsMachine } from '../../machines/kid-quiz/kid-quiz-results.machine';
import type { ResultsCallInput } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { sameSearch } from '../../machines/kid-quiz/kid-quiz-url';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { getClientId } from '../../platform/storage';
import { studioInspection } from '../../platform/studio-inspect';
import { readStoredAnswers, readStoredSecrets, storeAnswers, storeSecrets } from './answers-storage';
import type { AnswerStore } from './answers-storage';
import type { RouteHold, RouteVisit } from '../shared/route-hold';
import { startUrlVisit } from '../shared/url-visit';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const kidQuizMachine = createKidQuizMachine();
const kidQuizResultsMachine = createKidQuizResultsMachine();

/**
 * The kid quiz's edge: the machine with its effects, and one visit's actor. The route
 * (kid-quiz-routes.ts) starts a visit when /kid-quiz is entered, tells it every URL the router
 * commits, and stops it when the page is left; the page only renders the actor.
 */

/** What the quiz needs from the app; the route supplies `navigate`, a view test the rest too. */
export interface KidQuizEdge {
  /** Puts a search in the URL (the router's navigate); `replace` replaces the history entry. */
  navigate: (search: KidQuizSearch, options: { replace: boolean }) => void;
  /** The Portal API client. */
  client: PortalClient;
  /** The language texts sent by SMS are written in: the page's. */
  language: () => Language;
  /** The browser's anonymous id, kept on the record so a later sign-in can claim it. */
  clientId: () => string;
  /** Where the answers and the records' secrets are kept for a reload (sessionStorage). */
  storage: AnswerStore | null | undefined;
  /** What the actor counts the calculation's steps with (a view test's simulated clock). */
  clock?: Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'>;
}

/** The app's: the Portal API client, the page's language, the client id, sessionStorage. */
const defaultEdge = (): Omit<KidQuizEdge, 'navigate'> => ({
  client: portalApi(),
  language: () => {
    const language = liveApiSession.getLanguage();
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  },
  clientId: getClientId,
  storage: undefined,
});

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
  const edge: KidQuizEdge = { ...defaultEdge(), ...options };
  return startUrlVisit({ search, secret }, { navigate: edge.navigate, sameSearch }, (syncUrl) =>
    createActor(kidQuizLogic(edge, syncUrl), {
      input: { answers: readStoredAnswers(edge.storage), secrets: readStoredSecrets(edge.storage) },
      ...(edge.clock ? { clock: edge.clock } : {}),
      // Live mode of the statechart studio (/machines): nothing unless the studio is on.
      ...studioInspection(),
    }),
  );
}

/** The edge a view test replaces (the Portal API client, storage, a simulated clock…). */
export type KidQuizEdgeOverrides = Partial<Omit<KidQuizEdge, 'navigate'>>;

/** The route's hold on the quiz (kid-quiz-routes.ts): the actor of the visit under way, for the page. */
export type KidQuizHold = RouteHold<KidQuizActor, KidQuizSearch, Pick<KidQuizEdge, 'navigate'> & KidQuizEdgeOverrides>;
