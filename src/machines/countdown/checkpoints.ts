import type { Checkpoint } from './countdown';

/**
 * The two static checkpoint sets (spec §3), dates in Aug to Nov 2022, UTC+7. Data, not code:
 * `checkpointsFrom` reads a replacement list (from configuration or the database) and keeps
 * these when none is given or it does not parse.
 */
export const COUPON_CHECKPOINTS: readonly Checkpoint[] = [
  { id: 'coupon-1', startDate: '2022-08-15T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-2', startDate: '2022-09-02T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-3', startDate: '2022-10-20T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-4', startDate: '2022-11-11T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
];

export const BANNER_CHECKPOINTS: readonly Checkpoint[] = [
  { id: 'banner-1', startDate: '2022-08-31T20:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true },
  { id: 'banner-2', startDate: '2022-10-01T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: false },
  { id: 'banner-3', startDate: '2022-11-30T23:59:59+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true },
];

function isCheckpoint(value: unknown): value is Checkpoint {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.startDate === 'string' &&
    !Number.isNaN(Date.parse(item.startDate)) &&
    typeof item.isCouponCountdownEnabled === 'boolean' &&
    typeof item.countdownStep === 'number' &&
    item.countdownStep > 0 &&
    typeof item.isTimerEnabled === 'boolean'
  );
}

/** A campaign's list from configuration (JSON text or parsed), or `fallback` when absent or malformed. */
export function checkpointsFrom(source: unknown, fallback: readonly Checkpoint[]): readonly Checkpoint[] {
  let value = source;
  if (typeof source === 'string') {
    try {
      value = JSON.parse(source) as unknown;
    } catch {
      return fallback;
    }
  }
  return Array.isArray(value) && value.length > 0 && value.every(isCheckpoint) ? value : fallback;
}
