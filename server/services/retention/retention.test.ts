import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, smsMessages } from '../../db/schema';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { createOutboxProvider } from '../sms/sms-provider';
import { createSmsService } from '../sms/sms-service';
import { createOtpService } from '../otp/otp-service';
import { sweepExpiredData } from './retention';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('retention on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('keeps a code through the hour of request limits, deletes it two hours after it was asked for; message records stay a year', async () => {
    let at = new Date('2031-03-01T08:00:00Z');
    const now = () => at;
    const sms = createSmsService(database.db, createOutboxProvider(), { sender: 'GeneWell', now });
    const otp = createOtpService(database.db, { sms, now, generateCode: () => '123456' });
    const phone = '+84912000111';
    await otp.issue({ phone, purpose: 'signin', method: 'sms', language: 'vi', ip: '192.0.2.9' });
    const codesOf = () => database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    const messagesOf = () => database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone));

    at = new Date(at.getTime() + 2 * HOUR - 1);
    expect(await sweepExpiredData(database.db, at)).toMatchObject({ otpCodes: 0 });
    expect(await codesOf()).toHaveLength(1);
    at = new Date(at.getTime() + 2);
    expect((await sweepExpiredData(database.db, at)).otpCodes).toBeGreaterThanOrEqual(1);
    expect(await codesOf()).toHaveLength(0);
    expect(await messagesOf()).toHaveLength(1);

    at = new Date(new Date('2031-03-01T08:00:00Z').getTime() + 365 * DAY - 1);
    await sweepExpiredData(database.db, at);
    expect(await messagesOf()).toHaveLength(1);
    at = new Date(at.getTime() + 2);
    await sweepExpiredData(database.db, at);
    expect(await messagesOf()).toHaveLength(0);
  });
});
