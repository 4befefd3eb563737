import { describe, expect, it } from 'vitest';
import {
  userGroupIds,
  ADULT_USER_GROUP_IDS,
  DEFAULT_DAILY_CALORIE_INTAKE,
  FOOD_AMOUNT_AMPLITUDE,
  FOOD_GROUP_NUTRIENT,
  USER_GROUP_NAMES,
  USER_GROUP_NAME_LOGIC_MISMATCH_IDS,
  WITHOUT_REPORT_USER_GROUP_IDS,
  WITH_REPORT_USER_GROUP_IDS,
  isWithReportUserGroup,
  kidAgeBand,
  userGroupIdFor,
} from './enumerations';

describe('user groups and the spec’s numbering mismatch', () => {
  it('keeps the spec’s logic grouping: 1, 4, 5, 7 without a report; 2, 3, 6, 8 with one', () => {
    expect(WITHOUT_REPORT_USER_GROUP_IDS).toEqual([1, 4, 5, 7]);
    expect(WITH_REPORT_USER_GROUP_IDS).toEqual([2, 3, 6, 8]);
    expect(userGroupIds.filter(isWithReportUserGroup)).toEqual([2, 3, 6, 8]);
    expect(ADULT_USER_GROUP_IDS).toEqual([1, 2]);
  });

  it('names the mismatch: the spec calls 3 the 6-month-old WITHOUT a report, yet its logic treats 3 as WITH one (and 4 the other way round)', () => {
    expect(USER_GROUP_NAMES[3].withReport).toBe(false);
    expect(isWithReportUserGroup(3)).toBe(true);
    expect(USER_GROUP_NAMES[4].withReport).toBe(true);
    expect(isWithReportUserGroup(4)).toBe(false);
    // Every other group's name agrees with the logic: only 3 and 4 disagree.
    const disagree = userGroupIds.filter((id) => USER_GROUP_NAMES[id].withReport !== isWithReportUserGroup(id));
    expect(disagree).toEqual(USER_GROUP_NAME_LOGIC_MISMATCH_IDS);
  });

  it('gives each age band and report availability its group by the logic', () => {
    expect(userGroupIdFor('adult', false)).toBe(1);
    expect(userGroupIdFor('adult', true)).toBe(2);
    expect(userGroupIdFor('upTo6Months', false)).toBe(4);
    expect(userGroupIdFor('upTo6Months', true)).toBe(3);
    expect(userGroupIdFor('upTo2Years', false)).toBe(5);
    expect(userGroupIdFor('upTo2Years', true)).toBe(6);
    expect(userGroupIdFor('upTo18Years', false)).toBe(7);
    expect(userGroupIdFor('upTo18Years', true)).toBe(8);
  });

  it('reads the groups’ ages as the upper ends of the bands: up to 6 months, up to 24 months, then to 18 years', () => {
    expect([0, 6, 7, 24, 25, 216].map(kidAgeBand)).toEqual(['upTo6Months', 'upTo6Months', 'upTo2Years', 'upTo2Years', 'upTo18Years', 'upTo18Years']);
  });
});

describe('constants', () => {
  it('has the spec’s default intake and amplitude', () => {
    expect(DEFAULT_DAILY_CALORIE_INTAKE).toEqual({ total: 1000, breastfeeding: 300, food: 700 });
    expect(DEFAULT_DAILY_CALORIE_INTAKE.breastfeeding + DEFAULT_DAILY_CALORIE_INTAKE.food).toBe(DEFAULT_DAILY_CALORIE_INTAKE.total);
    expect(FOOD_AMOUNT_AMPLITUDE).toEqual({ adult: 0.1, kid: 0.1 });
  });

  it('counts each food group for the spec’s nutrient: carbs, vegetables, fruit carbohydrate; meat, fish, seafood protein; nuts, dairy fat', () => {
    expect(FOOD_GROUP_NUTRIENT).toEqual({ 1: 1, 2: 3, 3: 3, 4: 3, 5: 1, 6: 1, 7: 2, 8: 2 });
  });
});
