import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { CALCULATION_STEPS, calculationStepOf } from '../../machines/kid-quiz/kid-quiz.selectors';
import { Scene } from '../shared/scene-heading';

/** Scene 8: the four 250 ms steps of the calculation, each done, in progress or waiting. */
export function CalculatingScene({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  const current = useSelector(actor, calculationStepOf);
  return (
    <Scene id="kid-quiz-calculating-title" className="kid-quiz__scene kid-quiz__scene--calculating" title={t('calculating.title')}>
      <progress className="kid-quiz__progress-bar" max={CALCULATION_STEPS.length} value={current} aria-labelledby="kid-quiz-calculating-title" />
      <ol className="kid-quiz__steps" aria-live="polite">
        {CALCULATION_STEPS.map((step, index) => {
          const status = index < current ? 'done' : index === current ? 'inProgress' : 'waiting';
          return (
            <li key={step} className={`kid-quiz__step kid-quiz__step--${status}`} aria-current={status === 'inProgress' ? 'step' : undefined}>
              <span className="kid-quiz__step-name">{t(`calculating.steps.${step}`)}</span>
              <span className="visually-hidden">{t(`calculating.${status}`)}</span>
            </li>
          );
        })}
      </ol>
    </Scene>
  );
}
