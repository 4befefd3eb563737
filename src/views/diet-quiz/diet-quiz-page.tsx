import { Suspense, lazy, useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { AnswerField } from '../../machines/diet-quiz/answers';
import type { DietQuizActor } from '../../machines/diet-quiz/diet-quiz.machine';
import { actionsOf, calculationStepOf, choicesOf, CALCULATION_STEPS, openProblemOf, sceneFormOf, sceneOf, viewOf } from '../../machines/diet-quiz/diet-quiz.selectors';
import type { SceneFormView } from '../../machines/diet-quiz/diet-quiz.selectors';
import { PageTitle } from '../shared/page-title';
import { Scene, SceneHeading } from '../shared/scene-heading';
import { lazyHeldRoute } from '../shared/held-route';
import { SendButton } from '../shared/send-button';
import { Failure } from './scene-failure';
import '../../styles/pages.css';
import './diet-quiz.css';

/**
 * The diet quiz: renders the scene the quiz actor shows and sends raw input back (a scene's
 * form as typed, a phone number, a click). The actor, its URL and its calls belong to the route
 * (diet-quiz-routes.ts, diet-quiz-effects.ts).
 */

/*
 * The scenes from the results on (the nutrition engine, its food data, the charts, the phone
 * forms) load when the calculation scene or a results link is reached, not with the quiz
 * (docs/performance.md, "Bundle budget").
 */
const outcomeScenes = () => import('./outcome-scenes');
const ResultsScene = lazy(() => outcomeScenes().then((module) => ({ default: module.ResultsScene })));
const CodeScene = lazy(() => outcomeScenes().then((module) => ({ default: module.CodeScene })));
const OutcomeAhead = lazy(() => outcomeScenes().then((module) => ({ default: module.OutcomeAhead })));

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
        <OutcomeAhead />
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

function OpeningScene({ actor }: { actor: DietQuizActor }) {
  const { t } = useTranslation('diet-quiz');
  const problem = useSelector(actor, openProblemOf);
  return (
    <Scene id="diet-quiz-open-title" className="diet-quiz__scene" title={t('scene.32.title')}>
      <Suspense fallback={null}>
        <OutcomeAhead />
      </Suspense>
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
      <Suspense fallback={null}>
        {(view === 'results' || view === 'welcome' || view === 'final') && <ResultsScene key={scene} actor={actor} scene={scene} />}
        {view === 'code' && <CodeScene actor={actor} scene={scene} />}
      </Suspense>
      {(view === 'opening' || view === 'openFailed') && <OpeningScene actor={actor} />}
    </div>
  );
}

export const Route = lazyHeldRoute('/diet-quiz', DietQuizPage);
