import { useCallback, useEffect, useRef } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { i18n as I18n } from 'i18next';
import { getClientId } from '../../platform/storage';
import { createResultRecord, retrieveResultRecord, sendDiscountCodeSms, sendResultsSms, updateResultRecord, createDiscountCode } from '../../api/kid-quiz';
import type { PortalClient } from '../../api/kid-quiz';
import type { DiscountCode, ResultRecord, SmsReceipt } from '../../api/contract/kid-quiz';
import { portalApi } from '../../api/portal-api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { kidQuizMachine, urlSearchOf } from '../../machines/kid-quiz/kid-quiz.machine';
import { kidQuizResultsMachine } from '../../machines/kid-quiz/kid-quiz-results.machine';
import { sameSearch, sceneFromSearch } from '../../machines/kid-quiz/kid-quiz-url';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { currentScene } from '../../machines/kid-quiz/navigation';
import { readStoredAnswers, storeAnswers } from './answers-storage';
import { CalculatingScene } from './calculating-scene';
import { HomeScene } from './home-scene';
import type { KidQuizActor, KidQuizSnapshot } from './kid-quiz-actor';
import { kidQuizRoute } from './kid-quiz-routes';
import { QuestionScene } from './question-scene';
import { ResultsScene } from './results-scene';
import '../../styles/pages.css';
import './kid-quiz.css';

export interface KidQuizPageProps {
  /** The validated search of /kid-quiz (kidQuizSearchSchema). */
  search: KidQuizSearch;
  /** Puts a search in the URL; `replace` replaces the current history entry. */
  onNavigate: (search: KidQuizSearch, options: { replace: boolean }) => void;
  /** The Portal API client; the app's by default, a fake one in tests. */
  client?: PortalClient;
}

interface Edge {
  search: KidQuizSearch;
  onNavigate: KidQuizPageProps['onNavigate'];
}

function languageOf(i18n: I18n): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The machine with the page's effects: the URL (through the router), the answers kept for a
 * reload, and the Portal API calls (with the language the parent reads the page in, so texts
 * sent by SMS are in that language).
 */
function provideEdge(client: PortalClient, i18n: I18n, edge: { current: Edge }) {
  return kidQuizMachine.provide({
    actions: {
      syncUrl: (_, { search, replace }) => {
        if (!sameSearch(edge.current.search, search)) edge.current.onNavigate(search, { replace });
      },
      persistAnswers: (_, { answers }) => storeAnswers(answers),
    },
    actors: {
      retrieveRecord: fromPromise<ResultRecord, { id: string }>(({ input, signal }) => retrieveResultRecord(client, input.id, signal)),
      createRecord: fromPromise<ResultRecord, { answers: number[] }>(({ input, signal }) =>
        createResultRecord(client, { answers: input.answers, language: languageOf(i18n), clientId: getClientId() }, signal),
      ),
      resultsActions: kidQuizResultsMachine.provide({
        actors: {
          updateRecord: fromPromise<ResultRecord, { id: string; phoneNumber: string }>(({ input, signal }) =>
            updateResultRecord(client, input.id, { phoneNumber: input.phoneNumber }, signal),
          ),
          sendResultsSms: fromPromise<SmsReceipt, { id: string; phoneNumber: string }>(({ input, signal }) =>
            sendResultsSms(client, input.id, { phoneNumber: input.phoneNumber, language: languageOf(i18n) }, signal),
          ),
          createDiscountCode: fromPromise<DiscountCode, { recordId: string; phoneNumber: string | null }>(({ input, signal }) =>
            createDiscountCode(client, { recordId: input.recordId, ...(input.phoneNumber ? { phoneNumber: input.phoneNumber } : {}) }, signal),
          ),
          sendCodeSms: fromPromise<SmsReceipt, { code: string; phoneNumber: string }>(({ input, signal }) =>
            sendDiscountCodeSms(client, input.code, { phoneNumber: input.phoneNumber, language: languageOf(i18n) }, signal),
          ),
        },
      }),
    },
  });
}

type SceneView = 'home' | 'question' | 'calculating' | 'results';

function sceneViewOf(snapshot: KidQuizSnapshot): SceneView {
  if (snapshot.matches('home')) return 'home';
  if (snapshot.matches('question')) return 'question';
  if (snapshot.matches({ outcome: { scene: 'calculating' } })) return 'calculating';
  return 'results';
}

/**
 * The kid-personality quiz. The machine is the source of truth; this page connects it to the
 * URL both ways (see src/machines/kid-quiz/README.md):
 * - URL -> machine: when the URL's scene or result differs from what the machine shows, the
 *   page sends 'scene.goto' or 'result.open' (the machine refuses what is not reachable and
 *   puts the URL back);
 * - machine -> URL: the machine's syncUrl action, supplied here, navigates when the URL differs.
 * Each scene renders from the machine's state only.
 */
export function KidQuizPage({ search, onNavigate, client = portalApi() }: KidQuizPageProps) {
  const { i18n } = useTranslation('kid-quiz');
  const edge = useRef<Edge>({ search, onNavigate });
  useEffect(() => {
    edge.current = { search, onNavigate };
  });

  const actor: KidQuizActor = useActorRef(provideEdge(client, i18n, edge), { input: { answers: readStoredAnswers() } });

  const urlScene = sceneFromSearch(search);
  const urlResult = search.result;
  useEffect(() => {
    const { context } = actor.getSnapshot();
    if (urlResult !== undefined && urlResult !== urlSearchOf(context).result) {
      actor.send({ type: 'result.open', resultId: urlResult });
    } else if (urlScene !== currentScene(context.history)) {
      actor.send({ type: 'scene.goto', sceneId: urlScene });
    }
  }, [actor, urlScene, urlResult]);

  const view = useSelector(actor, sceneViewOf);
  const scene = useSelector(actor, (snapshot) => currentScene(snapshot.context.history));
  return (
    <div className="kid-quiz page page--narrow" data-scene={scene}>
      {view === 'home' && <HomeScene actor={actor} />}
      {/* A new question is a new scene: remount so its heading takes the focus. */}
      {view === 'question' && <QuestionScene key={scene} actor={actor} />}
      {view === 'calculating' && <CalculatingScene actor={actor} />}
      {view === 'results' && <ResultsScene actor={actor} />}
    </div>
  );
}

function KidQuizRoutePage() {
  const search = kidQuizRoute.useSearch();
  const navigate = kidQuizRoute.useNavigate();
  const onNavigate = useCallback(
    (next: KidQuizSearch, options: { replace: boolean }) => void navigate({ search: next, replace: options.replace }),
    [navigate],
  );
  return <KidQuizPage search={search} onNavigate={onNavigate} />;
}

export const Route = createLazyRoute('/kid-quiz')({ component: KidQuizRoutePage });
