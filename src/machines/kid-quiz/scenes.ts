import { QUESTION_COUNT, isAnswer } from '../../domain/kid-quiz/questions';
import { currentScene as sharedCurrentScene } from '../quiz-navigation/navigation';
import type { QuizRoute } from '../quiz-navigation/navigation';

/**
 * Scene ids of the kid quiz (spec §2, §9): 1 home (the default), 2 to 7 questions 1 to 6,
 * 8 results calculation, 9 results. The first input scene is 2, the last is 7.
 */
export const HOME_SCENE = 1;
export const FIRST_INPUT_SCENE = 2;
export const LAST_INPUT_SCENE = 7;
export const CALCULATION_SCENE = 8;
export const RESULTS_SCENE = 9;
export const MIN_SCENE_ID = HOME_SCENE;
export const MAX_SCENE_ID = RESULTS_SCENE;

export type SceneId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type SceneKind = 'home' | 'question' | 'calculating' | 'results';

/** One slot per question: the answer, or null while unanswered. */
export type AnswerSlots = ReadonlyArray<number | null>;

export const emptyAnswers = (): Array<number | null> => Array.from({ length: QUESTION_COUNT }, () => null);

/** Known scene ids only: 0, 10, 2.5 or '3' are not scenes. */
export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SCENE_ID && value <= MAX_SCENE_ID;
}

/** The kid quiz's walk for the shared navigation (src/machines/quiz-navigation): always 1 to 9, in order. */
export const KID_QUIZ_ROUTE: QuizRoute<SceneId> = {
  isSceneId,
  home: HOME_SCENE,
  calculation: CALCULATION_SCENE,
  walk: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};

/** The scene shown: the last entry of the history. */
export const currentScene = (history: ReadonlyArray<SceneId>): SceneId => sharedCurrentScene(history, HOME_SCENE);

export function sceneKind(scene: SceneId): SceneKind {
  if (scene === HOME_SCENE) return 'home';
  if (scene === CALCULATION_SCENE) return 'calculating';
  if (scene === RESULTS_SCENE) return 'results';
  return 'question';
}

/** Index (0 to 5) of the question a scene asks, or null for the other scenes. */
export function questionIndexOf(scene: SceneId): number | null {
  return sceneKind(scene) === 'question' ? scene - FIRST_INPUT_SCENE : null;
}

/** How many questions are answered in a row from the first one. */
export function answeredPrefixLength(answers: AnswerSlots): number {
  const firstGap = answers.findIndex((answer) => !isAnswer(answer));
  return firstGap === -1 ? answers.length : firstGap;
}

/**
 * A scene can be entered when everything before it is answered: question n needs questions
 * 1 to n-1, and the calculation and results scenes need all six. Home is always open.
 */
export function isReachable(scene: SceneId, answers: AnswerSlots): boolean {
  const answered = answeredPrefixLength(answers);
  const index = questionIndexOf(scene);
  if (index !== null) return index <= answered;
  if (scene === HOME_SCENE) return true;
  return answered === QUESTION_COUNT;
}

/**
 * Keeps what a stored or reopened list of answers may hold: six slots, each a whole answer 1
 * to 10 or null, and nothing after the first gap (a question is never answered before the
 * ones it follows).
 */
export function sanitizeAnswers(values: ReadonlyArray<unknown> | null | undefined): Array<number | null> {
  const slots = emptyAnswers();
  for (let index = 0; index < QUESTION_COUNT; index += 1) {
    const value = values?.[index];
    if (!isAnswer(value)) break;
    slots[index] = value;
  }
  return slots;
}
