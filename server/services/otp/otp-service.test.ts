import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { otpCodes, smsMessages, users } from '../../db/schema';
import { refusalToHttp } from '../../http/errors';
import type { HttpError } from '../../http/errors';
import { Refusal } from '../refusal';
import { SmsDeliveryError, createOutboxProvider } from '../sms/sms-provider';
import type { SmsProvider } from '../sms/sms-provider';
import { createSmsService } from '../sms/sms-service';
import type { SmsService } from '../sms/sms-service';
import { OTP_MAX_PER_HOUR, OTP_MAX_PER_NUMBER_PER_HOUR } from '../../../src/api/contract/auth';
import { createOtpService, generateOtpCode, hashOtpCode, otpAddressKey } from './otp-service';
import type { OtpService } from './otp-service';
import { otpMessage } from './otp-sms';

/** A clock the test moves by hand. */
function manualClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  // The service refuses in domain terms; what the client gets is the HTTP answer the app gives that refusal.
  expect(error).toBeInstanceOf(Refusal);
  return refusalToHttp(error as Refusal);
}

let phoneCounter = 0;
const nextPhone = () => `+8491${String((phoneCounter += 1)).padStart(7, '0')}`;

describe('code generation and hashing', () => {
  it('makes 6-digit codes with leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('hashes with the per-code salt (HMAC-SHA256)', () => {
    expect(hashOtpCode('123456', 'a')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOtpCode('123456', 'a')).toBe(hashOtpCode('123456', 'a'));
    expect(hashOtpCode('123456', 'a')).not.toBe(hashOtpCode('123456', 'b'));
    expect(hashOtpCode('123456', 'a')).not.toBe(hashOtpCode('123457', 'a'));
  });

  it('keys an address: IPv4 as it is, IPv6 by its /64, an IPv4-mapped address as IPv4', () => {
    expect(otpAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(otpAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(otpAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(otpAddressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(otpAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(otpAddressKey('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(otpAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(otpAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(otpAddressKey(null)).toBe('unknown');
    expect(otpAddressKey('unknown')).toBe('unknown');
  });

  it('writes the message in each language', () => {
    expect(otpMessage('en', 'signin', '012345')).toBe('GeneWell: your one-time code to sign in is 012345. It expires in 5 minutes. Never share it with anyone.');
    expect(otpMessage('vi', 'signin', '012345')).toContain('012345');
    expect(otpMessage('th', 'phone-update', '012345')).toContain('ยืนยันเบอร์ใหม่');
    expect(otpMessage('zh', 'phone-update', '012345')).toContain('新手机号码');
  });
});

describe.each(databaseKinds)('OTP service on %s', (kind) => {
  const database = useTestDatabase(kind);
  let codes: string[];
  const clock = manualClock('2030-05-01T00:00:00Z');
  let otp: OtpService;

  function smsService(provider: SmsProvider = createOutboxProvider()): SmsService {
    return createSmsService(database.db, provider, { sender: 'GeneWell', now: clock.now });
  }

  function service(sms: SmsService = smsService()): OtpService {
    return createOtpService(database.db, { sms, now: clock.now, generateCode: () => codes.shift() ?? '999999' });
  }

  const queuedTo = (phone: string) => database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(smsMessages.createdAt);

  beforeAll(async () => {
    otp = service();
  });

  const signin = (phone: string, ip = '192.0.2.1') => otp.issue({ phone, purpose: 'signin', method: 'sms', language: 'en', ip });
  const check = (phone: string, code: string, ip = '192.0.2.1') => otp.verify({ phone, purpose: 'signin', code, ip }, async () => 'signed-in');

  it('accepts the code until the 5-minute mark and not at it', async () => {
    const phone = nextPhone();
    codes = ['111111'];
    await signin(phone);
    clock.advance(299_999);
    expect(await check(phone, '111111')).toBe('signed-in');

    const other = nextPhone();
    codes = ['222222'];
    await signin(other);
    clock.advance(300_000);
    expect((await failure(check(other, '222222'))).code).toBe('otp_expired');
  });

  it('computes Retry-After from the last code (cooldown) and from the rolling hour', async () => {
    const phone = nextPhone();
    await signin(phone);
    clock.advance(59_001);
    const cooldown = await failure(signin(phone));
    expect(cooldown.status).toBe(429);
    expect(cooldown.options.headers).toEqual({ 'Retry-After': '1' });
    expect(cooldown.options.messageKey).toBe('otp_resend_cooldown');

    clock.advance(999);
    for (let i = 0; i < 4; i += 1) {
      await signin(phone);
      clock.advance(60_000);
    }
    // Five codes at 0, 60, 120, 180, 240 s; now 300 s.
    const hourly = await failure(signin(phone));
    expect(hourly.options.messageKey).toBe('otp_hourly_limit');
    expect(hourly.options.headers).toEqual({ 'Retry-After': String(3600 - 300) });
    expect(hourly.options.params).toEqual({ seconds: 3300, minutes: 55 });
  });

  it('pauses between codes per purpose, and counts every purpose in the hourly allowance', async () => {
    const phone = nextPhone();
    await otp.issue({ phone, purpose: 'phone-update', method: 'sms', language: 'en', userId: null, ip: '192.0.2.1' });
    // A phone-change code a moment ago does not hold back a sign-in code…
    await signin(phone);
    // …but a second sign-in code within the minute is held back.
    expect((await failure(signin(phone))).options.messageKey).toBe('otp_resend_cooldown');
    for (let i = 2; i < OTP_MAX_PER_HOUR; i += 1) {
      clock.advance(60_000);
      await signin(phone);
    }
    clock.advance(60_000);
    expect((await failure(signin(phone))).options.messageKey).toBe('otp_hourly_limit');
  });

  it('keeps the wait and the hourly allowance of each address to itself', async () => {
    const phone = nextPhone();
    for (let i = 0; i < OTP_MAX_PER_HOUR; i += 1) {
      await signin(phone, '198.51.100.1');
      clock.advance(60_000);
    }
    expect((await failure(signin(phone, '198.51.100.1'))).options.messageKey).toBe('otp_hourly_limit');
    // Another address is neither waiting nor out of codes.
    codes = ['313131'];
    await signin(phone, '203.0.113.9');
    expect((await failure(signin(phone, '198.51.100.1'))).status).toBe(429);
    expect(await check(phone, '313131', '203.0.113.9')).toBe('signed-in');
  });

  it(`sends at most ${OTP_MAX_PER_NUMBER_PER_HOUR} codes per number per rolling hour from all addresses, and says when the next one is possible`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < OTP_MAX_PER_NUMBER_PER_HOUR; i += 1) {
      await signin(phone, `198.51.100.${100 + i}`);
      clock.advance(1_000);
    }
    const refused = await failure(signin(phone, '203.0.113.200'));
    expect(refused.status).toBe(429);
    expect(refused.options.messageKey).toBe('otp_hourly_limit');
    expect(refused.options.headers).toEqual({ 'Retry-After': String(3600 - OTP_MAX_PER_NUMBER_PER_HOUR) });
    clock.advance((3600 - OTP_MAX_PER_NUMBER_PER_HOUR) * 1000);
    await expect(signin(phone, '203.0.113.200')).resolves.toMatchObject({ expiresIn: 300 });
  });

  it('tries only the code asked for from the caller\'s address: a guess elsewhere neither uses nor voids it', async () => {
    const phone = nextPhone();
    codes = ['454545', '565656'];
    await signin(phone, '203.0.113.1'); // the owner
    await signin(phone, '198.51.100.1'); // a stranger: their code does not replace the owner's
    for (let i = 0; i < 10; i += 1) {
      const code = (await failure(check(phone, String(100000 + i), '198.51.100.1'))).code;
      expect(code).toBe(i < 4 ? 'otp_invalid' : 'otp_attempts_exceeded');
    }
    // From an address that asked for nothing, even the right code is just invalid, and costs nothing.
    expect((await failure(check(phone, '454545', '198.51.100.2'))).code).toBe('otp_invalid');
    const [owners] = await database.db.select().from(otpCodes).where(and(eq(otpCodes.phone, phone), eq(otpCodes.requestIp, '203.0.113.1')));
    expect(owners).toMatchObject({ attempts: 0, voidedAt: null });
    expect(await check(phone, '454545', '203.0.113.1')).toBe('signed-in');
  });

  it('binds an IPv6 caller by its /64: a new temporary address of the same line finds its code', async () => {
    const phone = nextPhone();
    codes = ['676767'];
    await signin(phone, '2001:db8:5:6::a');
    expect(await check(phone, '676767', '2001:db8:5:6:1234:5678:9abc:def0')).toBe('signed-in');
  });

  it('gives parallel guesses no more than 5 tries in all; the 5th and every later one hear otp_attempts_exceeded', async () => {
    const phone = nextPhone();
    codes = ['424242'];
    await signin(phone);
    const guesses = Array.from({ length: 20 }, (_, i) => check(phone, String(100000 + i)).catch((error: Refusal) => error.code));
    const results = await Promise.all(guesses);
    expect(results.filter((code) => code === 'otp_invalid')).toHaveLength(4);
    expect(results.filter((code) => code === 'otp_attempts_exceeded')).toHaveLength(16);
    expect((await failure(check(phone, '424242'))).code).toBe('otp_attempts_exceeded');
    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row.attempts).toBe(5);
  });

  it('lets exactly one of 50 simultaneous right answers through, running its work once; the others hear otp_expired', async () => {
    const phone = nextPhone();
    codes = ['989898'];
    await signin(phone);
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        otp
          .verify({ phone, purpose: 'signin', code: '989898', ip: '192.0.2.1' }, async () => {
            runs += 1;
            return 'signed-in';
          })
          .catch((error: Refusal) => error.code),
      ),
    );
    expect(answers.filter((answer) => answer === 'signed-in')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'otp_expired')).toHaveLength(49);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row).toMatchObject({ attempts: 1, voidedAt: null });
    expect(row.consumedAt).not.toBeNull();
  });

  it('lets exactly one of 50 simultaneous phone-change checks with the right code through', async () => {
    const phone = nextPhone();
    const [account] = await database.db.insert(users).values({ phoneNumber: nextPhone() }).returning();
    codes = ['878787'];
    await otp.issue({ phone, purpose: 'phone-update', method: 'sms', language: 'en', userId: account.id, ip: '192.0.2.1' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        otp
          // A phone-change code belongs to the account, from wherever it is checked.
          .verify({ phone, purpose: 'phone-update', code: '878787', userId: account.id, ip: `198.51.100.${i + 1}` }, async (tx) => {
            await tx.update(users).set({ phoneNumber: phone }).where(eq(users.id, account.id));
            return 'changed';
          })
          .catch((error: Refusal) => error.code),
      ),
    );
    expect(answers.filter((answer) => answer === 'changed')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'otp_expired')).toHaveLength(49);
  });

  it('gives 50 simultaneous wrong guesses 5 tries in all, then the right code is refused too', async () => {
    const phone = nextPhone();
    codes = ['767676'];
    await signin(phone);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => check(phone, String(200000 + i)).catch((error: Refusal) => error.code)));
    expect(answers.filter((answer) => answer === 'otp_invalid')).toHaveLength(4);
    expect(answers.filter((answer) => answer === 'otp_attempts_exceeded')).toHaveLength(46);
    expect((await failure(check(phone, '767676'))).code).toBe('otp_attempts_exceeded');
  });

  it('queues the message with the code: the text holds the code and the message expires with it', async () => {
    const phone = nextPhone();
    codes = ['616161'];
    await signin(phone);
    const [message] = await queuedTo(phone);
    expect(message).toMatchObject({ status: 'queued', purpose: 'otp', language: 'en', expiresAt: new Date(clock.now().getTime() + 300_000) });
    expect(message.body).toContain('616161');
    // A refused request (the resend cooldown) stores no code and queues no message.
    await expect(signin(phone)).rejects.toMatchObject({ kind: 'limited', code: 'rate_limited' });
    expect(await queuedTo(phone)).toHaveLength(1);
  });

  it('never sends a code late: while the provider is down it retries, and at expiry it reports the message failed', async () => {
    let up = false;
    const handed: string[] = [];
    const sms = smsService({
      name: 'http',
      deliver: async (message) => {
        if (!up) throw new SmsDeliveryError('gateway down', 503);
        handed.push(message.body);
        return { providerMessageId: 'p-1' };
      },
    });
    const phone = nextPhone();
    codes = ['727272'];
    await service(sms).issue({ phone, purpose: 'signin', method: 'sms', language: 'en', ip: '192.0.2.1' });
    const [{ id }] = await queuedTo(phone);
    expect(await sms.deliver(id)).toBe('retry');
    expect((await queuedTo(phone))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'gateway down' });
    clock.advance(300_000);
    up = true;
    expect(await sms.deliver(id)).toBe('failed');
    expect((await queuedTo(phone))[0]).toMatchObject({ status: 'failed', lastError: 'expired before it could be sent' });
    expect(handed).toEqual([]);
    // The code itself still counts, and the person can ask for a new one after the cooldown.
    codes = ['737373'];
    await signin(phone);
    expect(await check(phone, '737373')).toBe('signed-in');
  });

  it('leaves the code unused when the work after a right code fails', async () => {
    const phone = nextPhone();
    codes = ['515151'];
    await signin(phone);
    const failed = otp.verify({ phone, purpose: 'signin', code: '515151', ip: '192.0.2.1' }, async () => {
      throw new Error('could not create the user');
    });
    await expect(failed).rejects.toThrow('could not create the user');
    expect(await check(phone, '515151')).toBe('signed-in');
  });

  it('binds a phone-change code to the account that asked for it', async () => {
    const phone = nextPhone();
    codes = ['626262'];
    const [owner, stranger] = ['7d1b1a52-6a4e-4c55-9d55-0b7c3d8d2a01', '7d1b1a52-6a4e-4c55-9d55-0b7c3d8d2a02'];
    await database.db.insert(users).values([
      { id: owner, phoneNumber: nextPhone() },
      { id: stranger, phoneNumber: nextPhone() },
    ]);
    await otp.issue({ phone, purpose: 'phone-update', method: 'sms', language: 'en', userId: owner });
    const byStranger = otp.verify({ phone, purpose: 'phone-update', code: '626262', userId: stranger }, async () => 'changed');
    expect((await failure(byStranger)).code).toBe('otp_invalid');
    expect((await failure(check(phone, '626262'))).code).toBe('otp_invalid');
    expect(await otp.verify({ phone, purpose: 'phone-update', code: '626262', userId: owner }, async () => 'changed')).toBe('changed');
  });

});
