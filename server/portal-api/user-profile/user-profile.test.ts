import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { users } from '../../db/schema';
import { signinResponseSchema } from '../../../src/api/contract/auth';
import { userProfileEndpoints, userProfileResponseSchema } from '../../../src/api/contract/user-profile';
import { OTP_INVALID_TEXTS } from '../../../src/api/contract/otp-invalid';
import { bodyOf, call, errorOf, lastCode, lastMessage, otherCode, randomPhone, requestCode, signIn, verifyCode } from '../../testing/portal-calls';
import { urlOf } from '../../../src/api/contract/endpoint';

const PROFILE = urlOf(userProfileEndpoints.get);
const PHONE = urlOf(userProfileEndpoints.requestPhoneNumberChange);
const PHONE_VERIFY = urlOf(userProfileEndpoints.verifyPhoneNumberChange);
const DEMO_AN = '+84901234567';
const DEMO_HOA = '+84907654321';

describe.each(databaseKinds)('user profile on %s', (kind) => {
  const ctx = useTestContext(kind);
  let an: string;
  let hoa: string;
  beforeAll(async () => {
    an = await signIn(ctx, DEMO_AN);
    hoa = await signIn(ctx, DEMO_HOA);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A new account (of `phone`, or a new number) signed in and asking to move to a new number: the token, the number wanted and the code sent to it. */
  async function withPhoneChangeCode(phone = randomPhone()): Promise<{ token: string; wanted: string; code: string }> {
    const token = await signIn(ctx, phone);
    const wanted = randomPhone();
    await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: wanted } });
    return { token, wanted, code: await lastCode(ctx, wanted) };
  }

  /** Moves the server's clock forward (Date only; timers and the database driver keep running). */
  function travelBy(milliseconds: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + milliseconds));
  }

  const patch = (token: string | undefined, json: unknown, language = 'en') => call(ctx, PROFILE, { method: 'PATCH', token, json, language });

  describe('GET /user-profile/', () => {
    it("answers the caller's own profile with userprofile.hasFinishedSurvey", async () => {
      const response = await call(ctx, PROFILE, { token: an });
      expect(response.status).toBe(200);
      const { data } = await bodyOf(response, userProfileResponseSchema);
      expect(data).toEqual({
        id: expect.any(String),
        phoneNumber: DEMO_AN,
        name: 'Nguyễn Văn An',
        gender: 1,
        email: 'an.nguyen@example.com',
        dateOfBirth: '1988-04-12',
        preferredContactChannel: 'zalo',
        userprofile: { hasFinishedSurvey: false },
      });
      const other = await bodyOf(await call(ctx, PROFILE, { token: hoa }), userProfileResponseSchema);
      expect(other.data.phoneNumber).toBe(DEMO_HOA);
      expect(other.data.userprofile.hasFinishedSurvey).toBe(true);
    });

    it('answers a new account with empty fields', async () => {
      const token = await signIn(ctx, randomPhone());
      const { data } = await bodyOf(await call(ctx, PROFILE, { token }), userProfileResponseSchema);
      expect(data).toMatchObject({ name: null, gender: null, email: null, dateOfBirth: null, preferredContactChannel: null, userprofile: { hasFinishedSurvey: false } });
    });

    it('needs sign-in', async () => {
      expect((await call(ctx, PROFILE)).status).toBe(401);
    });
  });

  describe('PATCH /user-profile/', () => {
    it('changes only the fields sent, and null clears an optional one', async () => {
      const phone = randomPhone();
      const token = await signIn(ctx, phone);
      const first = await patch(token, { name: '  Trương Thu Hà ', gender: 2, email: 'ha@example.com', date_of_birth: '1992-12-01', preferred_contact_channel: 'email' });
      expect(first.status).toBe(200);
      expect((await bodyOf(first, userProfileResponseSchema)).data).toMatchObject({
        name: 'Trương Thu Hà',
        gender: 2,
        email: 'ha@example.com',
        dateOfBirth: '1992-12-01',
        preferredContactChannel: 'email',
      });

      const second = await patch(token, { email: null, gender: 3 });
      expect((await bodyOf(second, userProfileResponseSchema)).data).toMatchObject({ name: 'Trương Thu Hà', gender: 3, email: null, dateOfBirth: '1992-12-01' });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(row).toMatchObject({ name: 'Trương Thu Hà', gender: 3, email: null, dateOfBirth: '1992-12-01', preferredContactChannel: 'email', phoneNumber: phone });
    });

    it('accepts old dates of birth (the clinic zone used local mean time before 1912)', async () => {
      const token = await signIn(ctx, randomPhone());
      const response = await patch(token, { date_of_birth: '1905-06-01' });
      expect(response.status).toBe(200);
      expect((await response.json()).data.date_of_birth).toBe('1905-06-01');
    });

    it('accepts today as a date of birth (clinic day, UTC+7)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-06-30T18:30:00Z')); // already 1 July in Vietnam
      const token = await signIn(ctx, randomPhone());
      expect((await patch(token, { date_of_birth: '2031-07-01' })).status).toBe(200);
      expect((await patch(token, { date_of_birth: '2031-07-02' })).status).toBe(400);
    });

    const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd', { in: tz('Asia/Ho_Chi_Minh') });
    it.each([
      [{ gender: 4 }, 'gender', 'Choose one of: 1, 2, 3.'],
      [{ gender: '1' }, 'gender', 'Choose one of: 1, 2, 3.'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
      [{ date_of_birth: '2023-02-29' }, 'date_of_birth', 'Enter a valid date.'],
      [{ date_of_birth: '01/02/1990' }, 'date_of_birth', 'Enter a valid date.'],
      [{ date_of_birth: tomorrow }, 'date_of_birth', 'The date cannot be in the future.'],
      [{ date_of_birth: '1899-12-31' }, 'date_of_birth', 'The date cannot be before 1900.'],
      [{ preferred_contact_channel: 'fax' }, 'preferred_contact_channel', 'Choose one of: zalo, sms, email.'],
      [{ name: '   ' }, 'name', 'Must have at least 1 items or characters.'],
      [{ name: null }, 'name', 'This value has the wrong type.'],
      [{ phone_number: '0901111222' }, 'phone_number', 'This field is not allowed.'],
      [{}, '(body)', 'Send at least one field to change.'],
    ])('refuses %j, naming the field', async (json, field, message) => {
      const before = await call(ctx, PROFILE, { token: hoa });
      const response = await patch(hoa, json);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({ [field]: message });
      expect(await (await call(ctx, PROFILE, { token: hoa })).json()).toEqual(await before.json());
    });

    it('changes only the caller: another user cannot reach this profile', async () => {
      const before = await (await call(ctx, PROFILE, { token: an })).json();
      const response = await patch(hoa, { name: 'Lê Thị Hoa' });
      expect(response.status).toBe(200);
      expect((await response.json()).data.phone_number).toBe(DEMO_HOA);
      expect(await (await call(ctx, PROFILE, { token: an })).json()).toEqual(before);
    });

    it('needs sign-in', async () => {
      expect((await patch(undefined, { name: 'X' })).status).toBe(401);
    });
  });

  describe('phone-number change', () => {
    it('sends a code to the new number; verifying it moves the account to that number', async () => {
      const oldPhone = randomPhone();
      const newPhone = randomPhone();
      const token = await signIn(ctx, oldPhone);
      const [before] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, oldPhone));

      const ip = '192.0.2.77';
      const sent = await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: newPhone }, language: 'en', ip });
      expect(sent.status).toBe(200);
      expect((await bodyOf(sent, signinResponseSchema)).data).toEqual({ otpKey: newPhone, otpMethod: 'sms', expiresIn: 300, resendIn: 60 });
      const message = await lastMessage(ctx, newPhone);
      expect(message.body).toMatch(/^GeneWell: your one-time code to confirm this new phone number is \d{6}\./);

      const verified = await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: newPhone, otp: await lastCode(ctx, newPhone) } });
      expect(verified.status).toBe(200);
      const { data } = await bodyOf(verified, userProfileResponseSchema);
      expect(data).toMatchObject({ id: before.id, phoneNumber: newPhone });

      // The account now signs in with the new number; the old one is free again.
      // (The pause between codes is per purpose: the phone-change code a moment ago does not hold it back.)
      const again = await requestCode(ctx, newPhone, { ip });
      expect(again.status).toBe(200);
      // The old number signs in afresh, a minute after its own last sign-in code.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.now() + 61_000));
      const oldSignIn = await signIn(ctx, oldPhone);
      const [fresh] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, oldPhone));
      expect(fresh.id).not.toBe(before.id);
      expect((await (await call(ctx, PROFILE, { token: oldSignIn })).json()).data.id).toBe(fresh.id);
    });

    it('sends the code by Zalo when asked, for a Vietnamese mobile number', async () => {
      const token = await signIn(ctx, randomPhone());
      const newPhone = randomPhone();
      const sent = await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: newPhone, otp_method: 'zalo' } });
      expect(sent.status).toBe(200);
      expect((await lastMessage(ctx, newPhone)).purpose).toBe('otp-zalo');
      const refused = await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: '+14155552671', otp_method: 'zalo' } });
      expect(refused.status).toBe(400);
      expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['otp_method']);
    });

    it('refuses the number the account already has (400 naming phone_number)', async () => {
      const phone = randomPhone();
      const token = await signIn(ctx, phone);
      const response = await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: phone }, language: 'vi' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ phone_number: 'Đây đã là số điện thoại của bạn.' });
    });

    it('answers a number another account uses exactly like a free one (byte for byte): the code goes to that number', async () => {
      const ip = '10.77.0.1';
      const wanted = randomPhone();
      const first = await signIn(ctx, randomPhone());
      const whileFree = await call(ctx, PHONE, { method: 'POST', token: first, json: { phone_number: wanted }, language: 'vi', ip });
      expect(whileFree.status).toBe(200);

      // Another account signs up with the number; later a second account asks for it.
      travelBy(61_000);
      const holder = await signIn(ctx, wanted);
      travelBy(61_000);
      const second = await signIn(ctx, randomPhone());
      const [before] = await ctx.database.db.select().from(users).where(eq(users.id, (await (await call(ctx, PROFILE, { token: second })).json()).data.id));
      const sent = (await ctx.sms.list({ phone: wanted, limit: 500 })).length;
      const whileTaken = await call(ctx, PHONE, { method: 'POST', token: second, json: { phone_number: wanted }, language: 'vi', ip });

      expect(whileTaken.status).toBe(whileFree.status);
      for (const header of ['content-type', 'content-language', 'cache-control']) expect(whileTaken.headers.get(header), header).toBe(whileFree.headers.get(header));
      expect(await whileTaken.text()).toBe(await whileFree.text());
      expect(await ctx.sms.list({ phone: wanted, limit: 500 })).toHaveLength(sent + 1);

      // Only whoever holds that phone has the code; with it the change is refused and nothing moves.
      const verified = await call(ctx, PHONE_VERIFY, { method: 'POST', token: second, json: { phone_number: wanted, otp: await lastCode(ctx, wanted) }, language: 'en', ip });
      expect(verified.status).toBe(409);
      expect(await errorOf(verified)).toEqual({ code: 'conflict', message: 'This phone number is already used by another account.' });
      const [after] = await ctx.database.db.select().from(users).where(eq(users.id, before.id));
      expect(after.phoneNumber).toBe(before.phoneNumber);
      expect((await (await call(ctx, PROFILE, { token: holder })).json()).data.phone_number).toBe(wanted);
    });

    it('limits phone-change requests per account', async () => {
      const token = await signIn(ctx, randomPhone());
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        // Taken numbers count like free ones.
        statuses.push((await call(ctx, PHONE, { method: 'POST', token, json: { phone_number: attempt === 3 ? DEMO_HOA : randomPhone() } })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });

    it('answers 409 at verify when another account took the number meanwhile, and the code stays unused', async () => {
      const { token, wanted, code } = await withPhoneChangeCode();
      await ctx.database.db.insert(users).values({ phoneNumber: wanted });

      const response = await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: code } });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('conflict');
      await ctx.database.db.delete(users).where(eq(users.phoneNumber, wanted));
      expect((await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: code } })).status).toBe(200);
    });

    it('keeps phone-change codes apart from sign-in codes and from other accounts', async () => {
      const { token, wanted, code } = await withPhoneChangeCode();

      // Not a sign-in code for that number…
      const signin = await verifyCode(ctx, wanted, code, { language: 'zh' });
      expect(await errorOf(signin)).toEqual({ code: 'otp_invalid', message: OTP_INVALID_TEXTS.zh });
      // …and another signed-in user cannot use it for their account.
      const stolen = await call(ctx, PHONE_VERIFY, { method: 'POST', token: hoa, json: { phone_number: wanted, otp: code } });
      expect((await errorOf(stolen)).code).toBe('otp_invalid');
      const [hoaRow] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, DEMO_HOA));
      expect(hoaRow).toBeDefined();
      // The owner still can.
      expect((await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: code } })).status).toBe(200);
    });

    it('answers a wrong code with otp_invalid and a reused one with otp_expired', async () => {
      const { token, wanted, code } = await withPhoneChangeCode();
      const wrong = await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: otherCode(code) }, language: 'th' });
      expect(await errorOf(wrong)).toEqual({ code: 'otp_invalid', message: OTP_INVALID_TEXTS.th });
      expect((await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: code } })).status).toBe(200);
      const reused = await call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp: code } });
      expect((await errorOf(reused)).code).toBe('otp_expired');
    });

    it('answers the 5th wrong code, and the right one after it, with otp_attempts_exceeded; the number stays', async () => {
      const phone = randomPhone();
      const { token, wanted, code } = await withPhoneChangeCode(phone);
      const verify = (otp: string) => call(ctx, PHONE_VERIFY, { method: 'POST', token, json: { phone_number: wanted, otp }, language: 'vi' });
      for (let i = 0; i < 4; i += 1) expect((await errorOf(await verify(otherCode(code)))).code).toBe('otp_invalid');
      const expected = { code: 'otp_attempts_exceeded', message: 'Bạn đã nhập sai mã OTP quá nhiều lần. Vui lòng yêu cầu mã OTP mới.' };
      expect(await errorOf(await verify(otherCode(code)))).toEqual(expected);
      expect(await errorOf(await verify(code))).toEqual(expected);
      expect((await bodyOf(await call(ctx, PROFILE, { token }), userProfileResponseSchema)).data.phoneNumber).toBe(phone);
    });

    it.each([
      [PHONE, { phone_number: 'abc' }, ['phone_number']],
      [PHONE, {}, ['phone_number']],
      [PHONE_VERIFY, { phone_number: '0901234567', otp: 'abcdef' }, ['otp']],
      [PHONE_VERIFY, { otp: '123456' }, ['phone_number']],
    ])('refuses malformed input to %s: %j', async (path, json, fields) => {
      const response = await call(ctx, path, { method: 'POST', token: an, json });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(fields);
    });

    it.each([PHONE, PHONE_VERIFY])('%s needs sign-in', async (path) => {
      expect((await call(ctx, path, { method: 'POST', json: { phone_number: randomPhone(), otp: '123456' } })).status).toBe(401);
    });
  });
});
