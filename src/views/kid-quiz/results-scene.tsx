import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { categories } from '../../domain/kid-quiz/questions';
import { CATEGORY_SCORE_MAX, CATEGORY_SCORE_MIN } from '../../domain/kid-quiz/scoring';
import { outcomes } from '../../domain/kid-quiz/outcomes';
import { strongestTraits } from '../../domain/kid-quiz/strengths';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { actionsOf, evaluationOf, openProblemOf, recordPanelOf, viewOf } from '../../machines/kid-quiz/kid-quiz.selectors';
import { FailureMessage } from '../shared/failure-message';
import { ResultsActions } from './results-actions';
import { Scene, SceneHeading } from '../shared/scene-heading';
import { ShareLinks } from './share-links';
import { SendButton } from '../shared/send-button';

/** Scene 9 while a results link is being opened, or could not be. */
export function OpeningScene({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  const failed = useSelector(actor, (snapshot) => viewOf(snapshot) === 'openFailed');
  const problem = useSelector(actor, openProblemOf);
  return (
    <Scene id="kid-quiz-results-title" className="kid-quiz__scene kid-quiz__scene--results" title={t('results.title')}>
      {failed ? (
        <>
          <FailureMessage call="retrieveRecord" problem={problem} onRetry={() => actor.send({ type: 'result.retryOpen' })} />
          <SendButton to={actor} event={{ type: 'quiz.reset' }} className="button button--primary kid-quiz__primary">{t('failure.takeQuiz')}</SendButton>
        </>
      ) : (
        <p className="kid-quiz__status" role="status">
          {t('results.opening')}
        </p>
      )}
    </Scene>
  );
}

/** The results record: saving, failed (with a retry), saved with what can be done with it, or shared (the result only, and why). */
function RecordPanel({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  const panel = useSelector(actor, recordPanelOf);
  if (panel?.status === 'failed') return <FailureMessage call="createRecord" problem={panel.problem} onRetry={() => actor.send({ type: 'record.retry' })} />;
  if (panel?.status === 'shared') {
    return (
      <section className="kid-quiz__card kid-quiz__card--shared" aria-labelledby="kid-quiz-shared-note">
        <p id="kid-quiz-shared-note">{t('results.shared')}</p>
        {/* Masked by the server (09•••••678): the owner recognises it, nobody learns it. */}
        {panel.maskedPhoneNumber && <p>{t('results.sharedPhone', { phone: panel.maskedPhoneNumber })}</p>}
        <SendButton to={actor} event={{ type: 'quiz.reset' }} className="button button--primary kid-quiz__primary">{t('results.takeQuiz')}</SendButton>
        <ShareLinks recordId={panel.recordId} />
      </section>
    );
  }
  if (panel?.status !== 'saved' || !panel.actions) {
    return (
      <p className="kid-quiz__status" role="status">
        {t('results.saving')}
      </p>
    );
  }
  return (
    <>
      <p className="kid-quiz__saved">{t('results.saved')}</p>
      <ShareLinks recordId={panel.recordId} />
      <ResultsActions actor={panel.actions} />
    </>
  );
}

/** Scene 9: the outcome, scores by area, the role model, what to do together, and sharing (SMS, Facebook, Zalo). */
export function ResultsScene({ actor }: { actor: KidQuizActor }) {
  const { t, i18n } = useTranslation('kid-quiz');
  const evaluation = useSelector(actor, evaluationOf);
  const actions = useSelector(actor, actionsOf);
  if (!evaluation) return null;

  const outcome = outcomes[evaluation.outcomeId];
  const text = (key: string) => t(`outcomes.${outcome.id}.${key}`);
  // The role model sits beside the child's strongest traits only, never beside a 'low' level.
  const strengths = strongestTraits(evaluation.levels, evaluation.categoryScores).map((category) =>
    t(`results.strengths.${category === 'temperament' ? evaluation.levels.temperament : category}`),
  );
  const traits = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(strengths);
  return (
    <section className="kid-quiz__scene kid-quiz__scene--results" aria-labelledby="kid-quiz-results-title">
      <p className="kid-quiz__eyebrow">{t('results.title')}</p>
      <p className="kid-quiz__label">{t('results.potentialJob')}</p>
      <SceneHeading id="kid-quiz-results-title">{text('potentialJob')}</SceneHeading>

      <section className="kid-quiz__card" aria-labelledby="kid-quiz-characteristics">
        <h2 id="kid-quiz-characteristics">{t('results.characteristics')}</h2>
        <p>{text('characteristics')}</p>
        <h3>{t('results.scores')}</h3>
        <dl className="kid-quiz__scores">
          {categories.map((category) => {
            const level = evaluation.levels[category];
            const score = evaluation.categoryScores[category];
            return (
              <div key={category} className="kid-quiz__score">
                <dt>{t(`categories.${category}`)}</dt>
                <dd>
                  <span>{t('results.score', { level: t(`levels.${level}`), score })}</span>
                  <meter min={CATEGORY_SCORE_MIN} max={CATEGORY_SCORE_MAX} value={score} aria-hidden="true" />
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section className="kid-quiz__card kid-quiz__card--role-model" aria-labelledby="kid-quiz-role-model">
        <h2 id="kid-quiz-role-model">{t('results.roleModel')}</h2>
        <p className="kid-quiz__role-model-name" data-slug={outcome.roleModel.slug}>
          {text('roleModel.name')}
        </p>
        <p className="kid-quiz__role-model-strengths">{t('results.roleModelStrengths', { name: text('roleModel.name'), traits })}</p>
        <p>{text('roleModel.description')}</p>
      </section>

      <section className="kid-quiz__card" aria-labelledby="kid-quiz-actions">
        <h2 id="kid-quiz-actions">{t('results.actions')}</h2>
        <ul className="kid-quiz__recommended">
          {outcome.recommendedActions.map((action) => (
            <li key={action}>{text(`recommendedActions.${action}`)}</li>
          ))}
        </ul>
      </section>

      <RecordPanel actor={actor} />

      {(actions.changeAnswers || actions.startAgain) && (
        <div className="kid-quiz__nav">
          {actions.changeAnswers && (
            <SendButton to={actor} event={{ type: 'scene.lastFromResults' }} className="button button--secondary">{t('results.changeAnswers')}</SendButton>
          )}
          {actions.startAgain && (
            <SendButton to={actor} event={{ type: 'quiz.reset' }} className="button button--secondary">{t('results.startAgain')}</SendButton>
          )}
        </div>
      )}
    </section>
  );
}
