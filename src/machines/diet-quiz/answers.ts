import { AGE_UNIT, DETOXIFICATION, LEVEL, PURPOSE } from '../../domain/nutrition/enumerations';
import type { AgeUnitId, GenderId, MedicalConditionId, PurposeId } from '../../domain/nutrition/enumerations';
import type { GeneReport } from '../../domain/nutrition/diet-plans';
import { isChildbearing, validateDietInput } from '../../domain/nutrition/input';
import type { DietInput, DietInputReason } from '../../domain/nutrition/input';
import { SCENE, kidRoutineAsks, walkOf } from './scenes';
import type { ReportSource, SceneId, WalkFacts } from './scenes';

/**
 * The diet quiz's answers (spec §3 "Diet quiz input and results"): the input record's fields and
 * the report's levels, what each input scene asks, and how a scene's form is read and checked
 * (spec §5). Pure; README.md beside this file has the scene table.
 */

/** The input fields as answered so far; a field is null until its scene is answered (and when it does not apply). */
export interface DietAnswers {
  purposeId: number | null;
  genderId: number | null;
  age: number | null;
  ageUnitId: number | null;
  height: number | null;
  weight: number | null;
  weightGoalId: number | null;
  occupationTypeId: number | null;
  exerciseIntensityId: number | null;
  pregnancyStageId: number | null;
  medicalConditionIds: number[] | null;
  amountOfBreastMilk: number | null;
}

export const metabolismKeys = ['carbohydrate', 'fat', 'protein'] as const;
export const vitaminKeysOne = ['vitaminA', 'vitaminB2', 'vitaminB6', 'vitaminB12'] as const;
export const vitaminKeysTwo = ['vitaminC', 'vitaminD', 'vitaminE', 'folate'] as const;
export const levelKeys = [...metabolismKeys, ...vitaminKeysOne, ...vitaminKeysTwo, 'detoxification'] as const;
export type LevelKey = (typeof levelKeys)[number];

/** The report as the person gave it: how, which account report, and its levels (typed, or copied from that report). */
export interface ReportAnswer {
  source: ReportSource | null;
  /** The account profile whose report was picked. */
  profileId: string | null;
  levels: Readonly<Record<LevelKey, number | null>>;
}

/** One gene report of the signed-in account, to pick instead of typing the levels. */
export interface AccountReport {
  profileId: string;
  name: string;
  report: GeneReport;
}

export type AnswerField = keyof DietAnswers | LevelKey | 'reportSource';

/** Why a scene's answer was refused: the engine's reasons, and a number that is not one. */
export type AnswerReason = DietInputReason | 'not_a_number';

export interface AnswerIssue {
  field: AnswerField;
  reason: AnswerReason;
}

/** A scene's form as the page read it: each field's text (a checkbox group: every checked value). */
export type SceneForm = Readonly<Record<string, string | readonly string[] | undefined>>;

export const emptyAnswers = (): DietAnswers => ({
  purposeId: null,
  genderId: null,
  age: null,
  ageUnitId: null,
  height: null,
  weight: null,
  weightGoalId: null,
  occupationTypeId: null,
  exerciseIntensityId: null,
  pregnancyStageId: null,
  medicalConditionIds: null,
  amountOfBreastMilk: null,
});

export const emptyLevels = (): Record<LevelKey, number | null> => Object.fromEntries(levelKeys.map((key) => [key, null])) as Record<LevelKey, number | null>;
export const emptyReport = (): ReportAnswer => ({ source: null, profileId: null, levels: emptyLevels() });

/** What decides the walk, read from the answers. */
export function factsOf(answers: DietAnswers, report: ReportAnswer): WalkFacts {
  return { purposeId: answers.purposeId, age: answers.age, ageUnitId: answers.ageUnitId as AgeUnitId | null, reportSource: report.source };
}

export const isKidAnswers = (answers: Pick<DietAnswers, 'purposeId'>): boolean => answers.purposeId === PURPOSE.kidNutrition;

/** Whether the adult answering may be pregnant or breastfeeding (a woman of 18 to 55): only then does scene 11 ask. */
export function asksPregnancy(answers: DietAnswers): boolean {
  if (answers.genderId === null || answers.age === null || answers.ageUnitId === null) return false;
  return isChildbearing({ genderId: answers.genderId as GenderId, age: answers.age, ageUnitId: answers.ageUnitId as AgeUnitId }, isKidAnswers(answers));
}

/** The fields a scene asks, for these answers so far (README "Scenes"). */
export function fieldsOf(scene: SceneId, answers: DietAnswers): AnswerField[] {
  switch (scene) {
    case SCENE.home:
      return ['purposeId'];
    case SCENE.kidGender:
    case SCENE.adultGender:
      return ['genderId'];
    case SCENE.metrics:
      // An adult answers in years; a child picks months or years.
      return isKidAnswers(answers) ? ['age', 'ageUnitId', 'height', 'weight'] : ['age', 'height', 'weight'];
    case SCENE.weightGoal:
      return ['weightGoalId'];
    case SCENE.occupation:
      return ['occupationTypeId'];
    case SCENE.exercise:
      return ['exerciseIntensityId'];
    case SCENE.adultHealth:
      return ['medicalConditionIds', ...(asksPregnancy(answers) ? (['pregnancyStageId', 'amountOfBreastMilk'] as const) : [])];
    case SCENE.kidHealth:
      return ['medicalConditionIds'];
    case SCENE.kidRoutine: {
      const asks = kidRoutineAsks({ age: answers.age, ageUnitId: answers.ageUnitId as AgeUnitId | null });
      return [...(asks.breastMilk ? (['amountOfBreastMilk'] as const) : []), ...(asks.exercise ? (['exerciseIntensityId'] as const) : [])];
    }
    case SCENE.adultReport:
    case SCENE.kidReport:
      return ['reportSource'];
    case SCENE.metabolism:
      return [...metabolismKeys];
    case SCENE.vitaminsOne:
      return [...vitaminKeysOne];
    case SCENE.vitaminsTwo:
      return [...vitaminKeysTwo];
    case SCENE.detoxification:
      return ['detoxification'];
    case SCENE.kidLevels:
      return [...levelKeys];
    default:
      return [];
  }
}

/** The fields a scene's answer sets: those it asks, and those it sets for the person (an adult's age unit, a breast-milk amount that does not apply). */
function fieldsSetBy(scene: SceneId, answers: DietAnswers): AnswerField[] {
  if (scene === SCENE.metrics) return ['age', 'ageUnitId', 'height', 'weight'];
  if (scene === SCENE.adultHealth) return ['medicalConditionIds', 'pregnancyStageId', 'amountOfBreastMilk'];
  return fieldsOf(scene, answers);
}

/** Scenes whose answer the walk waits for: home (the purpose) and the input scenes 5 to 20; the purpose homes ask nothing. */
export const isAnswerScene = (scene: SceneId): boolean => scene === SCENE.home || (scene >= SCENE.kidGender && scene <= SCENE.kidLevels);

/** Fields a person may leave empty: an unknown amount of breast milk. */
const OPTIONAL_FIELDS: ReadonlySet<AnswerField> = new Set(['amountOfBreastMilk']);

/** A typed number: spaces trimmed, a decimal comma read as a point; empty is null; anything else NaN. */
export function readNumber(text: string | readonly string[] | undefined): number | null {
  const value = typeof text === 'string' ? text.trim().replace(',', '.') : '';
  if (value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

function readIds(value: string | readonly string[] | undefined): number[] {
  const texts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return texts.filter((text) => text.trim() !== '').map((text) => readNumber(text) ?? Number.NaN);
}

export interface SceneAnswer {
  answers: DietAnswers;
  report: ReportAnswer;
}

/**
 * A scene's form read into the answers, or the issues that refuse it (each naming its field).
 * The engine's rules (src/domain/nutrition/input.ts validateDietInput) judge the input fields
 * with the answers of the scenes before; levels are 1 low, 2 medium, 3 high (detoxification 1
 * or 2); a report of the account must be one the account holds.
 */
export function readScene(
  scene: SceneId,
  form: SceneForm,
  current: SceneAnswer,
  accountReports: readonly AccountReport[] | null,
): { ok: true; answer: SceneAnswer } | { ok: false; issues: AnswerIssue[] } {
  const fields = fieldsOf(scene, current.answers);
  const issues: AnswerIssue[] = [];
  const answers: DietAnswers = { ...current.answers };
  const levels: Record<LevelKey, number | null> = { ...current.report.levels };
  let report: ReportAnswer = { ...current.report, levels };

  for (const field of fields) {
    if (field === 'reportSource') {
      const source = typeof form.reportSource === 'string' ? form.reportSource : '';
      const picked = accountReports?.find((account) => `account:${account.profileId}` === source);
      if (source === 'none' || source === 'typed') report = { source, profileId: null, levels };
      else if (picked) report = { source: 'account', profileId: picked.profileId, levels: levelsOf(picked.report) };
      else issues.push({ field, reason: source === '' ? 'required' : 'invalid_choice' });
    } else if (field === 'medicalConditionIds') {
      // No box ticked is "none".
      answers.medicalConditionIds = readIds(form.medicalConditionIds);
    } else if ((levelKeys as readonly string[]).includes(field)) {
      const value = readNumber(form[field]);
      const max = field === 'detoxification' ? DETOXIFICATION.goodOrHigh : LEVEL.high;
      if (value === null) issues.push({ field, reason: 'required' });
      else if (!Number.isInteger(value) || value < LEVEL.low || value > max) issues.push({ field, reason: 'invalid_choice' });
      else levels[field as LevelKey] = value;
    } else {
      const value = readNumber(form[field]);
      if (value !== null && Number.isNaN(value)) issues.push({ field, reason: 'not_a_number' });
      else if (value === null && !OPTIONAL_FIELDS.has(field)) issues.push({ field, reason: 'required' });
      else (answers as unknown as Record<string, number | null>)[field] = value;
    }
  }
  if (scene === SCENE.metrics && !isKidAnswers(answers)) answers.ageUnitId = AGE_UNIT.year;
  // The breast milk scene 11 asks is a breastfeeding mother's only.
  if (scene === SCENE.adultHealth && answers.pregnancyStageId !== 4) answers.amountOfBreastMilk = null;

  const checked = new Set(issues.map((issue) => issue.field));
  const engine = validateDietInput(inputOf(answers)).filter((issue) => fields.includes(issue.field) && !checked.has(issue.field));
  issues.push(...engine);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answer: { answers, report } };
}

/** The input record of the answers (unanswered fields null, as the engine reads "not asked"). */
export function inputOf(answers: DietAnswers): DietInput {
  return { ...answers, medicalConditionIds: answers.medicalConditionIds ?? [] } as unknown as DietInput;
}

/** The levels of a gene report, as the quiz keeps them. */
export function levelsOf(report: GeneReport): Record<LevelKey, number | null> {
  return { ...report.metabolism, ...report.nutritionalRequirements, detoxification: report.detoxification.value };
}

/** The gene report the answers give: null without one (availability 0) or while a level is missing. */
export function reportOf(report: ReportAnswer): GeneReport | null {
  if (report.source === null || report.source === 'none') return null;
  const { levels } = report;
  if (levelKeys.some((key) => levels[key] === null)) return null;
  const level = (key: LevelKey) => levels[key] as 1 | 2 | 3;
  return {
    isAvailable: true,
    metabolism: { carbohydrate: level('carbohydrate'), fat: level('fat'), protein: level('protein') },
    nutritionalRequirements: {
      vitaminA: level('vitaminA'),
      vitaminB2: level('vitaminB2'),
      vitaminB6: level('vitaminB6'),
      vitaminB12: level('vitaminB12'),
      vitaminC: level('vitaminC'),
      vitaminD: level('vitaminD'),
      vitaminE: level('vitaminE'),
      folate: level('folate'),
    },
    detoxification: { value: levels.detoxification as 1 | 2 },
  };
}

/** The fields whose change changes the walk and what later scenes may ask: a new answer to them clears every later answer. */
const WALK_FIELDS = ['purposeId', 'genderId', 'age', 'ageUnitId'] as const;

/**
 * A scene answered: its answers kept, the scene marked answered. When the answer changes what
 * later scenes ask (purpose, gender, age), the answers of every later scene are cleared (they
 * were given to other questions).
 */
export function answerScene(scene: SceneId, before: SceneAnswer, answered: readonly SceneId[], after: SceneAnswer): { answer: SceneAnswer; answered: SceneId[] } {
  const walkChanged = WALK_FIELDS.some((field) => before.answers[field] !== after.answers[field]);
  if (!walkChanged) return { answer: after, answered: [...new Set([...answered, scene])] };
  const cleared = emptyAnswers();
  const kept = new Set<string>();
  for (const earlier of [...answered.filter((id) => id < scene), scene]) for (const field of fieldsSetBy(earlier, after.answers)) kept.add(field);
  const answers = Object.fromEntries(Object.entries(after.answers).map(([field, value]) => [field, kept.has(field) ? value : cleared[field as keyof DietAnswers]])) as unknown as DietAnswers;
  return { answer: { answers, report: emptyReport() }, answered: [...answered.filter((id) => id < scene), scene] };
}

/** Every answer scene of the walk before `scene` is answered. */
export function answeredBefore(scene: SceneId, answers: SceneAnswer, answered: readonly SceneId[]): boolean {
  const walk = walkOf(factsOf(answers.answers, answers.report));
  const index = walk.indexOf(scene);
  if (index === -1) return false;
  return walk.slice(0, index).every((earlier) => !isAnswerScene(earlier) || answered.includes(earlier));
}

/** The input and report, once every answer scene of the walk is answered and the engine accepts them. */
export function completeInput(answers: SceneAnswer, answered: readonly SceneId[]): { input: DietInput; report: GeneReport | null } | null {
  const walk = walkOf(factsOf(answers.answers, answers.report));
  if (!walk.filter(isAnswerScene).every((scene) => answered.includes(scene)) || answers.report.source === null) return null;
  const input = inputOf(answers.answers);
  if (validateDietInput(input).length > 0) return null;
  const report = reportOf(answers.report);
  if (answers.report.source !== 'none' && report === null) return null;
  return { input, report };
}

/** The answers of an input record (a results record opened from its link), every scene of its walk answered. */
export function answersOfInput(input: DietInput, report: GeneReport | null): { answer: SceneAnswer; answered: SceneId[] } {
  const answers: DietAnswers = { ...emptyAnswers(), ...input, medicalConditionIds: [...input.medicalConditionIds] } as DietAnswers;
  const reportAnswer: ReportAnswer = report ? { source: 'typed', profileId: null, levels: levelsOf(report) } : emptyReport();
  if (!report) reportAnswer.source = 'none';
  const answer = { answers, report: reportAnswer };
  return { answer, answered: walkOf(factsOf(answers, reportAnswer)).filter(isAnswerScene) };
}

/** The ids people pick from, with their types, for the views. */
export type { AgeUnitId, MedicalConditionId, PurposeId };

/** A stored level set is whole: every level 1 to 3 (detoxification 1 or 2). */
const isLevels = (value: unknown): value is Record<LevelKey, number> =>
  typeof value === 'object' &&
  value !== null &&
  levelKeys.every((key) => {
    const level = (value as Record<string, unknown>)[key];
    return Number.isInteger(level) && (level as number) >= 1 && (level as number) <= (key === 'detoxification' ? 2 : 3);
  });

/**
 * What a reload may keep of the answers stored before it: the scenes answered in the order of
 * their walk, each read again as its form would have been (so each is judged by the same rules),
 * up to the first that is not answered or no longer accepted. An account report picked before
 * is kept with its levels.
 */
export function sanitizeStored(stored: unknown): { answer: SceneAnswer; answered: SceneId[] } {
  let answer: SceneAnswer = { answers: emptyAnswers(), report: emptyReport() };
  const answered: SceneId[] = [];
  if (typeof stored !== 'object' || stored === null) return { answer, answered };
  const { answers, report, answered: storedAnswered } = stored as { answers?: unknown; report?: unknown; answered?: unknown };
  if (typeof answers !== 'object' || answers === null || !Array.isArray(storedAnswered)) return { answer, answered };
  const values = answers as Record<string, unknown>;
  const storedReport = (typeof report === 'object' && report !== null ? report : {}) as { source?: unknown; profileId?: unknown; levels?: unknown };
  const levels = (typeof storedReport.levels === 'object' && storedReport.levels !== null ? storedReport.levels : {}) as Record<string, unknown>;
  for (;;) {
    const next = walkOf(factsOf(answer.answers, answer.report)).find((scene) => isAnswerScene(scene) && !answered.includes(scene));
    if (next === undefined || !storedAnswered.includes(next)) break;
    if (fieldsOf(next, answer.answers).includes('reportSource') && storedReport.source === 'account') {
      if (typeof storedReport.profileId !== 'string' || !isLevels(levels)) break;
      answer = { ...answer, report: { source: 'account', profileId: storedReport.profileId, levels: { ...levels } } };
      answered.push(next);
      continue;
    }
    const form: Record<string, string | string[]> = {};
    for (const field of fieldsOf(next, answer.answers)) {
      const value = field === 'reportSource' ? storedReport.source : (levelKeys as readonly string[]).includes(field) ? levels[field] : values[field];
      form[field] = Array.isArray(value) ? value.map(String) : value === null || value === undefined ? '' : String(value);
    }
    const read = readScene(next, form, answer, null);
    if (!read.ok) break;
    answer = read.answer;
    answered.push(next);
  }
  return { answer, answered };
}
