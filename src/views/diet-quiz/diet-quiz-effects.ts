import { createActor, fromPromise } from 'xstate';
import { liveApiSession } from '../../api/api-session';
import { createDietDiscountCode, createDietResultRecord, retrieveDietResultRecord, sendDietDiscountCodeSms, sendDietResultsSms } from '../../api/diet-quiz';
import type { PortalClient } from '../../api/diet-quiz';
import type { CreatedDietResultRecord, DietDiscountCode, DietResultRecord, DietSmsReceipt } from '../../api/contract/diet-quiz';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import type { DietInput } from '../../domain/nutrition/input';
import type { AccountReport } from '../../machines/diet-quiz/answers';
import { createDietQuizMachine } from '../../machines/diet-quiz/diet-quiz.machine';
import type { DietQuizActor, WithSecret } from '../../machines/diet-quiz/diet-quiz.machine';
import { sameSearch } from '../../machines/diet-quiz/diet-quiz-url';
import type { DietQuizSearch } from '../../machines/diet-quiz/diet-quiz-url';
import { readStoredQuiz, storeQuiz } from './quiz-storage';
import type { QuizStore } from './quiz-storage';
import type { RouteHold, RouteVisit } from '../shared/route-hold';
import { startUrlVisit } from '../shared/url-visit';
import { appQuizEdge, quizActorOptions } from '../shared/quiz-edge';
import type { QuizEdge } from '../shared/quiz-edge';

const dietQuizMachine = createDietQuizMachine();

/**
 * The diet quiz's edge: the machine with its effects, and one visit's actor (the route starts
 * it on entering /diet-quiz, tells it every URL the router commits, and stops it on leaving).
 */
export interface DietQuizEdge extends QuizEdge<DietQuizSearch, PortalClient, QuizStore> {
  /** Signed in: the report scenes offer the account's gene reports. */
  signedIn: () => boolean;
}

const defaultEdge = (): Omit<DietQuizEdge, 'navigate'> => ({
  ...appQuizEdge(),
  signedIn: () => Boolean(liveApiSession.getToken()),
});

/** The account's gene reports: its customer profiles whose test has a report (the call's module loads with it, signed in only). */
export async function accountReports(client: PortalClient, signal?: AbortSignal): Promise<AccountReport[]> {
  const { getCustomer } = await import('../../api/gene-tests');
  const customer = await getCustomer(client as never, signal);
  return customer.customerProfiles.flatMap((profile) =>
    profile.geneTest.reportResults ? [{ profileId: profile.id, name: profile.name, report: profile.geneTest.reportResults as GeneReport }] : [],
  );
}

export function dietQuizLogic(edge: DietQuizEdge, syncUrl: (search: DietQuizSearch, replace: boolean) => void) {
  const { client, language } = edge;
  return dietQuizMachine.provide({
    actions: {
      syncUrl: (_, { search, replace }) => syncUrl(search, replace),
      persistQuiz: (_, quiz) => storeQuiz(quiz, edge.storage),
    },
    actors: {
      loadAccountReports: fromPromise<AccountReport[]>(({ signal }) => accountReports(client, signal)),
      retrieveRecord: fromPromise<DietResultRecord, { id: string; secret: string | null }>(({ input, signal }) => retrieveDietResultRecord(client, input.id, input.secret, signal)),
      createRecord: fromPromise<CreatedDietResultRecord, { input: DietInput; report: GeneReport | null }>(({ input, signal }) =>
        createDietResultRecord(client, { input: { ...input.input, medicalConditionIds: [...input.input.medicalConditionIds] }, report: input.report as never, language: language(), clientId: edge.clientId() }, signal),
      ),
      createDiscountCode: fromPromise<DietDiscountCode, WithSecret<{ recordId: string; phoneNumber: string }>>(({ input, signal }) =>
        createDietDiscountCode(client, { recordId: input.recordId, phoneNumber: input.phoneNumber }, input.secret, signal),
      ),
      sendCodeSms: fromPromise<DietSmsReceipt, WithSecret<{ code: string; phoneNumber: string }>>(({ input, signal }) =>
        sendDietDiscountCodeSms(client, input.code, { phoneNumber: input.phoneNumber, language: language() }, input.secret, signal),
      ),
      sendResultsSms: fromPromise<DietSmsReceipt, WithSecret<{ id: string; phoneNumber: string }>>(({ input, signal }) =>
        sendDietResultsSms(client, input.id, { phoneNumber: input.phoneNumber, language: language() }, input.secret, signal),
      ),
    },
  });
}

export type DietQuizVisit = RouteVisit<DietQuizActor, DietQuizSearch>;

/** Starts the quiz with what was kept before a reload and tells it its URL (as the kid quiz's edge: startUrlVisit). */
export function startDietQuiz(options: Pick<DietQuizEdge, 'navigate'> & Partial<DietQuizEdge>, search: DietQuizSearch, secret?: string): DietQuizVisit {
  const edge: DietQuizEdge = { ...defaultEdge(), ...options };
  return startUrlVisit({ search, secret }, { navigate: edge.navigate, sameSearch }, (syncUrl) =>
    createActor(dietQuizLogic(edge, syncUrl), {
      input: { stored: readStoredQuiz(edge.storage), signedIn: edge.signedIn() },
      ...quizActorOptions(edge),
    }),
  );
}

/** The edge a view test replaces (the Portal API client, storage, a simulated clock…). */
export type DietQuizEdgeOverrides = Partial<Omit<DietQuizEdge, 'navigate'>>;

/** The route's hold on the quiz (diet-quiz-routes.ts): the actor of the visit under way, for the page. */
export type DietQuizHold = RouteHold<DietQuizActor, DietQuizSearch, Pick<DietQuizEdge, 'navigate'> & DietQuizEdgeOverrides>;
