import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { DietQuizActor } from '../../machines/diet-quiz/diet-quiz.machine';
import { codePanelOf, recordPanelOf, resultInputOf, resultsSmsOf, viewOf } from '../../machines/diet-quiz/diet-quiz.selectors';
import type { SendPanel } from '../../machines/diet-quiz/diet-quiz.selectors';
import { CopyButton } from '../shared/copy-button';
import { UseCodeLink } from '../shared/use-code-link';
import { focusNewContent } from '../shared/focus-new-content';
import { Scene } from '../shared/scene-heading';
import { SendButton } from '../shared/send-button';
import { PhoneNumberInput, submittedPhoneNumber } from '../shared/phone-number-input';
import { ResultsContent } from './results-panel';
import { Failure } from './scene-failure';

/*
 * The scenes from the results on (22 to 33): the results with the record's status, the discount
 * code and the plan to keep, with their phone forms. The page loads this module (with the
 * nutrition engine and the charts: results-panel.tsx) when the calculation scene or a results
 * link is reached, not with the quiz (docs/performance.md, "Bundle budget").
 */

function RecordStatus({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const panel = useSelector(actor, recordPanelOf);
  if (panel?.status === 'saving') return <p role="status">{t('record.saving')}</p>;
  if (panel?.status === 'failed') return <Failure call="createRecord" problem={panel.problem} onRetry={() => actor.send({ type: 'record.retry' })} />;
  if (panel?.status === 'shared') return <p>{t('record.shared')}</p>;
  return null;
}

function PhoneForm({ label, submit, panel, onSubmit }: { label: string; submit: string; panel: SendPanel; onSubmit: (phone: string) => void }) {
  const { t } = useTranslation('diet-quiz');
  const ids = useId();
  const busy = panel.status === 'waiting' || panel.status === 'working';
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => onSubmit(submittedPhoneNumber(event))}
    >
      <label htmlFor={`${ids}-phone`}>{t('phone.label')}</label>
      <PhoneNumberInput id={`${ids}-phone`} defaultValue={panel.phone ?? ''} invalid={Boolean(panel.phoneProblem)} describedBy={panel.phoneProblem ? `${ids}-problem` : undefined} />
      {panel.phoneProblem && (
        <p id={`${ids}-problem`} className="diet-quiz__field-error" role="alert">
          {t(`phone.${panel.phoneProblem}`)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      {panel.status === 'working' && <p role="status">{t('phone.sending')}</p>}
    </form>
  );
}

export function CodeScene({ actor, scene }: { actor: DietQuizActor; scene: number }) {
  const { t } = useTranslation('diet-quiz');
  const panel = useSelector(actor, codePanelOf);
  if (!panel) return null;
  return (
    <Scene id="diet-quiz-code-title" className="diet-quiz__scene" title={t(`scene.${scene}.title`)}>
      <p className="diet-quiz__lead">{t(`scene.${scene}.lead`)}</p>
      <RecordStatus actor={actor} />
      <PhoneForm label={t('code.formLabel')} submit={t('code.send')} panel={panel} onSubmit={(phoneNumber) => actor.send({ type: 'code.request', phoneNumber })} />
      {panel.failure && (
        <Failure call={panel.failure.call} problem={panel.failure.problem} onRetry={() => actor.send({ type: 'code.retry' })} />
      )}
      {panel.code && (
        <div className="diet-quiz__code-box">
          <p>{t('code.yours')}</p>
          {/* The focus goes to the code the form asked for (issue 23 §12). */}
          <p className="diet-quiz__code" tabIndex={-1} ref={focusNewContent}>
            {panel.code}
          </p>
          {panel.status === 'sent' && <p role="status">{t('code.sent')}</p>}
          <CopyButton text={panel.code} label={t('code.copy', { code: panel.code })} />
          <UseCodeLink code={panel.code} />
        </div>
      )}
      <div className="diet-quiz__buttons">
        <SendButton to={actor} event={{ type: 'scene.previous' }} className="button button--secondary">{t('previous')}</SendButton>
        <SendButton to={actor} event={{ type: 'scene.next' }} className="button button--primary">{t('code.toPlan')}</SendButton>
      </div>
    </Scene>
  );
}

export function ResultsScene({ actor, scene }: { actor: DietQuizActor; scene: number }) {
  const { t } = useTranslation('diet-quiz');
  const input = useSelector(actor, resultInputOf);
  const sms = useSelector(actor, resultsSmsOf);
  const view = useSelector(actor, viewOf);
  if (!input) return null;
  return (
    <Scene id="diet-quiz-results-title" className="diet-quiz__scene diet-quiz__results" title={t(view === 'results' ? 'results.title' : `scene.${scene}.title`)}>
      <ResultsContent actor={actor} scene={scene} view={view} recordStatus={<RecordStatus actor={actor} />} />
      {sms && (
        <section className="diet-quiz__card diet-quiz__no-print" aria-labelledby="diet-quiz-sms-title">
          <h2 id="diet-quiz-sms-title">{t('final.smsTitle')}</h2>
          <PhoneForm label={t('final.smsTitle')} submit={t('final.send')} panel={sms} onSubmit={(phoneNumber) => actor.send({ type: 'resultsSms.send', phoneNumber })} />
          {sms.status === 'sent' && <p role="status">{t('final.sent')}</p>}
          {sms.failure && <Failure call="sendResultsSms" problem={sms.failure.problem} onRetry={() => actor.send({ type: 'resultsSms.retry' })} />}
        </section>
      )}
      <div className="diet-quiz__buttons diet-quiz__no-print">
        {view === 'results' && (
          <SendButton to={actor} event={{ type: 'scene.lastFromResults' }} className="button button--secondary">{t('changeAnswers')}</SendButton>
        )}
        {view === 'results' && (
          <SendButton to={actor} event={{ type: 'scene.next' }} className="button button--primary">{t('results.toCode')}</SendButton>
        )}
        {view === 'welcome' && (
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'scene.goto', sceneId: 33 })}>
            {t('welcome.seePlan')}
          </button>
        )}
        {view === 'final' && (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('final.print')}
          </button>
        )}
        <SendButton to={actor} event={{ type: 'quiz.reset' }} className="button button--secondary">{t('startAgain')}</SendButton>
      </div>
    </Scene>
  );
}

/** Nothing: rendered on the calculation and opening scenes, so that these scenes are at hand when they show. */
export function OutcomeAhead() {
  return null;
}
