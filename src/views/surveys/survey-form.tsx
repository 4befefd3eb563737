import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { SurveyQuestion } from '../../api/contract/surveys';
import type { SurveyActor } from '../../machines/surveys/survey.machine';
import { answersOf, missingQuestionsOf, questionGroupsOf, questionProblemOf, submitRefusalOf, surveyPhaseOf } from '../../machines/surveys/survey.selectors';
import type { AnswerDraft } from '../../machines/surveys/survey-data';
import { refusalText } from '../shared/read-status';
import { FormAlert, FormButtons, SubmitForm } from '../shared/form-parts';
import '../../styles/forms.css';
import './surveys.css';

/**
 * A survey's questions, group by group, as a form: a single choice as radio buttons, a multiple
 * choice as checkboxes, a rating as radio buttons along its scale, words in a text box. Each
 * control sends its raw input; the machine decides what is kept. Used by the three survey pages
 * and by the onboarding modal.
 */
export function SurveyForm({ actor }: { actor: SurveyActor }) {
  const { t } = useTranslation('surveys');
  const phase = useSelector(actor, surveyPhaseOf);
  const groups = useSelector(actor, questionGroupsOf);
  const missing = useSelector(actor, missingQuestionsOf);
  const refusal = useSelector(actor, submitRefusalOf);
  const busy = phase === 'submitting';
  const titles = new Map(groups.flatMap((group) => group.questions).map((question) => [question.id, question.title]));
  return (
    <SubmitForm className="form survey-form" busy={busy} onSubmit={() => actor.send({ type: 'survey.submit' })}>
      {groups.map((group) => (
        <section key={group.id} className="survey-group" aria-labelledby={group.title ? `survey-group-${group.id}` : undefined}>
          {group.title && <h2 id={`survey-group-${group.id}`}>{group.title}</h2>}
          {group.description && <p className="field__hint">{group.description}</p>}
          {group.questions.map((question) => (
            <QuestionField key={question.id} actor={actor} question={question} missing={missing.includes(question.id)} />
          ))}
        </section>
      ))}
      {missing.length > 0 && <FormAlert>{t('form.missing', { questions: missing.map((id) => titles.get(id) ?? id).join(' · ') })}</FormAlert>}
      {refusal && phase === 'answering' && <FormAlert>{refusalText(t, refusal)}</FormAlert>}
      <FormButtons busy={busy} submit={t('form.submit')} busyLabel={t('form.busy')} />
    </SubmitForm>
  );
}

function QuestionField({ actor, question, missing }: { actor: SurveyActor; question: SurveyQuestion; missing: boolean }) {
  const { t } = useTranslation('surveys');
  const answer: AnswerDraft | undefined = useSelector(actor, (snapshot) => answersOf(snapshot)[question.id]);
  const serverReason = useSelector(actor, (snapshot) => questionProblemOf(snapshot, question.id));
  const id = `q-${question.id}`;
  const error = serverReason ?? (missing ? t('form.missingOne') : null);
  const hintId = question.description ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {question.title} <span className="survey-question__need">{question.required ? t('form.required') : t('form.optional')}</span>
    </>
  );
  const hint = question.description && (
    <p id={hintId} className="field__hint">
      {question.description}
    </p>
  );
  const errorLine = error && (
    <p id={errorId} className="field__error">
      {error}
    </p>
  );

  if (question.type === 'text') {
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {hint}
        <textarea
          id={id}
          className="field__input survey-text"
          rows={3}
          maxLength={question.maxLength ?? undefined}
          value={answer?.text ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => actor.send({ type: 'answer.write', questionId: question.id, text: event.target.value })}
        />
        {errorLine}
      </div>
    );
  }

  const choices =
    question.type === 'rating' && question.scale
      ? Array.from({ length: question.scale.max - question.scale.min + 1 }, (_, index) => {
          const value = (question.scale?.min ?? 0) + index;
          return { key: String(value), label: String(value), checked: answer?.rating === value, send: () => actor.send({ type: 'answer.rate', questionId: question.id, rating: value }) };
        })
      : question.options.map((option) => ({
          key: option.id,
          label: option.label,
          checked: answer?.optionIds?.includes(option.id) === true,
          send: () => actor.send({ type: 'answer.choose', questionId: question.id, optionId: option.id }),
        }));
  const multiple = question.type === 'multiple_choice';
  return (
    <fieldset className="field choice-group" aria-describedby={describedBy}>
      <legend className="field__legend">{label}</legend>
      {hint}
      {question.type === 'rating' && question.scale && (
        <p className="field__hint">
          {t('form.ratingScale', { min: question.scale.min, minLabel: question.scale.minLabel, max: question.scale.max, maxLabel: question.scale.maxLabel })}
        </p>
      )}
      <div className={question.type === 'rating' ? 'survey-rating' : 'choice-group'}>
        {choices.map((choice) => (
          <label key={choice.key} className="choice">
            <input type={multiple ? 'checkbox' : 'radio'} name={id} value={choice.key} checked={choice.checked} onChange={choice.send} />
            {choice.label}
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}
