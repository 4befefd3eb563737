import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, smsMessages } from '../../db/schema';
import type { Logger } from '../../http/logger';

/*
 * What the privacy policy promises about keeping data (src/i18n/locales/<lang>/legal.json,
 * privacy.sections.retention), done: one-time codes go once they can no longer count against the
 * hourly request limits, records of messages sent after twelve months. Account data lives as long
 * as the account (deleting the account removes it at once: portal-api/user-profile).
 */

export const RETENTION = {
  /** A code's row (its hash, number and the address that asked) is needed for the rolling hour of request limits only. */
  otpCodeMs: 2 * 60 * 60 * 1000,
  /** Records of messages sent, for security and complaints. */
  smsMessageMs: 365 * 24 * 60 * 60 * 1000,
} as const;

export interface SweepCounts {
  otpCodes: number;
  smsMessages: number;
}

/** Deletes what has outlived its retention period; safe to run from several processes at once. */
export async function sweepExpiredData(db: Db, now: Date = new Date()): Promise<SweepCounts> {
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, new Date(now.getTime() - RETENTION.otpCodeMs)))
    .returning({ id: otpCodes.id });
  const messages = await db
    .delete(smsMessages)
    .where(lt(smsMessages.createdAt, new Date(now.getTime() - RETENTION.smsMessageMs)))
    .returning({ id: smsMessages.id });
  return { otpCodes: codes.length, smsMessages: messages.length };
}

/** Sweeps at start and every `everyMs` (an hour) in this process. */
export function startRetentionSweeps(db: Db, logger: Logger, everyMs = 60 * 60 * 1000): { stop: () => Promise<void> } {
  let current: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    current = current.then(async () => {
      try {
        const counts = await sweepExpiredData(db);
        if (counts.otpCodes + counts.smsMessages > 0) logger.info(`retention: deleted ${counts.otpCodes} old one-time codes and ${counts.smsMessages} message records`);
      } catch (error) {
        logger.error({ err: error }, 'retention: the sweep failed');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
