import { z } from 'zod';

/**
 * Campaign countdown checkpoints (spec §3 "Countdown checkpoints"): when a campaign moment
 * starts, whether its coupon and its timer count down to it, and how often the timer ticks.
 * Data, not code: the two static sets below are the spec's; a campaign replaces the banner set
 * with `BANNER_CHECKPOINTS` (server configuration, JSON), and promotion banners carry it.
 */
export const checkpointSchema = z
  .object({
    id: z.string().min(1).max(60),
    /** ISO 8601 with its offset, e.g. 2022-08-15T00:00:00+07:00. */
    startDate: z.iso.datetime({ offset: true }),
    isCouponCountdownEnabled: z.boolean(),
    /** Seconds between two displayed ticks. */
    countdownStep: z.number().int().min(1).max(86_400),
    isTimerEnabled: z.boolean(),
  })
  .meta({ id: 'CountdownCheckpoint' });
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const checkpointListSchema = z.array(checkpointSchema).max(100);

/** The spec's coupon set: dates in Aug to Nov 2022, UTC+7. */
export const COUPON_CHECKPOINTS: readonly Checkpoint[] = [
  { id: 'coupon-1', startDate: '2022-08-15T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-2', startDate: '2022-09-02T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-3', startDate: '2022-10-20T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 1, isTimerEnabled: true },
  { id: 'coupon-4', startDate: '2022-11-11T00:00:00+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
];

/** The spec's banner set: dates in Aug to Nov 2022, UTC+7 (every one is past today: banners show no timer until a campaign sets its own). */
export const BANNER_CHECKPOINTS: readonly Checkpoint[] = [
  { id: 'banner-1', startDate: '2022-08-31T20:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true },
  { id: 'banner-2', startDate: '2022-10-01T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: false },
  { id: 'banner-3', startDate: '2022-11-30T23:59:59+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true },
];
