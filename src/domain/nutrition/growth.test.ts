import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROWTH_CUTOFFS, IMPLAUSIBLE_Z, LAST_MONTH, growthCurve, isWeightBased, heightStatus, kidGrowth, lmsAt, valueAtZ, weightStatus, zScore, zScoreAt } from './growth';

/*
 * Spot checks against the WHO tables as WHO publishes them (values rounded to 0.1):
 * - WHO Child Growth Standards, weight-for-age z-score tables 0-5 years ("wfa_boys_0-to-5-years",
 *   "wfa_girls_0-to-5-years"), and length/height-for-age ("lhfa_…"), by month;
 * - WHO Growth Reference 2007, BMI-for-age 5-19 years ("bmi-for-age boys 5-19 years"), by month.
 */
const sd = (gender: 1 | 2, indicator: 'weightForAge' | 'lengthHeightForAge' | 'bmiForAge', month: number, z: number) => valueAtZ(lmsAt(gender, indicator, month)!, z);

describe('WHO figures', () => {
  it.each([
    // gender, indicator, month, −2 SD, median, +2 SD (WHO tables)
    [1, 'weightForAge', 0, 2.5, 3.3, 4.4],
    [1, 'weightForAge', 6, 6.4, 7.9, 9.8],
    [2, 'weightForAge', 6, 5.7, 7.3, 9.3],
    [1, 'weightForAge', 12, 7.7, 9.6, 12.0],
    [2, 'weightForAge', 12, 7.0, 8.9, 11.5],
    [1, 'lengthHeightForAge', 0, 46.1, 49.9, 53.7],
    [1, 'lengthHeightForAge', 24, 81.0, 87.1, 93.2],
    [2, 'lengthHeightForAge', 24, 79.3, 85.7, 92.2],
    [1, 'bmiForAge', 180, 16.0, 19.8, 27.0],
  ] as const)('gender %i %s at %i months: −2 SD %f, median %f, +2 SD %f', (gender, indicator, month, minus2, median, plus2) => {
    // The tables print one decimal: a figure may be up to 0.05 away, and WHO's monthly rows sit on
    // whole days (month × 30.4375 rounded), which moves a few figures by another hundredth.
    expect(Math.abs(sd(gender, indicator, month, -2) - minus2)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(sd(gender, indicator, month, 0) - median)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(sd(gender, indicator, month, 2) - plus2)).toBeLessThanOrEqual(0.06);
  });

  it('gives the published figure back as its z-score', () => {
    // A 12-month-old boy of 7.7 kg is at −2 SD, one of 9.6 kg at the median (rounding moves z by < 0.05).
    expect(zScoreAt(1, 'weightForAge', 12, 7.7)!).toBeCloseTo(-2, 1);
    expect(zScoreAt(1, 'weightForAge', 12, 9.6479)!).toBeCloseTo(0, 2);
    expect(zScoreAt(1, 'lengthHeightForAge', 24, 93.2)!).toBeCloseTo(2, 1);
  });

  it('interpolates between whole months, linearly in L, M and S', () => {
    const [l6, m6, s6] = lmsAt(1, 'weightForAge', 6)!;
    const [l7, m7, s7] = lmsAt(1, 'weightForAge', 7)!;
    const [l, m, s] = lmsAt(1, 'weightForAge', 6.5)!;
    expect(l).toBeCloseTo((l6 + l7) / 2, 10);
    expect(m).toBeCloseTo((m6 + m7) / 2, 10);
    expect(s).toBeCloseTo((s6 + s7) / 2, 10);
  });

  it('has no weight-for-age after 10 years and nothing past 19 years or before birth', () => {
    expect(lmsAt(1, 'weightForAge', 120)).not.toBeNull();
    expect(lmsAt(1, 'weightForAge', 120.5)).toBeNull();
    expect(lmsAt(1, 'bmiForAge', 228)).not.toBeNull();
    expect(lmsAt(1, 'bmiForAge', 229)).toBeNull();
    expect(lmsAt(1, 'bmiForAge', -1)).toBeNull();
  });
});

describe('z-scores', () => {
  it('uses ln(y/M)/S when L is 0', () => {
    // ln(20/20) / 0.1 = 0; ln(22/20) / 0.1 = 0.9531
    expect(zScore([0, 20, 0.1], 20, false)).toBe(0);
    expect(zScore([0, 20, 0.1], 22, false)).toBeCloseTo(Math.log(1.1) / 0.1, 10);
    expect(valueAtZ([0, 20, 0.1], 1)).toBeCloseTo(20 * Math.exp(0.1), 10);
    // M·e^(S·z): at z = 2, 20 · e^0.2 = 24.43; at z = −2, 20 · e^−0.2 = 16.37.
    expect(valueAtZ([0, 20, 0.1], 2)).toBeCloseTo(20 * Math.exp(0.2), 10);
    expect(valueAtZ([0, 20, 0.1], -2)).toBeCloseTo(20 * Math.exp(-0.2), 10);
  });

  it('restricts weight tails beyond ±3 in units of the 2-to-3 SD interval (WHO "SD23")', () => {
    // L = −1, M = 10, S = 0.1: SD3 = 10 (1 − 0.3)^−1 = 14.2857, SD2 = 10 (1 − 0.2)^−1 = 12.5.
    // y = 16.0714 is one interval past SD3: restricted z = 3 + (16.0714 − 14.2857) / 1.7857 = 4.
    const lms = [-1, 10, 0.1] as const;
    expect(zScore(lms, 16.07143, true)).toBeCloseTo(4, 4);
    // Unrestricted, the same weight is ((16.0714/10)^−1 − 1)/(−0.1) = 3.778.
    expect(zScore(lms, 16.07143, false)).toBeCloseTo(3.778, 3);
    // Low side: SD−3 = 10 (1 + 0.3)^−1 = 7.6923, SD−2 = 10 (1.2)^−1 = 8.3333; y = 7.0513 → −3 − 1 = −4.
    expect(zScore(lms, 7.05128, true)).toBeCloseTo(-4, 4);
    // Within ±3 the rule changes nothing.
    expect(zScore(lms, 12.5, true)).toBeCloseTo(2, 10);
  });
});

describe('statuses', () => {
  it('calls height short below −2 and tall above +2', () => {
    expect([-2.01, -2, 0, 2, 2.01].map(heightStatus)).toEqual([1, 2, 2, 2, 3]);
  });

  it('calls a child under 5 overweight above BMI-for-age +2, and from 61 months above +1', () => {
    const z = (bmiForAge: number, weightForAge: number | null = 0) => ({ heightForAge: 0, weightForAge, bmiForAge });
    expect(weightStatus(60, z(2))).toBe(2);
    expect(weightStatus(60, z(2.01))).toBe(3);
    expect(weightStatus(GROWTH_CUTOFFS.referenceFromMonth, z(1))).toBe(2);
    expect(weightStatus(GROWTH_CUTOFFS.referenceFromMonth, z(1.01))).toBe(3);
  });

  it('calls a child light below weight-for-age −2, or below BMI-for-age −2 where weight-for-age is not tabulated', () => {
    expect(weightStatus(24, { heightForAge: 0, weightForAge: -2, bmiForAge: 0 })).toBe(2);
    expect(weightStatus(24, { heightForAge: 0, weightForAge: -2.01, bmiForAge: 0 })).toBe(1);
    expect(weightStatus(180, { heightForAge: 0, weightForAge: null, bmiForAge: -2.01 })).toBe(1);
    expect(weightStatus(180, { heightForAge: 0, weightForAge: null, bmiForAge: -2 })).toBe(2);
    // BMI decides first: a short, heavy-for-height child is overweight even with a low weight-for-age.
    expect(weightStatus(24, { heightForAge: -3, weightForAge: -2.5, bmiForAge: 2.5 })).toBe(3);
  });

  it('classifies a real child: a 12-month-old boy at −2 SD weight and median length', () => {
    const growth = kidGrowth(1, 12, 75.7, 7.6);
    expect(growth.zScores.heightForAge).toBeCloseTo(0, 1);
    expect(growth.zScores.weightForAge!).toBeLessThan(-2);
    expect(growth.weightStatusId).toBe(1);
    expect(growth.heightStatusId).toBe(2);
    expect(growth.bmi).toBeCloseTo(7.6 / 0.757 ** 2, 10);
  });

  it('gives the z-score of each indicator against its own WHO table', () => {
    // A 24-month-old boy of 93.2 cm is at +2 SD length/height-for-age (WHO lhfa table), so tall only above it.
    const tall = kidGrowth(1, 24, 93.2, 12.2);
    expect(tall.zScores.heightForAge).toBeCloseTo(2, 1);
    expect(tall.zScores.weightForAge!).toBeCloseTo(0, 1);
    // A 15-year-old boy (180 months, WHO 2007 BMI-for-age: median 19.8, +2 SD 27.0) of 170 cm:
    // 57.2 kg is BMI 19.8, the median; 78.0 kg is BMI 27.0, +2 SD, overweight from 5 years (above +1).
    expect(kidGrowth(1, 180, 170, 57.2).zScores).toMatchObject({ weightForAge: null, bmiForAge: expect.closeTo(0, 1) });
    const heavy = kidGrowth(1, 180, 170, 78.0);
    expect(heavy.zScores.bmiForAge).toBeCloseTo(2, 1);
    expect(heavy.weightStatusId).toBe(3);
  });

  it('draws the −2, median and +2 lines of a curve month by month', () => {
    const curve = growthCurve(1, 'weightForAge', 11.5, 13);
    expect(curve.map((point) => point.month)).toEqual([12, 13]);
    expect(curve[0].median).toBeCloseTo(9.6, 1);
    expect(curve[0].minus2).toBeCloseTo(7.7, 1);
    expect(curve[0].plus2).toBeCloseTo(12.0, 1);
    expect(growthCurve(1, 'weightForAge', 119, 130).map((point) => point.month)).toEqual([119, 120]);
    expect(growthCurve(2, 'lengthHeightForAge', -3, 1).map((point) => point.month)).toEqual([0, 1]);
  });

  it('uses WHO Anthro’s implausibility limits and knows which indicators are weight-based', () => {
    expect(IMPLAUSIBLE_Z).toEqual({ heightForAge: 6, weightForAgeLow: -6, weightForAgeHigh: 5, bmiForAge: 5 });
    expect(GROWTH_CUTOFFS).toEqual({ short: -2, tall: 2, light: -2, overweightUnder5: 2, overweightFrom5: 1, referenceFromMonth: 61 });
    expect(LAST_MONTH).toEqual({ weightForAge: 120, lengthHeightForAge: 228, bmiForAge: 228 });
    expect(['weightForAge', 'lengthHeightForAge', 'bmiForAge'].map((indicator) => isWeightBased(indicator as 'bmiForAge'))).toEqual([true, false, true]);
  });
});

describe('the monthly rows', () => {
  /** One WHO file as WHO publishes it (scripts/data/who-growth): sex → age → the printed L, M, S. */
  const whoFile = (file: string) => {
    const rows = new Map<string, [number, number, number]>();
    for (const line of readFileSync(new URL(`../../../scripts/data/who-growth/${file}`, import.meta.url), 'utf8').trim().split(/\r?\n/).slice(1)) {
      const [sex, age, l, m, s] = line.split('\t');
      rows.set(`${sex}/${age}`, [Number(l), Number(m), Number(s)]);
    }
    return rows;
  };
  const FILES = {
    weightForAge: ['weianthro.txt', 'wfawho2007.txt'],
    lengthHeightForAge: ['lenanthro.txt', 'hfawho2007.txt'],
    bmiForAge: ['bmianthro.txt', 'bfawho2007.txt'],
  } as const;

  it.each(Object.entries(FILES))("%s: every month's L, M, S is exactly WHO's printed figure (day round(month × 30.4375) to 60 months, the 2007 month after)", (indicator, [standards, reference]) => {
    const byDay = whoFile(standards);
    const byMonth = whoFile(reference);
    const last = LAST_MONTH[indicator as keyof typeof FILES];
    for (const gender of [1, 2] as const) {
      for (let month = 0; month <= last; month++) {
        const expected = month <= 60 ? byDay.get(`${gender}/${Math.round(month * 30.4375)}`) : byMonth.get(`${gender}/${month}`);
        expect(expected, `${indicator} ${gender} ${month}`).toBeDefined();
        expect(lmsAt(gender, indicator as keyof typeof FILES, month), `${indicator} ${gender} ${month}`).toEqual(expected);
      }
      expect(lmsAt(gender, indicator as keyof typeof FILES, last + 1)).toBeNull();
    }
  });
});
