import { Suspense, lazy, useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { AnswerField } from '../../machines/diet-quiz/answers';
import type { DietQuizActor } from '../../machines/diet-quiz/diet-quiz.machine';
import { actionsOf, calculationStepOf, choicesOf, CALCULATION_STEPS, codePanelOf, openProblemOf, recordPanelOf, resultInputOf, resultsSmsOf, sceneFormOf, sceneOf, viewOf } from '../../machines/diet-quiz/diet-quiz.selectors';
import type { SceneFormView, SendPanel } from '../../machines/diet-quiz/diet-quiz.selectors';
import { CopyButton } from '../shared/copy-button';
import { PageTitle } from '../shared/page-title';
import { UseCodeLink } from '../shared/use-code-link';
import { focusNewContent } from '../shared/focus-new-content';
import { problemText } from '../shared/failure-message';
import { Scene, SceneHeading } from '../shared/scene-heading';
import { lazyHeldRoute } from '../shared/held-route';
import { SendButton } from '../shared/send-button';
import { PhoneNumberInput, submittedPhoneNumber } from '../shared/phone-number-input';
import '../../styles/pages.css';
import './diet-quiz.css';

/**
 * The diet quiz: renders the scene the quiz actor shows and sends raw input back (a scene's
 * form as typed, a phone number, a click). The actor, its URL and its calls belong to the route
 * (diet-quiz-routes.ts, diet-quiz-effects.ts).
 */

/*
 * The results (the nutrition engine, its food data and the charts) load when the calculation
 * scene is reached, not with the quiz (docs/performance.md, "Bundle budget").
 */
const resultsModule = () => import('./results-panel');
const ResultsContent = lazy(() => resultsModule().then((module) => ({ default: module.ResultsContent })));
const ResultsAhead = lazy(() => resultsModule().then((module) => ({ default: module.ResultsAhead })));

const CHOICE_FIELDS: ReadonlySet<AnswerField> = new Set(['purposeId', 'genderId', 'ageUnitId', 'weightGoalId', 'occupationTypeId', 'exerciseIntensityId', 'pregnancyStageId']);
const NUMBER_FIELDS: ReadonlySet<AnswerField> = new Set(['age', 'height', 'weight', 'amountOfBreastMilk']);

/** A scene's form as typed: each field's text, a checkbox group's checked values. */
function formOf(event: FormEvent<HTMLFormElement>): Record<string, string | string[]> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const form: Record<string, string | string[]> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).map(String);
    form[key] = key === 'medicalConditionIds' ? values : (values[0] ?? '');
  }
  if (event.currentTarget.querySelector('[name="medicalConditionIds"]') && !form.medicalConditionIds) form.medicalConditionIds = [];
  return form;
}

function FieldIssue({ id, form, field }: { id: string; form: SceneFormView; field: AnswerField }) {
  const { t } = useTranslation('diet-quiz');
  const issue = form.issues.find((item) => item.field === field);
  if (!issue) return null;
  return (
    <p id={id} className="diet-quiz__field-error">
      {t(`issue.${issue.reason}`, { field: t(`field.${field}`) })}
    </p>
  );
}

function Field({ form, field, ids }: { form: SceneFormView; field: AnswerField; ids: string }) {
  const { t } = useTranslation('diet-quiz');
  const id = `${ids}-${field}`;
  const invalid = form.issues.some((issue) => issue.field === field);
  const value = form.values[field];
  const described = invalid ? `${id}-issue` : undefined;
  if (field === 'reportSource') {
    const options = [
      ...(form.accountReports ?? []).map((account) => ({ value: `account:${account.profileId}`, label: t('report.account', { name: account.name }) })),
      { value: 'typed', label: t('report.typed') },
      { value: 'none', label: t('report.none') },
    ];
    return (
      <fieldset className="diet-quiz__fieldset" aria-invalid={invalid || undefined} aria-describedby={described}>
        <legend>{t('field.reportSource')}</legend>
        {form.reportsLoading && <p role="status">{t('report.loading')}</p>}
        {form.reportsFailed && <p role="alert">{t('report.failed')}</p>}
        {options.map((option) => (
          <label key={option.value} className="diet-quiz__choice">
            <input type="radio" name="reportSource" value={option.value} defaultChecked={value === option.value} />
            {option.label}
          </label>
        ))}
        <FieldIssue id={`${id}-issue`} form={form} field={field} />
      </fieldset>
    );
  }
  if (NUMBER_FIELDS.has(field)) {
    return (
      <div className="diet-quiz__field">
        <label htmlFor={id}>{t(`field.${field}`)}</label>
        <input
          id={id}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={value === null || value === undefined ? '' : String(value)}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-hint`, described].filter(Boolean).join(' ')}
        />
        <p id={`${id}-hint`} className="diet-quiz__hint">
          {t(`hint.${field}`)}
        </p>
        <FieldIssue id={`${id}-issue`} form={form} field={field} />
      </div>
    );
  }
  if (field === 'medicalConditionIds') {
    const checked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="diet-quiz__fieldset" aria-invalid={invalid || undefined} aria-describedby={described}>
        <legend>{t('field.medicalConditionIds')}</legend>
        <p className="diet-quiz__hint">{t('hint.medicalConditionIds')}</p>
        {choicesOf(field, { purposeId: form.kid ? 2 : 1 } as never).map((choice) => (
          <label key={choice} className="diet-quiz__choice">
            <input type="checkbox" name="medicalConditionIds" value={choice} defaultChecked={checked.includes(choice)} />
            {t(`choice.medicalConditionIds.${choice}`)}
          </label>
        ))}
        <FieldIssue id={`${id}-issue`} form={form} field={field} />
      </fieldset>
    );
  }
  const choices = choicesOf(field, { purposeId: form.kid ? 2 : 1 } as never);
  const key = CHOICE_FIELDS.has(field) ? field : field === 'detoxification' ? 'detoxification' : 'level';
  return (
    <fieldset className="diet-quiz__fieldset" aria-invalid={invalid || undefined} aria-describedby={described}>
      <legend>{t(`field.${field}`)}</legend>
      {choices.map((choice) => (
        <label key={choice} className="diet-quiz__choice">
          <input type="radio" name={field} value={choice} defaultChecked={value === choice} />
          {t(`choice.${key}.${choice}`)}
        </label>
      ))}
      <FieldIssue id={`${id}-issue`} form={form} field={field} />
    </fieldset>
  );
}

function FormScene({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const form = useSelector(actor, sceneFormOf);
  const actions = useSelector(actor, actionsOf);
  const ids = useId();
  if (!form) return null;
  return (
    <section className="diet-quiz__scene" aria-labelledby={`${ids}-title`}>
      {form.scene !== 1 && <p className="diet-quiz__step">{t('step', { step: form.step, steps: form.steps })}</p>}
      <SceneHeading id={`${ids}-title`}>{t(`scene.${form.scene}.title`)}</SceneHeading>
      <p className="diet-quiz__lead">{t(`scene.${form.scene}.lead`)}</p>
      <form noValidate onSubmit={(event) => actor.send({ type: 'scene.submit', form: formOf(event) })}>
        {form.issues.length > 0 && (
          <p className="diet-quiz__summary" role="alert">
            {t('issuesSummary', { count: form.issues.length })}
          </p>
        )}
        {form.fields.map((field) => (
          <Field key={field} form={form} field={field} ids={ids} />
        ))}
        <div className="diet-quiz__buttons">
          {actions.previous && (
            <SendButton to={actor} event={{ type: 'scene.previous' }} className="button button--secondary">{t('previous')}</SendButton>
          )}
          <button type="submit" className="button button--primary">
            {form.scene === 1 ? t('start') : t('next')}
          </button>
        </div>
      </form>
    </section>
  );
}

function IntroScene({ actor, scene }: { actor: DietQuizActor; scene: number }) {
  const { t } = useTranslation('diet-quiz');
  return (
    <Scene id="diet-quiz-intro-title" className="diet-quiz__scene" title={t(`scene.${scene}.title`)}>
      <p className="diet-quiz__lead">{t(`scene.${scene}.lead`)}</p>
      <div className="diet-quiz__buttons">
        <SendButton to={actor} event={{ type: 'scene.previous' }} className="button button--secondary">{t('previous')}</SendButton>
        <SendButton to={actor} event={{ type: 'scene.next' }} className="button button--primary">{t('start')}</SendButton>
      </div>
      <p className="diet-quiz__disclaimer">{t('disclaimer')}</p>
    </Scene>
  );
}

function CalculatingScene({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const step = useSelector(actor, calculationStepOf);
  return (
    <Scene id="diet-quiz-calc-title" className="diet-quiz__scene" title={t('scene.21.title')}>
      <Suspense fallback={null}>
        <ResultsAhead />
      </Suspense>
      <ol className="diet-quiz__steps">
        {CALCULATION_STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'is-done' : undefined}>
            {t(`calculation.${name}`)}
          </li>
        ))}
      </ol>
      <progress max={CALCULATION_STEPS.length} value={step} aria-label={t('scene.21.title')} />
    </Scene>
  );
}

function Failure({ call, problem, onRetry }: { call: string; problem: Parameters<typeof problemText>[1]; onRetry: () => void }) {
  const { t } = useTranslation('diet-quiz');
  const { t: tk } = useTranslation('kid-quiz');
  return (
    <div className="diet-quiz__failure" role="alert">
      <p>{t(`failure.${call}`)}</p>
      <p>{problemText(tk, problem)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

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

function CodeScene({ actor, scene }: { actor: DietQuizActor; scene: number }) {
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

function ResultsScene({ actor, scene }: { actor: DietQuizActor; scene: number }) {
  const { t } = useTranslation('diet-quiz');
  const input = useSelector(actor, resultInputOf);
  const sms = useSelector(actor, resultsSmsOf);
  const view = useSelector(actor, viewOf);
  if (!input) return null;
  return (
    <Scene id="diet-quiz-results-title" className="diet-quiz__scene diet-quiz__results" title={t(view === 'results' ? 'results.title' : `scene.${scene}.title`)}>
      <Suspense fallback={<RecordStatus actor={actor} />}>
        <ResultsContent actor={actor} scene={scene} view={view} recordStatus={<RecordStatus actor={actor} />} />
      </Suspense>
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

function OpeningScene({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const problem = useSelector(actor, openProblemOf);
  return (
    <Scene id="diet-quiz-open-title" className="diet-quiz__scene" title={t('scene.32.title')}>
      {problem ? <Failure call="retrieveRecord" problem={problem} onRetry={() => actor.send({ type: 'result.retryOpen' })} /> : <p role="status">{t('opening')}</p>}
    </Scene>
  );
}

export function DietQuizPage({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const view = useSelector(actor, viewOf);
  const scene = useSelector(actor, sceneOf);
  return (
    <div className="diet-quiz page page--narrow" data-scene={scene}>
      <PageTitle page={t('title')} />
      {(view === 'home' || view === 'input' || view === 'report') && <FormScene key={scene} actor={actor} />}
      {view === 'intro' && <IntroScene key={scene} actor={actor} scene={scene} />}
      {view === 'calculating' && <CalculatingScene actor={actor} />}
      {(view === 'results' || view === 'welcome' || view === 'final') && <ResultsScene key={scene} actor={actor} scene={scene} />}
      {view === 'code' && <CodeScene actor={actor} scene={scene} />}
      {(view === 'opening' || view === 'openFailed') && <OpeningScene actor={actor} />}
    </div>
  );
}

export const Route = lazyHeldRoute('/diet-quiz', DietQuizPage);
