import { useId } from 'react';
import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT, questions } from '../../domain/kid-quiz/questions';
import { currentScene } from '../../machines/kid-quiz/navigation';
import { questionIndexOf } from '../../machines/kid-quiz/scenes';
import type { KidQuizActor } from './kid-quiz-actor';
import { answerAfterKey } from './range-keys';
import { SceneHeading } from './scene-heading';

/** The slider's resting place before an answer: the middle, shown as "not answered yet". */
const UNANSWERED_POSITION = Math.ceil((ANSWER_MIN + ANSWER_MAX) / 2);

/**
 * Scenes 2 to 7: one question on a native range control (keyboard-operable: arrows, Home,
 * End, Page Up/Down), its two end labels, and the progress through the six questions.
 * Next is enabled exactly when the machine would accept it.
 */
export function QuestionScene({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  const ids = useId();
  const index = useSelector(actor, (snapshot) => questionIndexOf(currentScene(snapshot.context.history)) ?? 0);
  const answer = useSelector(actor, (snapshot) => snapshot.context.answers[index] ?? null);
  const canGoNext = useSelector(actor, (snapshot) => snapshot.can({ type: 'scene.next' }));
  const question = questions[index];
  const number = index + 1;
  const isLast = number === QUESTION_COUNT;

  const select = (value: number) => actor.send({ type: 'answer.select', value });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => select(event.currentTarget.valueAsNumber);
  // A click on the resting thumb changes nothing, so it would fire no change: answer it here.
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    if (answer === null) select(event.currentTarget.valueAsNumber);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = answerAfterKey(event.key, answer ?? UNANSWERED_POSITION);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const minLabel = t(question.min.labelKey);
  const maxLabel = t(question.max.labelKey);
  const valueText =
    answer === null
      ? t('question.notAnswered')
      : answer === ANSWER_MIN || answer === ANSWER_MAX
        ? t('question.valueTextEnd', { value: answer, label: answer === ANSWER_MIN ? minLabel : maxLabel })
        : t('question.valueText', { value: answer });

  return (
    <section className="kid-quiz__scene kid-quiz__scene--question" aria-labelledby={`${ids}-title`}>
      <div className="kid-quiz__progress">
        <p id={`${ids}-progress`} className="kid-quiz__progress-text">
          {t('question.progress', { current: number, total: QUESTION_COUNT })}
        </p>
        <progress className="kid-quiz__progress-bar" max={QUESTION_COUNT} value={number} aria-labelledby={`${ids}-progress`} />
      </div>

      <SceneHeading id={`${ids}-title`}>
        <label htmlFor={`${ids}-range`}>{t(question.textKey)}</label>
      </SceneHeading>

      <div className={answer === null ? 'kid-quiz__range kid-quiz__range--unanswered' : 'kid-quiz__range'}>
        <input
          id={`${ids}-range`}
          className="kid-quiz__range-input"
          type="range"
          min={ANSWER_MIN}
          max={ANSWER_MAX}
          step={1}
          value={answer ?? UNANSWERED_POSITION}
          aria-valuetext={valueText}
          aria-describedby={`${ids}-ends ${ids}-hint`}
          onChange={onChange}
          onClick={onClick}
          onKeyDown={onKeyDown}
        />
        <p id={`${ids}-ends`} className="kid-quiz__range-ends">
          <span className="kid-quiz__range-end">
            <span className="kid-quiz__range-value">{ANSWER_MIN}</span> {minLabel}
          </span>
          <span className="kid-quiz__range-end kid-quiz__range-end--max">
            <span className="kid-quiz__range-value">{ANSWER_MAX}</span> {maxLabel}
          </span>
        </p>
        <p id={`${ids}-hint`} className="kid-quiz__hint">
          {t('question.hint')}
        </p>
        <output htmlFor={`${ids}-range`} className="kid-quiz__answer" aria-live="polite">
          {answer === null ? t('question.notAnswered') : t('question.answer', { value: answer })}
        </output>
      </div>

      <div className="kid-quiz__nav">
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'scene.previous' })}>
          {t('question.previous')}
        </button>
        <button type="button" className="button button--primary" disabled={!canGoNext} onClick={() => actor.send({ type: 'scene.next' })}>
          {isLast ? t('question.seeResults') : t('question.next')}
        </button>
      </div>
    </section>
  );
}
