/**
 * The clinic's time zone (Asia/Ho_Chi_Minh, UTC+7 all year, no DST), in which every date is read
 * and written. A module of its own, free of date-fns: the date formats every page writes
 * (locale-format.ts) need only the name, not the date checks of dates.ts (docs/performance.md).
 */
export const CLINIC_TIME_ZONE = 'Asia/Ho_Chi_Minh';
