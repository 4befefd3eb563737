import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { sceneOf, viewOf } from '../../machines/kid-quiz/kid-quiz.selectors';
import { CalculatingScene } from './calculating-scene';
import { lazyHeldRoute } from '../shared/held-route';
import { HomeScene } from './home-scene';
import { QuestionScene } from './question-scene';
import { OpeningScene, ResultsScene } from './results-scene';
import { PageTitle } from '../shared/page-title';
import '../../styles/pages.css';
import './kid-quiz.css';

/**
 * The kid-personality quiz: renders the scene the quiz actor shows. The actor, its URL and its
 * server calls belong to the route (kid-quiz-routes.ts, kid-quiz-effects.ts); here nothing is
 * decided.
 */
export function KidQuizPage({ actor }: { actor: KidQuizActor }) {
  const view = useSelector(actor, viewOf);
  const scene = useSelector(actor, sceneOf);
  const { t } = useTranslation('kid-quiz');
  return (
    <div className="kid-quiz page page--narrow" data-scene={scene}>
      <PageTitle page={t('title')} />
      {view === 'home' && <HomeScene actor={actor} />}
      {/* A new question is a new scene: remount so its heading takes the focus. */}
      {view === 'question' && <QuestionScene key={scene} actor={actor} />}
      {view === 'calculating' && <CalculatingScene actor={actor} />}
      {view === 'results' && <ResultsScene actor={actor} />}
      {(view === 'opening' || view === 'openFailed') && <OpeningScene actor={actor} />}
    </div>
  );
}

/** The route's page: the actor of this visit, once the route has started it. */
export const Route = lazyHeldRoute('/kid-quiz', KidQuizPage);
