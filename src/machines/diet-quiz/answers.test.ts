import { describe, expect, it } from 'vitest';
import type { DietInput } from '../../domain/nutrition/input';
import { answerScene, answersOfInput, completeInput, emptyAnswers, emptyLevels, emptyReport, fieldsOf, inputOf, readNumber, readScene, reportOf, sanitizeStored } from './answers';
import type { DietAnswers, SceneAnswer } from './answers';
import { ACCOUNT_REPORT, ACCOUNT_REPORTS } from './diet-quiz.fixtures';

/**
 * The answers outside the model test's samples (README "Scenes", "The URL, reload, back and
 * forward"): what a reload keeps of an account's report or of malformed storage, forms the page
 * sends with a field left out, a results record opened with its report, and the scenes that ask
 * nothing.
 */

/** A man of 40 in weight management, every adult scene before the report answered. */
const MAN: DietAnswers = {
  ...emptyAnswers(),
  purposeId: 1,
  genderId: 1,
  age: 40,
  ageUnitId: 1,
  height: 172,
  weight: 70,
  weightGoalId: 3,
  occupationTypeId: 2,
  exerciseIntensityId: 1,
  medicalConditionIds: [],
};
const MAN_SCENES = [1, 6, 7, 8, 9, 10, 11];
/** The demo account's report as the quiz keeps its levels. */
const ACCOUNT_LEVELS = { carbohydrate: 3, fat: 2, protein: 1, vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2, detoxification: 1 };
const stored = (report: unknown, answered: number[] = [...MAN_SCENES, 14], answers: unknown = MAN) => ({ answers, report, answered, record: null, secret: null });

describe('what a reload keeps', () => {
  it('keeps a report picked from the account, with its levels', () => {
    const kept = sanitizeStored(stored({ source: 'account', profileId: ACCOUNT_REPORTS[0].profileId, levels: ACCOUNT_LEVELS }));
    expect(kept.answered).toEqual([...MAN_SCENES, 14]);
    expect(kept.answer.answers).toEqual(MAN);
    expect(kept.answer.report).toEqual({ source: 'account', profileId: ACCOUNT_REPORTS[0].profileId, levels: ACCOUNT_LEVELS });
  });

  it('drops an account report whose profile or levels are not whole, and keeps the answers before it', () => {
    const profileId = ACCOUNT_REPORTS[0].profileId;
    for (const report of [
      { source: 'account', levels: ACCOUNT_LEVELS },
      { source: 'account', profileId: 7, levels: ACCOUNT_LEVELS },
      { source: 'account', profileId },
      { source: 'account', profileId, levels: null },
      { source: 'account', profileId, levels: { ...ACCOUNT_LEVELS, detoxification: 3 } },
      { source: 'account', profileId, levels: { ...ACCOUNT_LEVELS, fat: 4 } },
      { source: 'account', profileId, levels: { ...ACCOUNT_LEVELS, protein: 0 } },
      { source: 'account', profileId, levels: { ...ACCOUNT_LEVELS, vitaminC: 1.5 } },
      { source: 'account', profileId, levels: { ...ACCOUNT_LEVELS, folate: '2' } },
    ]) {
      const kept = sanitizeStored(stored(report));
      expect(kept.answered, JSON.stringify(report)).toEqual(MAN_SCENES);
      expect(kept.answer.report.source, JSON.stringify(report)).toBeNull();
      expect(kept.answer.answers).toEqual(MAN);
    }
    // Detoxification 2 and every other level 3 are whole.
    const high = { ...Object.fromEntries(Object.keys(ACCOUNT_LEVELS).map((key) => [key, 3])), detoxification: 2 };
    expect(sanitizeStored(stored({ source: 'account', profileId, levels: high })).answered).toEqual([...MAN_SCENES, 14]);
  });

  it('reads a report typed or skipped like its form', () => {
    expect(sanitizeStored(stored({ source: 'none', profileId: null, levels: {} })).answer.report.source).toBe('none');
    // Typed levels are read on their own scenes, 15 to 18.
    const typed = sanitizeStored(stored({ source: 'typed', profileId: null, levels: ACCOUNT_LEVELS }, [...MAN_SCENES, 14, 15, 16, 17, 18]));
    expect(typed.answered).toEqual([...MAN_SCENES, 14, 15, 16, 17, 18]);
    expect(typed.answer.report).toEqual({ source: 'typed', profileId: null, levels: ACCOUNT_LEVELS });
  });

  it('reads an answer stored as null as a field left empty: refused where it is required', () => {
    const kept = sanitizeStored(stored(null, MAN_SCENES, { ...MAN, weightGoalId: null }));
    expect(kept.answered).toEqual([1, 6, 7]);
    expect(kept.answer.answers.weightGoalId).toBeNull();
  });

  it('keeps a breast-milk amount stored as unknown (null or left out): it may be left empty', () => {
    const baby = { ...emptyAnswers(), purposeId: 2, genderId: 1, age: 6, ageUnitId: 2, height: 67, weight: 7.9, medicalConditionIds: [], amountOfBreastMilk: null };
    const scenes = [1, 5, 7, 12, 13];
    expect(sanitizeStored(stored(null, scenes, baby)).answered).toEqual(scenes);
    const { amountOfBreastMilk: _left, ...withoutMilk } = baby;
    expect(sanitizeStored(stored(null, scenes, withoutMilk)).answered).toEqual(scenes);
  });

  it('keeps nothing of storage that is not a stored quiz', () => {
    const nothing = { answer: { answers: emptyAnswers(), report: { source: null, profileId: null, levels: sanitizeStored(null).answer.report.levels } }, answered: [] };
    for (const value of [null, undefined, 'quiz', 42, {}, { answers: MAN }, { answers: null, answered: [1] }, { answers: MAN, answered: '1,6' }]) {
      expect(sanitizeStored(value), JSON.stringify(value)).toEqual(nothing);
    }
    expect(Object.values(nothing.answer.report.levels).every((level) => level === null)).toBe(true);
  });
});

describe('a typed number', () => {
  it('trims spaces and reads a decimal comma; empty is not given; anything else is no number', () => {
    expect([readNumber(' 70 '), readNumber('62,5'), readNumber('62.5'), readNumber('62.25'), readNumber('-3')]).toEqual([70, 62.5, 62.5, 62.25, -3]);
    for (const text of ['', '   ', undefined, ['7']]) expect(readNumber(text), JSON.stringify(text)).toBeNull();
    // Digits only, with one decimal separator: what JavaScript would also read as a number is still refused.
    for (const text of ['abc', '1e3', '0x10', '+5', '.5', '7.', '1 2', '7kg', 'kg7']) expect(readNumber(text), text).toBeNaN();
  });
});

describe('reading a form', () => {
  const home: SceneAnswer = { answers: emptyAnswers(), report: { source: null, profileId: null, levels: sanitizeStored(null).answer.report.levels } };
  const manBeforeReport: SceneAnswer = { answers: MAN, report: home.report };

  it('takes a report of the account with its levels, marked as the account’s', () => {
    const read = readScene(14, { reportSource: `account:${ACCOUNT_REPORTS[0].profileId}` }, manBeforeReport, ACCOUNT_REPORTS);
    expect(read.ok && read.answer.report).toEqual({ source: 'account', profileId: ACCOUNT_REPORTS[0].profileId, levels: ACCOUNT_LEVELS });
  });

  it('takes levels 1 to 3 (detoxification 1 or 2) and names the level refused', () => {
    const typing: SceneAnswer = { answers: MAN, report: { ...home.report, source: 'typed' } };
    expect(readScene(15, { carbohydrate: '4', fat: '2', protein: '' }, typing, null)).toEqual({
      ok: false,
      issues: [
        { field: 'carbohydrate', reason: 'invalid_choice' },
        { field: 'protein', reason: 'required' },
      ],
    });
    expect(readScene(15, { carbohydrate: '0', fat: '2.5', protein: '3' }, typing, null)).toEqual({
      ok: false,
      issues: [
        { field: 'carbohydrate', reason: 'invalid_choice' },
        { field: 'fat', reason: 'invalid_choice' },
      ],
    });
    expect(readScene(18, { detoxification: '3' }, typing, null)).toEqual({ ok: false, issues: [{ field: 'detoxification', reason: 'invalid_choice' }] });
    const read = readScene(18, { detoxification: '2' }, typing, null);
    expect(read.ok && read.answer.report.levels.detoxification).toBe(2);
  });

  it('asks for a report choice left out, and refuses one the account does not hold', () => {
    expect(readScene(14, {}, manBeforeReport, ACCOUNT_REPORTS)).toEqual({ ok: false, issues: [{ field: 'reportSource', reason: 'required' }] });
    expect(readScene(14, { reportSource: 'account:someone-else' }, manBeforeReport, ACCOUNT_REPORTS)).toEqual({ ok: false, issues: [{ field: 'reportSource', reason: 'invalid_choice' }] });
  });

  it('asks for a field left empty, and says when what was typed is no number', () => {
    const before: SceneAnswer = { answers: { ...MAN, weightGoalId: null }, report: home.report };
    for (const form of [{}, { weightGoalId: '' }, { weightGoalId: '  ' }]) {
      expect(readScene(8, form, before, null), JSON.stringify(form)).toEqual({ ok: false, issues: [{ field: 'weightGoalId', reason: 'required' }] });
    }
    expect(readScene(8, { weightGoalId: 'two' }, before, null)).toEqual({ ok: false, issues: [{ field: 'weightGoalId', reason: 'not_a_number' }] });
    expect(readScene(6, { genderId: '' }, { answers: { ...emptyAnswers(), purposeId: 1 }, report: home.report }, null)).toEqual({ ok: false, issues: [{ field: 'genderId', reason: 'required' }] });
    // The breast milk a child drinks may be left empty (not known).
    const baby = { ...emptyAnswers(), purposeId: 2, genderId: 1, age: 6, ageUnitId: 2, height: 67, weight: 7.9, medicalConditionIds: [] };
    const milk = readScene(13, { amountOfBreastMilk: '' }, { answers: baby, report: home.report }, null);
    expect(milk.ok && milk.answer.answers.amountOfBreastMilk).toBeNull();
    const read = readScene(8, { weightGoalId: ' 2 ' }, before, null);
    expect(read.ok && read.answer.answers.weightGoalId).toBe(2);
  });

  it('reads no medical condition ticked (the field left out) as none', () => {
    const read = readScene(11, {}, { answers: { ...MAN, medicalConditionIds: null }, report: home.report }, null);
    expect(read.ok && read.answer.answers.medicalConditionIds).toEqual([]);
    const one = readScene(11, { medicalConditionIds: '6' }, { answers: { ...MAN, medicalConditionIds: null }, report: home.report }, null);
    expect(one.ok && one.answer.answers.medicalConditionIds).toEqual([6]);
    // Empty values (a box group sending blanks) are not conditions.
    const blanks = readScene(11, { medicalConditionIds: ['', ' ', ' 5 '] }, { answers: { ...MAN, medicalConditionIds: null }, report: home.report }, null);
    expect(blanks.ok && blanks.answer.answers.medicalConditionIds).toEqual([5]);
  });

  it('keeps the breast milk typed on scene 11 only for a breastfeeding mother', () => {
    const woman: SceneAnswer = { answers: { ...MAN, genderId: 2, age: 30, medicalConditionIds: null }, report: home.report };
    const pregnant = readScene(11, { medicalConditionIds: [], pregnancyStageId: '2', amountOfBreastMilk: '700' }, woman, null);
    expect(pregnant.ok && pregnant.answer.answers).toMatchObject({ pregnancyStageId: 2, amountOfBreastMilk: null });
    const breastfeeding = readScene(11, { medicalConditionIds: [], pregnancyStageId: '4', amountOfBreastMilk: '700' }, woman, null);
    expect(breastfeeding.ok && breastfeeding.answer.answers).toMatchObject({ pregnancyStageId: 4, amountOfBreastMilk: 700 });
  });

  it('asks a pregnancy and breast milk on scene 11 only of a woman of 18 to 55', () => {
    const pregnancy = ['medicalConditionIds', 'pregnancyStageId', 'amountOfBreastMilk'];
    expect(fieldsOf(11, { ...MAN, genderId: 2, age: 30 })).toEqual(pregnancy);
    expect(fieldsOf(11, { ...MAN, genderId: 2, age: 56 })).toEqual(['medicalConditionIds']);
    expect(fieldsOf(11, MAN)).toEqual(['medicalConditionIds']);
    // Not known yet: not asked.
    expect(fieldsOf(11, { ...emptyAnswers(), purposeId: 1 })).toEqual(['medicalConditionIds']);
  });

  it('asks nothing on the purpose homes and on the scenes from the calculation on', () => {
    for (const scene of [2, 3, 4, 21, 22, 30, 31, 32, 33]) expect(fieldsOf(scene, MAN), `scene ${scene}`).toEqual([]);
  });
});

describe('the report the answers give', () => {
  it('is none while the report is not chosen or skipped, whatever levels were typed before', () => {
    expect(reportOf({ source: 'none', profileId: null, levels: ACCOUNT_LEVELS })).toBeNull();
    expect(reportOf({ source: null, profileId: null, levels: ACCOUNT_LEVELS })).toBeNull();
    expect(reportOf({ source: 'typed', profileId: null, levels: ACCOUNT_LEVELS })).toEqual(ACCOUNT_REPORT);
    expect(reportOf({ source: 'typed', profileId: null, levels: { ...ACCOUNT_LEVELS, folate: null } })).toBeNull();
  });
});

describe('a results record opened from its link', () => {
  const input: DietInput = { ...inputOf(MAN), pregnancyStageId: null, amountOfBreastMilk: null };

  it('fills the answers and the report it was calculated with, every scene of its walk answered', () => {
    const opened = answersOfInput(input, ACCOUNT_REPORT);
    expect(opened.answer.report).toEqual({ source: 'typed', profileId: null, levels: ACCOUNT_LEVELS });
    expect(opened.answered).toEqual([...MAN_SCENES, 14, 15, 16, 17, 18]);
    const none = answersOfInput(input, null);
    expect(none.answer.report.source).toBe('none');
    expect(none.answered).toEqual([...MAN_SCENES, 14]);
  });
});

/** The report scene answered "none" (availability 0). */
const NO_REPORT = { source: 'none' as const, profileId: null, levels: emptyLevels() };

describe('a scene answered again (README "Scenes": a new purpose, gender or age clears the later answers)', () => {
  const none = NO_REPORT;
  const before: SceneAnswer = { answers: MAN, report: none };
  const answered = [...MAN_SCENES, 14];

  it('keeps every answer when the change leaves the walk as it was (a new weight goal)', () => {
    const after: SceneAnswer = { answers: { ...MAN, weightGoalId: 2 }, report: none };
    expect(answerScene(8, before, answered, after)).toEqual({ answer: after, answered });
  });

  it('clears the scenes after a new age, keeps those before it and the age scene itself, and forgets the report', () => {
    const after: SceneAnswer = { answers: { ...MAN, age: 41 }, report: none };
    const cleared = emptyAnswers();
    expect(answerScene(7, before, answered, after)).toEqual({
      answer: {
        answers: { ...cleared, purposeId: 1, genderId: 1, age: 41, ageUnitId: 1, height: 172, weight: 70 },
        report: emptyReport(),
      },
      answered: [1, 6, 7],
    });
  });

  it('keeps only the new purpose when the purpose changes', () => {
    const after: SceneAnswer = { answers: { ...MAN, purposeId: 2 }, report: none };
    expect(answerScene(1, before, answered, after)).toEqual({ answer: { answers: { ...emptyAnswers(), purposeId: 2 }, report: emptyReport() }, answered: [1] });
  });
});

describe('the complete input (README "Scenes": every answer scene of the walk, and the engine accepts it)', () => {
  const none = NO_REPORT;
  const answered = [...MAN_SCENES, 14];

  it('is the answers and no report once every scene of the walk is answered without a report', () => {
    const complete = completeInput({ answers: MAN, report: none }, answered);
    expect(complete?.report).toBeNull();
    expect(complete?.input).toMatchObject({ purposeId: 1, genderId: 1, age: 40, height: 172, weight: 70, weightGoalId: 3 });
  });

  it('is not there while a scene of the walk is unanswered, the report is not chosen, its levels are missing, or the engine refuses the input', () => {
    expect(completeInput({ answers: MAN, report: none }, answered.filter((scene) => scene !== 9))).toBeNull();
    expect(completeInput({ answers: MAN, report: emptyReport() }, answered)).toBeNull();
    expect(completeInput({ answers: MAN, report: { source: 'typed', profileId: null, levels: emptyLevels() } }, [...answered, 15, 16, 17, 18])).toBeNull();
    expect(completeInput({ answers: { ...MAN, height: 9 }, report: none }, answered)).toBeNull();
  });
});
