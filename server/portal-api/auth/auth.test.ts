import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { authTokens, kidQuizResults, otpCodes, users } from '../../db/schema';
import { hashSecret } from '../../services/auth-tokens/auth-token-service';
import { SIGNED_CLIENT_ID_PATTERN, authEndpoints, mergeResponseSchema, otpVerifyResponseSchema, signinResponseSchema } from '../../../src/api/contract/auth';
import { OTP_INVALID_TEXTS } from '../../../src/api/contract/otp-invalid';
import { bodyOf, call, codeForNewNumber, errorOf, lastCode, lastMessage, otherCode, randomIp, randomPhone, requestCode, signIn, verifyCode } from '../../testing/portal-calls';
import { urlOf } from '../../../src/api/contract/endpoint';
import { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import { userProfileEndpoints } from '../../../src/api/contract/user-profile';

const SIGNIN = urlOf(authEndpoints.signin);
const VERIFY = urlOf(authEndpoints.otpVerify);
const SIGNOUT = urlOf(authEndpoints.signout);
const PROFILE = urlOf(userProfileEndpoints.get);

describe.each(databaseKinds)('phone sign-in on %s', (kind) => {
  const ctx = useTestContext(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the server's clock (Date only; timers and the database driver keep running). */
  function travel(to: Date) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(to);
  }

  describe('POST /mobile-auth/signin/', () => {
    it.each([
      ['a number in a country codes are not sent to', '+12025550123'],
      ['a Vietnamese landline', '+842838123456'],
      ['a Thai landline', '+6621234567'],
    ])('refuses %s with a localised 400 naming the number, and sends nothing (issue 22 §11)', async (_name, phone) => {
      const before = (await ctx.sms.list({})).length;
      for (const [language, text] of [
        ['en', 'We send codes only to mobile numbers in Vietnam, Thailand, or China.'],
        ['vi', 'Vui lòng dùng số di động tại Việt Nam, Thái Lan hoặc Trung Quốc: chúng tôi chỉ gửi mã tới các số này.'],
      ]) {
        const response = await requestCode(ctx, phone, { language, ip: randomIp() });
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { otp_key: text } });
      }
      expect(await ctx.sms.list({})).toHaveLength(before);
    });

    it.each([['Vietnam', '+84912345678'], ['Thailand', '+66812345678'], ['China', '+8613812345678']])('sends a code to a mobile number in %s', async (_name, phone) => {
      expect((await requestCode(ctx, phone, { ip: randomIp() })).status).toBe(200);
    });

    it('sends a 6-digit code by SMS in the request language and answers when it expires', async () => {
      const phone = randomPhone();
      const response = await requestCode(ctx, phone, { language: 'vi' });
      expect(response.status).toBe(200);
      const body = await bodyOf(response, signinResponseSchema);
      expect(body.data).toEqual({ otpKey: phone, otpMethod: 'sms', expiresIn: 300, resendIn: 60 });

      const message = await lastMessage(ctx, phone);
      expect(message.purpose).toBe('otp');
      expect(message.language).toBe('vi');
      expect(message.body).toMatch(/^GeneWell: ma OTP de dang nhap cua ban la \d{6}, co hieu luc trong 5 phut\./);
    });

    it('stores only a salted hash of the code', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
      expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);
    });

    it('normalises the number to E.164 (a leading 0 means +84)', async () => {
      const response = await requestCode(ctx, '0901 000 111');
      expect(response.status).toBe(200);
      expect((await response.json()).data.otp_key).toBe('+84901000111');
      expect((await lastMessage(ctx, '+84901000111')).body).toMatch(/\d{6}/);
    });

    it('sends a Zalo code for a Vietnamese mobile number through the SMS service, marked otp-zalo', async () => {
      const phone = randomPhone();
      const response = await call(ctx, SIGNIN, { method: 'POST', json: { otp_key: phone, otp_method: 'zalo' }, language: 'zh' });
      expect(response.status).toBe(200);
      expect((await response.json()).data.otp_method).toBe('zalo');
      const message = await lastMessage(ctx, phone);
      expect(message.purpose).toBe('otp-zalo');
      expect(message.body).toMatch(/^GeneWell：您的登录验证码是\d{6}/);
    });

    it.each([
      ['a Vietnamese landline', '028 3812 3456'],
      ['a foreign number', '+1 415 555 2671'],
    ])('refuses Zalo for %s with a 400 naming otp_method', async (_label, phone) => {
      const before = await ctx.sms.list({ limit: 500 });
      const response = await call(ctx, SIGNIN, { method: 'POST', json: { otp_key: phone, otp_method: 'zalo' }, language: 'vi' });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({ otp_method: 'Zalo chỉ dùng được cho số di động Việt Nam.' });
      expect(await ctx.sms.list({ limit: 500 })).toHaveLength(before.length);
    });

    it.each([
      [{}, ['otp_key']],
      [{ otp_key: 'not a phone' }, ['otp_key']],
      [{ otp_key: '0901234567', otp_method: 'email' }, ['otp_method']],
      [{ otp_key: 901234567 }, ['otp_key']],
      [{ otp_key: '0901234567', extra: true }, ['extra']],
    ])('refuses malformed input %j, naming the fields', async (json, fields) => {
      const response = await call(ctx, SIGNIN, { method: 'POST', json });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual(fields);
    });

    it('refuses a second code within 60 s with 429 and Retry-After, then allows it', async () => {
      const start = new Date('2031-01-01T00:00:00Z');
      travel(start);
      const phone = randomPhone();
      expect((await requestCode(ctx, phone)).status).toBe(200);

      vi.setSystemTime(new Date(start.getTime() + 20_000));
      const early = await requestCode(ctx, phone, { language: 'en' });
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('40');
      expect(await errorOf(early)).toEqual({ code: 'rate_limited', message: 'Please wait 40 seconds before requesting a new code.' });

      vi.setSystemTime(new Date(start.getTime() + 60_000));
      expect((await requestCode(ctx, phone)).status).toBe(200);
    });

    it('sends at most 5 codes per number and address per rolling hour', async () => {
      const start = new Date('2031-02-01T00:00:00Z').getTime();
      travel(new Date(start));
      const phone = randomPhone();
      const sentAt = [0, 600, 660, 720, 780];
      for (const second of sentAt) {
        vi.setSystemTime(new Date(start + second * 1000));
        expect((await requestCode(ctx, phone)).status).toBe(200);
      }
      vi.setSystemTime(new Date(start + 840_000));
      const sixth = await requestCode(ctx, phone, { language: 'th' });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('retry-after')).toBe(String(3600 - 840));
      expect(await errorOf(sixth)).toEqual({ code: 'rate_limited', message: 'มีการขอรหัส OTP สำหรับหมายเลขนี้มากเกินไป กรุณาลองอีกครั้งในอีก 46 นาที' });

      // The first code leaves the hour: one more is allowed; the next waits for the second to leave.
      vi.setSystemTime(new Date(start + 3_601_000));
      expect((await requestCode(ctx, phone)).status).toBe(200);
      vi.setSystemTime(new Date(start + 3_661_000));
      const again = await requestCode(ctx, phone);
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe(String(600 + 3600 - 3661));
    });

    it('limits code requests per IP address across numbers (429 with Retry-After)', async () => {
      const ip = '192.0.2.10';
      for (let i = 0; i < 30; i += 1) expect((await requestCode(ctx, randomPhone(), { ip })).status).toBe(200);
      const refused = await requestCode(ctx, randomPhone(), { ip, language: 'en' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect((await errorOf(refused)).code).toBe('rate_limited');
      expect((await requestCode(ctx, randomPhone(), { ip: '192.0.2.11' })).status).toBe(200);
    });

    it('does not charge the address for a request the number limits refused', async () => {
      const ip = '192.0.2.20';
      const phone = randomPhone();
      expect((await requestCode(ctx, phone, { ip })).status).toBe(200);
      for (let i = 0; i < 40; i += 1) expect((await requestCode(ctx, phone, { ip })).status).toBe(429);
      for (let i = 0; i < 29; i += 1) expect((await requestCode(ctx, randomPhone(), { ip })).status).toBe(200);
      expect((await requestCode(ctx, randomPhone(), { ip })).status).toBe(429);
    });
  });

  describe('POST /mobile-auth/signin/otp-verify/', () => {
    it('creates the account on the first sign-in and answers the token in data.key', async () => {
      const phone = randomPhone();
      await requestCode(ctx, phone);
      const response = await verifyCode(ctx, phone, await lastCode(ctx, phone), { headers: { 'Device-ID': 'device-123' } });
      expect(response.status).toBe(200);
      const { data } = await bodyOf(response, otpVerifyResponseSchema);
      expect(data.tokenType).toBe('Token');
      expect(data.isNewUser).toBe(true);
      expect(data.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

      const [user] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      const [token] = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(token.tokenHash).toBe(hashSecret(data.key));
      expect(token.deviceId).toBe('device-123');

      const profile = await call(ctx, PROFILE, { token: data.key });
      expect(profile.status).toBe(200);
      expect((await profile.json()).data.phone_number).toBe(phone);
    });

    it('signs an existing account in again (no new user)', async () => {
      const phone = randomPhone();
      const first = await signIn(ctx, phone);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.now() + 61_000));
      await requestCode(ctx, phone);
      const second = await verifyCode(ctx, phone, await lastCode(ctx, phone));
      expect((await second.json()).data.is_new_user).toBe(false);
      expect(await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
      // Both tokens work.
      expect((await call(ctx, PROFILE, { token: first })).status).toBe(200);
    });

    it.each(['en', 'vi', 'zh', 'th'] as const)('answers a wrong code with 400 otp_invalid and the spec text in %s', async (language) => {
      const phone = randomPhone();
      await requestCode(ctx, phone);
      const response = await verifyCode(ctx, phone, otherCode(await lastCode(ctx, phone)), { language });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-language')).toBe(language);
      expect(await response.json()).toEqual({ error: { code: 'otp_invalid', message: OTP_INVALID_TEXTS[language] } });
    });

    it('answers otp_invalid when no code was requested for the number', async () => {
      const response = await verifyCode(ctx, randomPhone(), '123456');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('otp_invalid');
    });

    it('accepts a code once: a used code is otp_expired', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      expect((await verifyCode(ctx, phone, code)).status).toBe(200);
      const again = await verifyCode(ctx, phone, code, { language: 'vi' });
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toEqual({ code: 'otp_expired', message: 'Mã OTP này đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu mã OTP mới.' });
    });

    it('accepts a code until 5 minutes have passed, then answers otp_expired', async () => {
      const start = new Date('2031-03-01T00:00:00Z');
      travel(start);
      const early = randomPhone();
      const late = randomPhone();
      await requestCode(ctx, early);
      await requestCode(ctx, late);
      vi.setSystemTime(new Date(start.getTime() + 299_000));
      expect((await verifyCode(ctx, early, await lastCode(ctx, early))).status).toBe(200);
      vi.setSystemTime(new Date(start.getTime() + 300_000));
      const response = await verifyCode(ctx, late, await lastCode(ctx, late));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('otp_expired');
    });

    it('voids a code at the 5th wrong try, which answers otp_attempts_exceeded: even the right code is then refused so', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      for (let i = 0; i < 4; i += 1) {
        const wrong = await verifyCode(ctx, phone, otherCode(code));
        expect((await errorOf(wrong)).code).toBe('otp_invalid');
      }
      const fifth = await verifyCode(ctx, phone, otherCode(code));
      expect(fifth.status).toBe(400);
      expect((await errorOf(fifth)).code).toBe('otp_attempts_exceeded');
      const right = await verifyCode(ctx, phone, code);
      expect(right.status).toBe(400);
      expect((await errorOf(right)).code).toBe('otp_attempts_exceeded');
      const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      expect(row.attempts).toBe(5);
      expect(row.voidedAt).not.toBeNull();
    });

    it.each([
      ['en', 'Too many wrong codes. Request a new code.'],
      ['vi', 'Bạn đã nhập sai mã OTP quá nhiều lần. Vui lòng yêu cầu mã OTP mới.'],
      ['th', 'ใส่รหัส OTP ผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่'],
      ['zh', '错误验证码次数过多，请重新获取验证码。'],
    ] as const)('tells in %s that too many wrong codes voided the code, on the 5th guess and after it', async (language, message) => {
      const { phone, code } = await codeForNewNumber(ctx);
      for (let i = 0; i < 4; i += 1) await verifyCode(ctx, phone, otherCode(code));
      for (const guess of [otherCode(code), otherCode(code), code]) {
        const response = await verifyCode(ctx, phone, guess, { language });
        expect(response.status).toBe(400);
        expect(response.headers.get('content-language')).toBe(language);
        expect(await response.json()).toEqual({ error: { code: 'otp_attempts_exceeded', message } });
      }
    });

    it('answers otp_expired, not otp_attempts_exceeded, for an expired code with wrong guesses left', async () => {
      const start = new Date('2031-05-01T00:00:00Z');
      travel(start);
      const { phone, code } = await codeForNewNumber(ctx);
      for (let i = 0; i < 3; i += 1) expect((await errorOf(await verifyCode(ctx, phone, otherCode(code)))).code).toBe('otp_invalid');
      vi.setSystemTime(new Date(start.getTime() + 300_000));
      expect((await errorOf(await verifyCode(ctx, phone, otherCode(code)))).code).toBe('otp_expired');
      expect((await errorOf(await verifyCode(ctx, phone, code))).code).toBe('otp_expired');
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      for (let i = 0; i < 4; i += 1) expect((await verifyCode(ctx, phone, otherCode(code))).status).toBe(400);
      expect((await verifyCode(ctx, phone, code)).status).toBe(200);
    });

    it('replaces the previous code when a new one is sent', async () => {
      const start = new Date('2031-04-01T00:00:00Z');
      travel(start);
      const phone = randomPhone();
      await requestCode(ctx, phone);
      const first = await lastCode(ctx, phone);
      vi.setSystemTime(new Date(start.getTime() + 61_000));
      await requestCode(ctx, phone);
      const second = await lastCode(ctx, phone);
      const rows = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(otpCodes.createdAt);
      expect(rows.map((row) => row.voidedAt !== null)).toEqual([true, false]);
      // (Two random codes are equal one time in a million; then the old digits are the new code.)
      if (first !== second) expect((await errorOf(await verifyCode(ctx, phone, first))).code).toBe('otp_invalid');
      expect((await verifyCode(ctx, phone, second)).status).toBe(200);
    });

    it('gives exactly one token when the right code arrives 50 times at once; the others hear otp_expired', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      // From the address that asked, whose 30 checks per 15 minutes let 30 of them reach the code.
      const answers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const response = await verifyCode(ctx, phone, code);
          return response.status === 200 ? 'signed-in' : response.status === 429 ? 'rate_limited' : (await errorOf(response)).code;
        }),
      );
      expect(answers.filter((answer) => answer === 'signed-in')).toHaveLength(1);
      expect(answers.filter((answer) => answer === 'otp_expired')).toHaveLength(29);
      expect(answers.filter((answer) => answer === 'rate_limited')).toHaveLength(20);
      const [user] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
    });

    it('gives exactly one token when the right code arrives twice at once', async () => {
      const { phone, code } = await codeForNewNumber(ctx);
      const responses = await Promise.all([verifyCode(ctx, phone, code), verifyCode(ctx, phone, code), verifyCode(ctx, phone, code)]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 400, 400]);
      const [user] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
    });

    it.each([
      [{ otp_key: '0901234567' }, ['otp']],
      [{ otp_key: '0901234567', otp: '12345' }, ['otp']],
      [{ otp_key: '0901234567', otp: '12a456' }, ['otp']],
      [{ otp_key: '0901234567', otp: 123456 }, ['otp']],
      [{ otp: '123456' }, ['otp_key']],
    ])('refuses malformed input %j without using up a try', async (json, fields) => {
      const response = await call(ctx, VERIFY, { method: 'POST', json, language: 'en' });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual(fields);
    });

    it('names the 6-digit rule in the request language', async () => {
      const response = await call(ctx, VERIFY, { method: 'POST', json: { otp_key: '0901234567', otp: '12' }, language: 'zh' });
      expect((await errorOf(response)).fields).toEqual({ otp: '请输入6位数字验证码。' });
    });

    it('limits code checks per IP address', async () => {
      const ip = '192.0.2.30';
      for (let i = 0; i < 30; i += 1) expect((await verifyCode(ctx, randomPhone(), '123456', { ip })).status).toBe(400);
      const refused = await verifyCode(ctx, randomPhone(), '123456', { ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('tokens and sign-out', () => {
    it.each([
      ['no Authorization header', undefined],
      ['another scheme', 'Bearer abc'],
      ['a malformed token', 'Token not-a-token'],
      ['an unknown token', `Token ${'A'.repeat(43)}`],
    ])('answers 401 unauthorized for %s', async (_label, authorization) => {
      const response = await call(ctx, PROFILE, { headers: authorization ? { Authorization: authorization } : {}, language: 'vi' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Vui lòng đăng nhập để tiếp tục.' } });
    });

    it('answers 401 before looking at the body', async () => {
      const response = await call(ctx, PROFILE, { method: 'PATCH', json: { gender: 'nonsense' } });
      expect(response.status).toBe(401);
    });

    it('revokes the token on sign-out; later calls with it get 401, other sessions keep working', async () => {
      const phone = randomPhone();
      const token = await signIn(ctx, phone);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.now() + 61_000));
      const otherSession = await signIn(ctx, phone);

      const signout = await call(ctx, SIGNOUT, { method: 'POST', token });
      expect(signout.status).toBe(204);
      expect((await call(ctx, PROFILE, { token })).status).toBe(401);
      expect((await call(ctx, SIGNOUT, { method: 'POST', token })).status).toBe(401);
      expect((await call(ctx, PROFILE, { token: otherSession })).status).toBe(200);
      const [row] = await ctx.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashSecret(token)));
      expect(row.revokedAt).not.toBeNull();
    });

    it('signs out exactly once when 50 sign-outs with one token race: one 204, the others 401', async () => {
      const token = await signIn(ctx, randomPhone());
      const statuses = await Promise.all(Array.from({ length: 50 }, () => call(ctx, SIGNOUT, { method: 'POST', token }).then((response) => response.status)));
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      expect(statuses.filter((status) => status === 401)).toHaveLength(49);
      expect((await call(ctx, PROFILE, { token })).status).toBe(401);
    });

    it('refuses sign-out without a token', async () => {
      expect((await call(ctx, SIGNOUT, { method: 'POST' })).status).toBe(401);
    });

    it('refuses a token after 30 days', async () => {
      const start = new Date('2032-01-01T00:00:00Z');
      travel(start);
      const token = await signIn(ctx, randomPhone());
      vi.setSystemTime(new Date(start.getTime() + 29 * 24 * 3600 * 1000));
      expect((await call(ctx, PROFILE, { token })).status).toBe(200);
      vi.setSystemTime(new Date(start.getTime() + 30 * 24 * 3600 * 1000 + 1000));
      expect((await call(ctx, PROFILE, { token })).status).toBe(401);
    });
  });
});

const MERGE = urlOf(authEndpoints.merge);

describe.each(databaseKinds)('anonymous-user merge on %s', (kind) => {
  const ctx = useTestContext(kind);
  let tokenA: string;
  let tokenB: string;
  let userA: string;
  let userB: string;
  const phoneA = randomPhone();
  const phoneB = randomPhone();

  beforeAll(async () => {
    tokenA = await signIn(ctx, phoneA);
    tokenB = await signIn(ctx, phoneB);
    const rows = await ctx.database.db.select().from(users).where(inArray(users.phoneNumber, [phoneA, phoneB]));
    userA = rows.find((row) => row.phoneNumber === phoneA)?.id ?? '';
    userB = rows.find((row) => row.phoneNumber === phoneB)?.id ?? '';
  });

  /**
   * A kid-quiz results record made while signed out, through the kid-quiz API, with the client id
   * the browser holds (its own UUID at first); answers the record and the id the server issued.
   */
  async function anonymousQuizResult(clientId: string = randomUUID()): Promise<{ id: string; clientId: string }> {
    const response = await call(ctx, urlOf(kidQuizEndpoints.createResultRecord), {
      method: 'POST',
      json: { answers: [7, 8, 6, 5, 9, 3], language: 'en', client_id: clientId },
    });
    expect(response.status).toBe(201);
    const issued = response.headers.get('user-client-id') ?? '';
    expect(issued).toMatch(SIGNED_CLIENT_ID_PATTERN);
    return { id: ((await response.json()) as { data: { id: string } }).data.id, clientId: issued };
  }

  async function ownersOf(ids: string[]) {
    const rows = await ctx.database.db.select({ id: kidQuizResults.id, userId: kidQuizResults.userId }).from(kidQuizResults).where(inArray(kidQuizResults.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.userId]));
  }

  const merge = (token: string | undefined, clientId?: string, language?: string) =>
    call(ctx, MERGE, { method: 'POST', token, language, headers: clientId === undefined ? {} : { 'User-Client-Id': clientId } });

  describe('the client id is the server\'s', () => {
    it('issues a new id in place of a UUID the browser made up, and keeps the record under it', async () => {
      const own = randomUUID();
      const { id, clientId } = await anonymousQuizResult(own);
      expect(clientId.startsWith(own)).toBe(false);
      const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
      expect(row.clientId).toBe(clientId.split('.')[0]);
    });

    it('keeps an id it issued: later records carry the same one, and the answer repeats it', async () => {
      const first = await anonymousQuizResult();
      const second = await anonymousQuizResult(first.clientId);
      expect(second.clientId).toBe(first.clientId);
      const rows = await ctx.database.db.select().from(kidQuizResults).where(inArray(kidQuizResults.id, [first.id, second.id]));
      expect(new Set(rows.map((row) => row.clientId))).toEqual(new Set([first.clientId.split('.')[0]]));
    });

    it('replaces an id whose signature it did not make', async () => {
      const forged = `${randomUUID()}.${'A'.repeat(43)}`;
      const { clientId } = await anonymousQuizResult(forged);
      expect(clientId).not.toBe(forged);
      expect(clientId.split('.')[0]).not.toBe(forged.split('.')[0]);
    });
  });

  it("moves the anonymous user's quiz results to the account, and only theirs", async () => {
    const first = await anonymousQuizResult();
    const mine = [first.id, (await anonymousQuizResult(first.clientId)).id];
    const theirs = (await anonymousQuizResult()).id;

    const response = await merge(tokenA, first.clientId);
    expect(response.status).toBe(200);
    expect(await bodyOf(response, mergeResponseSchema)).toEqual({ data: { clientId: first.clientId.split('.')[0], merged: { kidQuizResults: 2, dietQuizResults: 0, carts: 0, orders: 0 } } });
    expect(await ownersOf([...mine, theirs])).toEqual({ [mine[0]]: userA, [mine[1]]: userA, [theirs]: null });
  });

  it('is idempotent: merging again moves nothing and changes nothing', async () => {
    const { id, clientId } = await anonymousQuizResult();
    expect((await (await merge(tokenA, clientId)).json()).data.merged.kid_quiz_results).toBe(1);
    const again = await merge(tokenA, clientId);
    expect(again.status).toBe(200);
    expect((await again.json()).data.merged).toEqual({ kid_quiz_results: 0, diet_quiz_results: 0, carts: 0, orders: 0 });
    expect(await ownersOf([id])).toEqual({ [id]: userA });
  });

  it("never moves records already merged into another account (another user's token)", async () => {
    const { id, clientId } = await anonymousQuizResult();
    await merge(tokenA, clientId);
    const response = await merge(tokenB, clientId);
    expect(response.status).toBe(200);
    expect((await response.json()).data.merged).toEqual({ kid_quiz_results: 0, diet_quiz_results: 0, carts: 0, orders: 0 });
    expect(await ownersOf([id])).toEqual({ [id]: userA });
  });

  it('moves records made with the same client id after a sign-out to whoever signs in next', async () => {
    const { clientId } = await anonymousQuizResult();
    await merge(tokenA, clientId);
    const later = await anonymousQuizResult(clientId);
    expect((await (await merge(tokenB, clientId)).json()).data.merged.kid_quiz_results).toBe(1);
    expect(await ownersOf([later.id])).toEqual({ [later.id]: userB });
  });

  it('merges nothing for a plain UUID, even the UUID of an issued id: the server never issued it (200, every count 0)', async () => {
    const { id, clientId } = await anonymousQuizResult();
    const uuid = clientId.split('.')[0];
    const response = await merge(tokenB, uuid);
    expect(response.status).toBe(200);
    expect(await bodyOf(response, mergeResponseSchema)).toEqual({ data: { clientId: uuid, merged: { kidQuizResults: 0, dietQuizResults: 0, carts: 0, orders: 0 } } });
    expect(await ownersOf([id])).toEqual({ [id]: null });
  });

  it.each([
    ['en', 'This anonymous id was not issued by GeneWell, so nothing was moved to your account.'],
    ['vi', 'Mã nhận dạng ẩn danh này không do GeneWell cấp, nên không có dữ liệu nào được chuyển vào tài khoản của bạn.'],
    ['th', 'รหัสผู้ใช้นิรนามนี้ไม่ได้ออกโดย GeneWell จึงไม่มีข้อมูลใดถูกย้ายเข้าบัญชีของคุณ'],
    ['zh', '此匿名标识并非由GeneWell签发，因此没有任何记录被转入您的账户。'],
  ])('refuses a forged signature with a 400 naming the header, in %s, and moves nothing', async (language, message) => {
    const { id, clientId } = await anonymousQuizResult();
    const [uuid, signature] = clientId.split('.');
    const forged = `${uuid}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const response = await merge(tokenB, forged, language);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe(language);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String), fields: { 'user-client-id': message } } });
    expect(await ownersOf([id])).toEqual({ [id]: null });
  });

  it.each([
    ['missing', undefined],
    ['neither a UUID nor an issued id', 'client-1'],
    ['an issued id with something after it', `${randomUUID()}.${'A'.repeat(43)}x`],
  ])('refuses a User-Client-Id that is %s with a 400 naming the header', async (_label, clientId) => {
    const response = await merge(tokenA, clientId);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual(['user-client-id']);
  });

  describe('the sign-in carries the client id and merges in its own transaction', () => {
    /** Signs in a fresh number with User-Client-Id on the verify call; answers the new user's id and the verify response. */
    async function signInWith(clientId: string, code?: string) {
      const phone = randomPhone();
      expect((await requestCode(ctx, phone)).status).toBe(200);
      const verified = await verifyCode(ctx, phone, code ?? (await lastCode(ctx, phone)), { headers: { 'User-Client-Id': clientId } });
      const [user] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      return { verified, userId: user?.id ?? null, phone };
    }

    it('moves what this browser made signed out before the token is answered: nothing waits for a second call', async () => {
      const first = await anonymousQuizResult();
      const second = await anonymousQuizResult(first.clientId);
      const theirs = await anonymousQuizResult();
      const { verified, userId } = await signInWith(first.clientId);
      expect(verified.status).toBe(200);
      expect(userId).not.toBeNull();
      expect(await ownersOf([first.id, second.id, theirs.id])).toEqual({ [first.id]: userId, [second.id]: userId, [theirs.id]: null });
      // The client's merge call after it finds nothing left to move.
      const token = ((await verified.json()) as { data: { key: string } }).data.key;
      expect((await (await merge(token, first.clientId)).json()).data.merged).toEqual({ kid_quiz_results: 0, diet_quiz_results: 0, carts: 0, orders: 0 });
    });

    it('a wrong code signs nobody in and moves nothing', async () => {
      const { id, clientId } = await anonymousQuizResult();
      const phone = randomPhone();
      expect((await requestCode(ctx, phone)).status).toBe(200);
      const refused = await verifyCode(ctx, phone, otherCode(await lastCode(ctx, phone)), { headers: { 'User-Client-Id': clientId } });
      expect(refused.status).toBe(400);
      expect(await ownersOf([id])).toEqual({ [id]: null });
    });

    it.each([
      ['a forged signature', (issued: string) => `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`],
      ['the plain UUID of an issued id', (issued: string) => issued.split('.')[0]],
      ['something that is no id at all', () => 'client-1'],
    ])('with %s the sign-in still succeeds and moves nothing', async (_label, spoil) => {
      const { id, clientId } = await anonymousQuizResult();
      const { verified, userId } = await signInWith(spoil(clientId));
      expect(verified.status).toBe(200);
      expect(userId).not.toBeNull();
      expect(await ownersOf([id])).toEqual({ [id]: null });
    });
  });

  it('needs sign-in (401), and moves nothing then', async () => {
    const { id, clientId } = await anonymousQuizResult();
    expect((await merge(undefined, clientId)).status).toBe(401);
    expect((await merge('x'.repeat(43), clientId)).status).toBe(401);
    const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, id));
    expect(row.userId).toBeNull();
  });
});
