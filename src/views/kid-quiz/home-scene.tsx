import { useTranslation } from 'react-i18next';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { SceneHeading } from '../shared/scene-heading';
import { SendButton } from '../shared/send-button';

/** Scene 1: what the quiz is, and a start button. */
export function HomeScene({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  return (
    <section className="kid-quiz__scene kid-quiz__scene--home" aria-labelledby="kid-quiz-home-title">
      <p className="kid-quiz__eyebrow">{t('title')}</p>
      <SceneHeading id="kid-quiz-home-title">{t('home.title')}</SceneHeading>
      <p className="kid-quiz__lead">{t('home.intro')}</p>
      <p className="kid-quiz__facts">{t('home.facts')}</p>
      <SendButton to={actor} event={{ type: 'scene.next' }} className="button button--primary kid-quiz__primary">{t('home.start')}</SendButton>
      <p className="kid-quiz__disclaimer">{t('home.disclaimer')}</p>
    </section>
  );
}
