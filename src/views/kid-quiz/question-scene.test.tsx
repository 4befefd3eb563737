// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../i18n/i18n';
import { createKidQuizMachine } from '../../machines/kid-quiz/kid-quiz.machine';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { answersOf, sceneOf } from '../../machines/kid-quiz/kid-quiz.selectors';
import { QuestionScene } from './question-scene';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n('en', { namespaces: ['kid-quiz'] });
});

afterEach(cleanup);

/** A quiz on question `number` (1 to 6), as after a reload there: the ones before it answered with 5. */
function quizOnQuestion(number: number): KidQuizActor {
  const answers = Array.from({ length: 6 }, (_, index) => (index < number - 1 ? 5 : null));
  const actor = createActor(createKidQuizMachine(), { input: { answers } }).start();
  actor.send({ type: 'url.changed', search: { scene: number + 1 } });
  return actor;
}

const scene = (actor: KidQuizActor) => sceneOf(actor.getSnapshot());
const answer = (actor: KidQuizActor, number: number) => answersOf(actor.getSnapshot())[number - 1];

function renderQuestion(actor: KidQuizActor) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QuestionScene actor={actor} />
    </I18nextProvider>,
  );
}

describe('QuestionScene', () => {
  it('labels the range with the question, shows both ends and the progress', () => {
    renderQuestion(quizOnQuestion(2));
    const range = screen.getByRole('slider', { name: 'How often does your child ask “why” and “how” about the world around them?' });
    expect(range).toHaveProperty('type', 'range');
    expect(range.getAttribute('min')).toBe('1');
    expect(range.getAttribute('max')).toBe('10');
    expect(screen.getByText('Rarely')).toBeTruthy();
    expect(screen.getByText('All the time')).toBeTruthy();
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Question 2 of 6' });
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['2', '6']);
  });

  it('keeps Next disabled until the question is answered', async () => {
    const actor = quizOnQuestion(1);
    renderQuestion(actor);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('Not answered yet');

    await userEvent.click(next);
    expect(scene(actor)).toBe(2);

    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(answer(actor, 1)).toBe(7);
    expect(next).toHaveProperty('disabled', false);
    await userEvent.click(next);
    expect(scene(actor)).toBe(3);
  });

  it('changes the answer with the arrow, Home and End keys, and says it with its label', async () => {
    const actor = quizOnQuestion(3);
    renderQuestion(actor);
    const range = screen.getByRole('slider');
    range.focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(answer(actor, 3)).toBe(5);
    expect(range).toHaveProperty('value', '5');
    expect(range.getAttribute('aria-valuetext')).toBe('5 of 10');

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(answer(actor, 3)).toBe(7);

    await userEvent.keyboard('{End}{ArrowRight}');
    expect(answer(actor, 3)).toBe(10);
    expect(range.getAttribute('aria-valuetext')).toBe('10 of 10, Comforts them right away');

    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(answer(actor, 3)).toBe(1);
    expect(range.getAttribute('aria-valuetext')).toBe('1 of 10, Does not seem to notice');
    expect(screen.getByText('Your answer: 1 of 10')).toBeTruthy();
  });

  it('looks unanswered until answered (no thumb is drawn), then answered', async () => {
    const actor = quizOnQuestion(2);
    renderQuestion(actor);
    const range = screen.getByRole('slider');
    expect(range.parentElement?.classList.contains('kid-quiz__range--unanswered')).toBe(true);
    expect(screen.getByText('Not answered yet', { selector: 'output' })).toBeTruthy();
    await userEvent.click(range);
    expect(range.parentElement?.classList.contains('kid-quiz__range--unanswered')).toBe(false);
    expect(screen.getByText('Your answer: 6 of 10')).toBeTruthy();
  });

  it('answers with a tap where it rests (a touch screen sends the pointer’s release, no click)', () => {
    const actor = quizOnQuestion(1);
    renderQuestion(actor);
    fireEvent.pointerUp(screen.getByRole('slider'));
    expect(answer(actor, 1)).toBe(6);
    // Once answered, a release elsewhere does not change the answer: the change event does.
    actor.send({ type: 'answer.select', value: 3 });
    fireEvent.pointerUp(screen.getByRole('slider'));
    expect(answer(actor, 1)).toBe(3);
  });

  it('answers with a click on the resting thumb', async () => {
    const actor = quizOnQuestion(1);
    renderQuestion(actor);
    await userEvent.click(screen.getByRole('slider'));
    expect(answer(actor, 1)).toBe(6);
  });

  it('says See the results on the last question, and goes back with Previous', async () => {
    const actor = quizOnQuestion(6);
    renderQuestion(actor);
    expect(screen.getByRole('button', { name: 'See the results' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scene(actor)).toBe(6);
  });
});
