import { evaluateAnswers } from '../../domain/kid-quiz/outcomes';
import type { Evaluation } from '../../domain/kid-quiz/outcomes';
import { ANSWER_MAX, ANSWER_MIN, QUESTION_COUNT, isCompleteAnswers } from '../../domain/kid-quiz/questions';
import type { CallProblem } from '../calls/call-problem';
import type { KidQuizResultsActor } from './kid-quiz-results.machine';
import type { KidQuizSnapshot } from './kid-quiz.machine';
import { currentScene, questionIndexOf } from './scenes';
import type { SceneId } from './scenes';

/**
 * What the quiz page shows, read from the machine's state: the views render these and send the
 * raw input back (the slider's value, a click). Everything derived (the question asked, where
 * the slider rests, the calculation's progress, the outcome of the answers) is computed here.
 */

export type QuizView = 'home' | 'question' | 'calculating' | 'results' | 'opening' | 'openFailed';

export function viewOf(snapshot: KidQuizSnapshot): QuizView {
  if (snapshot.matches('home')) return 'home';
  if (snapshot.matches('question')) return 'question';
  if (snapshot.matches({ reopening: 'failed' })) return 'openFailed';
  if (snapshot.matches('reopening')) return 'opening';
  if (snapshot.matches({ outcome: { scene: 'calculating' } })) return 'calculating';
  return 'results';
}

/** The scene shown (1 to 9). */
export function sceneOf(snapshot: KidQuizSnapshot): SceneId {
  return currentScene(snapshot.context.history);
}

/** The answers given so far, one slot per question. */
export function answersOf(snapshot: KidQuizSnapshot): ReadonlyArray<number | null> {
  return snapshot.context.answers;
}

/** The slider's resting place before an answer: the middle, shown as "not answered yet". */
export const UNANSWERED_POSITION = Math.ceil((ANSWER_MIN + ANSWER_MAX) / 2);

export interface QuestionView {
  /** 0 to 5, the index in questions (src/domain/kid-quiz/questions.ts). */
  index: number;
  /** 1 to 6, as people count. */
  number: number;
  total: number;
  answer: number | null;
  /** Where the slider stands: the answer, or the middle while unanswered. */
  sliderValue: number;
  isLast: boolean;
}

export function questionOf(snapshot: KidQuizSnapshot): QuestionView | null {
  const index = snapshot.matches('question') ? questionIndexOf(sceneOf(snapshot)) : null;
  if (index === null) return null;
  const answer = snapshot.context.answers[index] ?? null;
  return { index, number: index + 1, total: QUESTION_COUNT, answer, sliderValue: answer ?? UNANSWERED_POSITION, isLast: index === QUESTION_COUNT - 1 };
}

export const CALCULATION_STEPS = ['iq', 'eq', 'temperament', 'matching'] as const;

/** The calculation step in progress (0 to 3); 4 once it is done. */
export function calculationStepOf(snapshot: KidQuizSnapshot): number {
  const index = CALCULATION_STEPS.findIndex((step) => snapshot.matches({ outcome: { scene: { calculating: step } } }));
  return index === -1 ? CALCULATION_STEPS.length : index;
}

/** Scores, levels and outcome of the answers, while the calculation or the results show. */
export function evaluationOf(snapshot: KidQuizSnapshot): Evaluation | null {
  const { answers } = snapshot.context;
  return snapshot.matches('outcome') && isCompleteAnswers(answers) ? evaluateAnswers(answers) : null;
}

export type RecordPanel =
  | { status: 'saving' }
  | { status: 'failed'; problem: CallProblem | null }
  /** The record of these answers, and the actor of what can be done with it (SMS, discount code). */
  | { status: 'saved'; recordId: string; actions: KidQuizResultsActor | null }
  /** A record opened by its link without its secret: the result only; the number as the server masked it. */
  | { status: 'shared'; recordId: string; maskedPhoneNumber: string | null };

/** The results record under the results: saving, failed (with a retry), saved, or shared. */
export function recordPanelOf(snapshot: KidQuizSnapshot): RecordPanel | null {
  if (!snapshot.matches({ outcome: { scene: 'results' } })) return null;
  const { context } = snapshot;
  // The phone rules of the SMS forms could not be loaded: the record's failure, with its retry (which loads them again).
  if (snapshot.matches({ outcome: { record: 'failed' } }) || snapshot.matches({ outcome: { record: { saved: 'rulesFailed' } } })) {
    return { status: 'failed', problem: context.problem };
  }
  if (snapshot.matches({ outcome: { record: 'saved' } }) && context.record) {
    return { status: 'saved', recordId: context.record.id, actions: snapshot.children.resultsActions ?? null };
  }
  if (snapshot.matches({ outcome: { record: 'shared' } }) && context.record) {
    return { status: 'shared', recordId: context.record.id, maskedPhoneNumber: context.record.maskedPhoneNumber };
  }
  return { status: 'saving' };
}

/** Why a results link could not be opened, while that shows. */
export function openProblemOf(snapshot: KidQuizSnapshot): CallProblem | null {
  return snapshot.matches({ reopening: 'failed' }) ? snapshot.context.problem : null;
}

/** What the page lets the user do now: the controls it shows enabled. */
export interface QuizActions {
  /** Start (home), Next or See the results (an answered question). */
  next: boolean;
  previous: boolean;
  answer: boolean;
  /** Change my answers and Start again, under the results of this tab. */
  changeAnswers: boolean;
  startAgain: boolean;
  retrySave: boolean;
  /** Try again, when a results link could not be opened. */
  retryOpen: boolean;
  /** Take the quiz, when a results link could not be opened or opened someone else's results. */
  takeQuiz: boolean;
}

export function actionsOf(snapshot: KidQuizSnapshot): QuizActions {
  const view = viewOf(snapshot);
  const question = questionOf(snapshot);
  const panel = recordPanelOf(snapshot)?.status;
  return {
    next: view === 'home' || (question !== null && question.answer !== null),
    previous: view === 'question',
    answer: view === 'question',
    changeAnswers: view === 'results' && panel !== 'shared',
    startAgain: view === 'results' && panel !== 'shared',
    retrySave: panel === 'failed',
    retryOpen: view === 'openFailed',
    takeQuiz: view === 'openFailed' || panel === 'shared',
  };
}

/**
 * The control each event comes from, for the events that only a control of the page sends: when
 * the control is not offered, the event changes nothing. Left out: the spec's navigation events
 * without a control of their own (step, goto, last, back), previous and "change my answers"
 * (allowed wherever they lead somewhere reachable), reset (from anywhere), the URL, and the
 * record's retry (allowed while the calculation still shows).
 */
export const ACTION_OF_EVENT: Readonly<Record<string, keyof QuizActions>> = {
  'scene.next': 'next',
  'answer.select': 'answer',
  'result.retryOpen': 'retryOpen',
};
