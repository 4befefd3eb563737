import { describe, expect, it } from 'vitest';
import { BANNER_CHECKPOINTS, COUPON_CHECKPOINTS, checkpointsFrom } from './checkpoints';
import { nextCheckpoint, remainingUntil } from './countdown';

const at = (iso: string) => Date.parse(iso);
const zero = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('remainingUntil (UTC+7 calendar)', () => {
  it('breaks a span into years, months, days, hours, minutes and seconds', () => {
    expect(remainingUntil(at('2021-06-10T08:00:00+07:00'), at('2022-08-15T10:30:15+07:00'))).toEqual({ years: 1, months: 2, days: 5, hours: 2, minutes: 30, seconds: 15 });
  });
  it('the last second shows 1 second; the target itself and after it show nothing', () => {
    const target = at('2022-09-02T00:00:00+07:00');
    expect(remainingUntil(target - 1000, target)).toEqual({ ...zero, seconds: 1 });
    expect(remainingUntil(target - 1, target)).toBeNull();
    expect(remainingUntil(target, target)).toBeNull();
    expect(remainingUntil(target + 5000, target)).toBeNull();
  });
  it('month lengths: 30 days from 1 Sep is one month; 30 days from 1 Aug is 30 days', () => {
    expect(remainingUntil(at('2022-09-01T00:00:00+07:00'), at('2022-10-01T00:00:00+07:00'))).toEqual({ ...zero, months: 1 });
    expect(remainingUntil(at('2022-08-01T00:00:00+07:00'), at('2022-08-31T00:00:00+07:00'))).toEqual({ ...zero, days: 30 });
    // 31 Jan + 1 month is 28 Feb in 2022: 1 Mar is then one month and a day away.
    expect(remainingUntil(at('2022-01-31T00:00:00+07:00'), at('2022-03-01T00:00:00+07:00'))).toEqual({ ...zero, months: 1, days: 1 });
  });
  it('leap years: February has 29 days in 2024', () => {
    expect(remainingUntil(at('2024-02-01T00:00:00+07:00'), at('2024-03-01T00:00:00+07:00'))).toEqual({ ...zero, months: 1 });
    expect(remainingUntil(at('2024-02-28T12:00:00+07:00'), at('2024-03-01T12:00:00+07:00'))).toEqual({ ...zero, days: 2 });
    expect(remainingUntil(at('2023-02-28T12:00:00+07:00'), at('2023-03-01T12:00:00+07:00'))).toEqual({ ...zero, days: 1 });
    expect(remainingUntil(at('2024-02-29T00:00:00+07:00'), at('2025-02-28T00:00:00+07:00'))).toEqual({ ...zero, years: 1 });
  });
  it('counts on the UTC+7 calendar whatever the device zone: midnight in Hanoi is 17:00 the day before in UTC', () => {
    // From 31 Aug 17:00 UTC (= 1 Sep 00:00 UTC+7) to 1 Oct 00:00 UTC+7: one month on the campaign's calendar.
    expect(remainingUntil(Date.UTC(2022, 7, 31, 17), at('2022-10-01T00:00:00+07:00'))).toEqual({ ...zero, months: 1 });
    // A device in New York (UTC-4) sees the same instants and the same answer: nothing reads the device zone.
    expect(remainingUntil(at('2022-08-31T13:00:00-04:00'), at('2022-10-01T00:00:00+07:00'))).toEqual({ ...zero, months: 1 });
  });
});

describe('checkpoints', () => {
  it('counts down to the first timer-enabled checkpoint still ahead', () => {
    expect(nextCheckpoint(COUPON_CHECKPOINTS, at('2022-08-01T00:00:00+07:00'))?.id).toBe('coupon-1');
    expect(nextCheckpoint(COUPON_CHECKPOINTS, at('2022-09-01T23:59:59+07:00'))?.id).toBe('coupon-2');
    // banner-2 has its timer off: the banner counts to banner-3.
    expect(nextCheckpoint(BANNER_CHECKPOINTS, at('2022-09-15T00:00:00+07:00'))?.id).toBe('banner-3');
  });
  it('every checkpoint past: nothing to count down', () => {
    expect(nextCheckpoint(COUPON_CHECKPOINTS, at('2026-11-27T00:00:00Z'))).toBeNull();
    expect(nextCheckpoint(BANNER_CHECKPOINTS, at('2022-11-30T23:59:59+07:00'))).toBeNull();
  });
  it('the static sets fall in Aug to Nov 2022 (UTC+7)', () => {
    for (const checkpoint of [...COUPON_CHECKPOINTS, ...BANNER_CHECKPOINTS]) {
      expect(checkpoint.startDate).toMatch(/^2022-(08|09|10|11)-\d\dT.*\+07:00$/);
    }
  });
  it('a campaign replaces the list by configuration; a malformed one keeps the static set', () => {
    const replacement = [{ id: 'tet', startDate: '2027-02-06T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true }];
    expect(checkpointsFrom(JSON.stringify(replacement), COUPON_CHECKPOINTS)).toEqual(replacement);
    expect(checkpointsFrom('not json', COUPON_CHECKPOINTS)).toBe(COUPON_CHECKPOINTS);
    expect(checkpointsFrom([{ id: 'x' }], COUPON_CHECKPOINTS)).toBe(COUPON_CHECKPOINTS);
    expect(checkpointsFrom(undefined, COUPON_CHECKPOINTS)).toBe(COUPON_CHECKPOINTS);
    expect(nextCheckpoint(checkpointsFrom(replacement, COUPON_CHECKPOINTS), at('2026-11-27T00:00:00Z'))?.id).toBe('tet');
  });
});
