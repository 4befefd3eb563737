import { AGE_UNIT, PURPOSE, kidAgeBand, userGroupIdFor } from '../../domain/nutrition/enumerations';
import type { AgeUnitId, UserGroupId } from '../../domain/nutrition/enumerations';
import { KID_EXERCISE_FROM_MONTHS, ageInMonths } from '../../domain/nutrition/input';
import type { QuizRoute } from '../quiz-navigation/navigation';

/**
 * Scene ids of the diet quiz (spec §2 "Diet quiz scenes", §9) and which scenes a person walks
 * through (README.md beside this file, "Scenes"). Pure: the machine, its selectors and the views
 * read these.
 */
export { HOME_SCENE, MAX_SCENE_ID, MIN_SCENE_ID, isSceneId } from './scene-ids';
export type { SceneId } from './scene-ids';
import { HOME_SCENE, isSceneId } from './scene-ids';
import type { SceneId } from './scene-ids';
export const FIRST_INPUT_SCENE = 5;
export const LAST_INPUT_SCENE = 20;
export const CALCULATION_SCENE = 21;
export const KID_CODE_SCENE = 30;
export const ADULT_CODE_SCENE = 31;
export const WELCOME_SCENE = 32;
export const FINAL_SCENE = 33;

export const SCENE = {
  home: 1,
  weightManagementHome: 2,
  kidNutritionHome: 3,
  physicalTrainingHome: 4,
  kidGender: 5,
  adultGender: 6,
  metrics: 7,
  weightGoal: 8,
  occupation: 9,
  exercise: 10,
  adultHealth: 11,
  kidHealth: 12,
  kidRoutine: 13,
  adultReport: 14,
  metabolism: 15,
  vitaminsOne: 16,
  vitaminsTwo: 17,
  detoxification: 18,
  kidReport: 19,
  kidLevels: 20,
  calculation: 21,
  kidCode: 30,
  adultCode: 31,
  welcome: 32,
  final: 33,
} as const;


/** The results scene of a user group: 22 to 29 for groups 1 to 8. */
export const resultsSceneOf = (userGroupId: UserGroupId): SceneId => CALCULATION_SCENE + userGroupId;
export const isResultsScene = (scene: SceneId): boolean => scene > CALCULATION_SCENE && scene < KID_CODE_SCENE;

export type SceneKind = 'home' | 'intro' | 'input' | 'report' | 'calculating' | 'results' | 'code' | 'welcome' | 'final';

export function sceneKind(scene: SceneId): SceneKind {
  if (scene === HOME_SCENE) return 'home';
  if (scene < FIRST_INPUT_SCENE) return 'intro';
  if (scene === SCENE.adultReport || scene === SCENE.kidReport) return 'report';
  if (scene <= LAST_INPUT_SCENE) return 'input';
  if (scene === CALCULATION_SCENE) return 'calculating';
  if (isResultsScene(scene)) return 'results';
  if (scene === KID_CODE_SCENE || scene === ADULT_CODE_SCENE) return 'code';
  if (scene === WELCOME_SCENE) return 'welcome';
  return 'final';
}

/** The purpose home (2 to 4) of each purpose. */
export const PURPOSE_HOME: Readonly<Record<number, SceneId>> = {
  [PURPOSE.weightManagement]: SCENE.weightManagementHome,
  [PURPOSE.kidNutrition]: SCENE.kidNutritionHome,
  [PURPOSE.physicalTraining]: SCENE.physicalTrainingHome,
};

/** How the report is given: none (availability 0), its levels typed, or one of the account's reports. */
export type ReportSource = 'none' | 'typed' | 'account';

/** What decides the walk: the answers so far (null: not answered yet). */
export interface WalkFacts {
  purposeId: number | null;
  age: number | null;
  ageUnitId: AgeUnitId | null;
  reportSource: ReportSource | null;
}

/** A child's completed months, when the age is answered. */
export function monthsOf(facts: Pick<WalkFacts, 'age' | 'ageUnitId'>): number | null {
  return facts.age === null || facts.ageUnitId === null ? null : ageInMonths(facts.age, facts.ageUnitId);
}

/** What scene 13 asks a child: the breast milk they drink (answered in months, up to 24), the exercise (from 6 years). */
export function kidRoutineAsks(facts: Pick<WalkFacts, 'age' | 'ageUnitId'>): { breastMilk: boolean; exercise: boolean } {
  const months = monthsOf(facts);
  return { breastMilk: facts.ageUnitId === AGE_UNIT.month, exercise: months !== null && months >= KID_EXERCISE_FROM_MONTHS };
}

/** The user group the answers lead to (by the spec's logic grouping), once purpose, age and report are answered. */
export function userGroupOf(facts: WalkFacts): UserGroupId | null {
  if (facts.purposeId === null || facts.reportSource === null) return null;
  const hasReport = facts.reportSource !== 'none';
  if (facts.purposeId !== PURPOSE.kidNutrition) return userGroupIdFor('adult', hasReport);
  const months = monthsOf(facts);
  return months === null ? null : userGroupIdFor(kidAgeBand(months), hasReport);
}

/**
 * The scenes in the order a person walks them (README "Scenes"): home, the purpose's home, then
 * a child's or an adult's inputs, the report scenes (the levels only when typed), the
 * calculation, the results of the user group, the discount code and the final results. Scenes
 * a person is not asked (a child's routine between 2 and 6 years) are left out. Before the
 * purpose is chosen the walk is home alone.
 */
export function walkOf(facts: WalkFacts): SceneId[] {
  const walk: SceneId[] = [HOME_SCENE];
  const purposeHome = facts.purposeId === null ? undefined : PURPOSE_HOME[facts.purposeId];
  if (purposeHome === undefined) return walk;
  walk.push(purposeHome);
  const kid = facts.purposeId === PURPOSE.kidNutrition;
  const typed = facts.reportSource === 'typed';
  if (kid) {
    const asks = kidRoutineAsks(facts);
    // Before the age is known, scene 13 may still come.
    const routine = monthsOf(facts) === null || asks.breastMilk || asks.exercise;
    walk.push(SCENE.kidGender, SCENE.metrics, SCENE.kidHealth, ...(routine ? [SCENE.kidRoutine] : []), SCENE.kidReport, ...(typed ? [SCENE.kidLevels] : []));
  } else {
    walk.push(SCENE.adultGender, SCENE.metrics, SCENE.weightGoal, SCENE.occupation, SCENE.exercise, SCENE.adultHealth, SCENE.adultReport);
    if (typed) walk.push(SCENE.metabolism, SCENE.vitaminsOne, SCENE.vitaminsTwo, SCENE.detoxification);
  }
  walk.push(CALCULATION_SCENE);
  const group = userGroupOf(facts);
  if (group !== null) walk.push(resultsSceneOf(group), kid ? KID_CODE_SCENE : ADULT_CODE_SCENE, FINAL_SCENE);
  return walk;
}

/** The diet quiz's walk for the shared navigation (src/machines/quiz-navigation). */
export function dietQuizRoute(facts: WalkFacts): QuizRoute<SceneId> {
  return { isSceneId, home: HOME_SCENE, calculation: CALCULATION_SCENE, walk: walkOf(facts) };
}
