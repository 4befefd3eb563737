import { describe, expect, it } from 'vitest';
import { emptyAnswers } from './answers';
import type { AnswerField } from './answers';
import { choicesOf } from './diet-quiz.selectors';

/**
 * The choices a form offers (spec §3 "Diet quiz enumerations": the ids of each enumeration; §5:
 * ids in range; README "Scenes": hypertension (1) and thyroid diseases (2) hidden for kids, no box
 * ticked is "none" (0), an adult answers in years). The model test drives the forms; the page
 * draws these choices.
 */

const adult = { ...emptyAnswers(), purposeId: 1 };
const kid = { ...emptyAnswers(), purposeId: 2 };

describe('the choices of each field', () => {
  it('offers the spec’s ids, the same to adults and kids', () => {
    const ids: Partial<Record<AnswerField, number[]>> = {
      purposeId: [1, 2, 3],
      genderId: [1, 2],
      weightGoalId: [1, 2, 3],
      occupationTypeId: [1, 2, 3, 4],
      exerciseIntensityId: [0, 1, 2, 3, 4],
      pregnancyStageId: [1, 2, 3, 4],
      detoxification: [1, 2],
      carbohydrate: [1, 2, 3],
      fat: [1, 2, 3],
      protein: [1, 2, 3],
      vitaminA: [1, 2, 3],
      vitaminB2: [1, 2, 3],
      vitaminB6: [1, 2, 3],
      vitaminB12: [1, 2, 3],
      vitaminC: [1, 2, 3],
      vitaminD: [1, 2, 3],
      vitaminE: [1, 2, 3],
      folate: [1, 2, 3],
    };
    for (const [field, expected] of Object.entries(ids)) {
      expect(choicesOf(field as AnswerField, adult), field).toEqual(expected);
      expect(choicesOf(field as AnswerField, kid), field).toEqual(expected);
    }
  });

  it('lets a child’s parent pick years or months; an adult answers in years, with nothing to pick', () => {
    expect(choicesOf('ageUnitId', kid)).toEqual([1, 2]);
    expect(choicesOf('ageUnitId', adult)).toEqual([]);
  });

  it('offers the conditions as boxes without "none", hypertension and thyroid diseases not for kids', () => {
    expect(choicesOf('medicalConditionIds', adult)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(choicesOf('medicalConditionIds', kid)).toEqual([3, 4, 5, 6, 7]);
  });

  it('offers no choice for the typed fields and the report, which the scene lists itself', () => {
    for (const field of ['age', 'height', 'weight', 'amountOfBreastMilk', 'reportSource'] as const) {
      expect(choicesOf(field, adult), field).toEqual([]);
      expect(choicesOf(field, kid), field).toEqual([]);
    }
  });
});
