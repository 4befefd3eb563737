import { useId } from 'react';
import type { ChangeEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { ANSWER_MAX, ANSWER_MIN, questions } from '../../domain/kid-quiz/questions';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { actionsOf, questionOf } from '../../machines/kid-quiz/kid-quiz.selectors';
import { answerAfterKey } from './range-keys';
import { SceneHeading } from '../shared/scene-heading';
import { SendButton } from '../shared/send-button';

/**
 * Scenes 2 to 7: one question on a native range control (keyboard-operable: arrows, Home,
 * End, Page Up/Down), its two end labels, and the progress through the six questions. The
 * slider's value goes to the machine as it is; Next is enabled when the page offers it.
 */
export function QuestionScene({ actor }: { actor: KidQuizActor }) {
  const { t } = useTranslation('kid-quiz');
  const ids = useId();
  const view = useSelector(actor, questionOf);
  const canGoNext = useSelector(actor, (snapshot) => actionsOf(snapshot).next);
  if (!view) return null;
  const { answer, sliderValue } = view;
  const question = questions[view.index];

  const select = (value: number) => actor.send({ type: 'answer.select', value });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => select(event.currentTarget.valueAsNumber);
  // A click or a tap where the unanswered slider rests (6) changes nothing, so it fires no change:
  // it answers here. A touch screen sends no click for a tap on a range control, only the pointer's
  // release, so both count.
  const answerAsItRests = (event: MouseEvent<HTMLInputElement> | PointerEvent<HTMLInputElement>) => {
    if (answer === null) select(event.currentTarget.valueAsNumber);
  };
  // The slider's keys, alike in every browser (and in the tests' DOM); the first one answers.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = answerAfterKey(event.key, sliderValue);
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
          {t('question.progress', { current: view.number, total: view.total })}
        </p>
        <progress className="kid-quiz__progress-bar" max={view.total} value={view.number} aria-labelledby={`${ids}-progress`} />
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
          value={sliderValue}
          aria-valuetext={valueText}
          aria-describedby={`${ids}-ends ${ids}-hint`}
          onChange={onChange}
          onClick={answerAsItRests}
          onPointerUp={answerAsItRests}
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
        <SendButton to={actor} event={{ type: 'scene.previous' }} className="button button--secondary">{t('question.previous')}</SendButton>
        <SendButton to={actor} event={{ type: 'scene.next' }} className="button button--primary" disabled={!canGoNext}>{view.isLast ? t('question.seeResults') : t('question.next')}</SendButton>
      </div>
    </section>
  );
}
