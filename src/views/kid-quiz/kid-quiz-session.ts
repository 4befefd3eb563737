import { createActor, fromPromise } from 'xstate';
import type { SimulatedClock } from 'xstate';
import { liveApiSession } from '../../api/api-session';
import { createDiscountCode, createResultRecord, retrieveResultRecord, sendDiscountCodeSms, sendResultsSms, updateResultRecord } from '../../api/kid-quiz';
import type { PortalClient } from '../../api/kid-quiz';
import type { DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { portalApi } from '../../api/portal-api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { createKidQuizMachine } from '../../machines/kid-quiz/kid-quiz.machine';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { createKidQuizResultsMachine } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { sameSearch } from '../../machines/kid-quiz/kid-quiz-url';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { getClientId } from '../../platform/storage';
import { readStoredAnswers, storeAnswers } from './answers-storage';
import type { AnswerStore } from './answers-storage';

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
  /** Where the answers are kept for a reload (sessionStorage). */
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

/** The quiz machine with the edge's effects: the URL, the answers kept for a reload, the Portal API. */
export function kidQuizLogic(edge: KidQuizEdge, syncUrl: (search: KidQuizSearch, replace: boolean) => void) {
  const { client, language } = edge;
  return kidQuizMachine.provide({
    actions: {
      syncUrl: (_, { search, replace }) => syncUrl(search, replace),
      persistAnswers: (_, { answers }) => storeAnswers(answers, edge.storage),
    },
    actors: {
      retrieveRecord: fromPromise<ResultRecord, { id: string }>(({ input, signal }) => retrieveResultRecord(client, input.id, null, signal)),
      createRecord: fromPromise<ResultRecord, { answers: number[] }>(({ input, signal }) =>
        createResultRecord(client, { answers: input.answers, language: language(), clientId: edge.clientId() }, signal),
      ),
      resultsActions: kidQuizResultsMachine.provide({
        actors: {
          updateRecord: fromPromise<ResultRecord, { id: string; phoneNumber: string }>(({ input, signal }) =>
            updateResultRecord(client, input.id, { phoneNumber: input.phoneNumber }, null, signal),
          ),
          sendResultsSms: fromPromise<SmsReceipt, { id: string; phoneNumber: string }>(({ input, signal }) =>
            sendResultsSms(client, input.id, { phoneNumber: input.phoneNumber, language: language() }, null, signal),
          ),
          createDiscountCode: fromPromise<DiscountCode, { recordId: string; phoneNumber: string | null }>(({ input, signal }) =>
            createDiscountCode(client, { recordId: input.recordId, ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}) }, null, signal),
          ),
          sendCodeSms: fromPromise<SmsReceipt, { code: string; phoneNumber: string }>(({ input, signal }) =>
            sendDiscountCodeSms(client, input.code, { phoneNumber: input.phoneNumber, language: language() }, null, signal),
          ),
        },
      }),
    },
  });
}

/** One visit to /kid-quiz: the quiz actor, told every URL the router commits. */
export interface KidQuizVisit {
  actor: KidQuizActor;
  urlChanged: (search: KidQuizSearch) => void;
  stop: () => void;
}

/**
 * Starts the quiz with the answers kept from before a reload, and tells it the URL it was
 * entered with. The machine states the URL of what it shows after every change; the router is
 * asked to navigate only when that differs from the URL it holds, so the two never ping-pong.
 */
export function startKidQuiz(options: Pick<KidQuizEdge, 'navigate'> & Partial<KidQuizEdge>, search: KidQuizSearch): KidQuizVisit {
  const edge: KidQuizEdge = { ...defaultEdge(), ...options };
  let url = search;
  const syncUrl = (next: KidQuizSearch, replace: boolean) => {
    if (sameSearch(url, next)) return;
    url = next;
    edge.navigate(next, { replace });
  };
  const actor = createActor(kidQuizLogic(edge, syncUrl), {
    input: { answers: readStoredAnswers(edge.storage) },
    ...(edge.clock ? { clock: edge.clock } : {}),
  }).start();
  const urlChanged = (next: KidQuizSearch) => {
    url = next;
    actor.send({ type: 'url.changed', search: next });
  };
  urlChanged(search);
  return { actor, urlChanged, stop: () => actor.stop() };
}
