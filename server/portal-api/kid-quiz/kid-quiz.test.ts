import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { count, eq, sql } from 'drizzle-orm';
import { assembleApp } from '../../composition-root';
import { discountCodes, kidQuizResults, smsMessages } from '../../db/schema';
import { readServerLocale } from '../../i18n/server-i18n';
import type { Language, LocaleTree } from '../../i18n/server-i18n';
import { mergeAnonymousUser } from '../../services/merge/anonymous-merge';
import { defaultRateLimits } from '../../services/rate-limit/rate-limit';
import type { SmsProvider } from '../../services/sms/sms-provider';
import { SmsDeliveryError } from '../../services/sms/sms-provider';
import { accountsWithTokens, call, randomIp } from '../../testing/portal-calls';
import { databaseKinds, requestApp, useTestContext } from '../../testing/test-context';
import { urlOf } from '../../../src/api/contract/endpoint';
import { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import type { TestContext } from '../../testing/test-context';
import { resultsLink } from './kid-quiz.service';
import { smsDate, withoutDiacritics } from '../../services/sms/sms-text';

const RESULTS = urlOf(kidQuizEndpoints.createResultRecord);
const resultOf = (id: string) => urlOf(kidQuizEndpoints.retrieveResultRecord, { id });
const resultSmsOf = (id: string) => urlOf(kidQuizEndpoints.sendResultsSms, { id });
const CODES = urlOf(kidQuizEndpoints.createDiscountCode);
const codeSmsOf = (code: string) => urlOf(kidQuizEndpoints.sendDiscountCodeSms, { code });
const ANSWERS = [7, 8, 6, 5, 9, 3];
const CODE_PATTERN = /^KID-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The header that carries a record's secret. */
const SECRET_HEADER = 'Kid-Quiz-Secret';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const locale = (language: Language): LocaleTree => readServerLocale(language, 'kid-quiz');
const lookup = (tree: LocaleTree, key: string): string => {
  const value = key.split('.').reduce<string | LocaleTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing text ${key}`);
  return value;
};
/** The resource of a success body: `{ data }`. */
const dataOf = async (response: Response) => (await response.json()).data;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name]));

describe.each(databaseKinds)('kid-quiz API on %s', (kind) => {
  const ctx = useTestContext(kind, { seed: false });

  /** A request as the record's owner when `secret` is given (the Kid-Quiz-Secret header). */
  // Each from an address of its own (call): the per-address limit on new records has its own tests below.
  const post = (url: string, json: unknown, language?: string, secret?: string) =>
    call(ctx, url, { method: 'POST', json, language, headers: secret ? { [SECRET_HEADER]: secret } : {} });
  const read = (id: string, secret?: string) => ctx.request(resultOf(id), { headers: secret ? { [SECRET_HEADER]: secret } : {} });
  const patch = (id: string, json: unknown, options: { secret?: string; language?: string; token?: string } = {}) =>
    ctx.request(resultOf(id), { method: 'PATCH', json, language: options.language, token: options.token, headers: options.secret ? { [SECRET_HEADER]: options.secret } : {} });
  const createRecord = async (body: Record<string, unknown> = {}) => {
    const response = await post(RESULTS, { answers: ANSWERS, language: 'vi', ...body });
    expect(response.status).toBe(201);
    return (await dataOf(response)) as { id: string; phone_number: string | null; outcome_id: string; secret: string; access: string };
  };
  const createCode = async (record: { id: string; secret: string }) => {
    const response = await post(CODES, { record_id: record.id }, undefined, record.secret);
    expect(response.status).toBe(201);
    return (await dataOf(response)) as { code: string; record_id: string; percent_off: number; expires_at: string; usage_limit: number };
  };
  /** The owner's view of a record as the create answer gives it, without the secret. */
  const ownerView = ({ secret: _secret, ...record }: Record<string, unknown>) => record;
  const recordCount = async () => (await ctx.database.db.select({ n: count() }).from(kidQuizResults))[0].n;
  const smsFor = (phone: string) => ctx.sms.list({ phone });

  describe('POST /results/', () => {
    it('scores the answers on the server and answers in snake_case', async () => {
      const clientId = randomUUID();
      const response = await post(RESULTS, { answers: ANSWERS, language: 'vi', client_id: clientId });
      expect(response.status).toBe(201);
      const body = await dataOf(response);
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        answers: ANSWERS,
        // The last question is reversed: 11 - 3 = 8.
        answer_scores: [7, 8, 6, 5, 9, 8],
        category_scores: { iq: 15, eq: 11, temperament: 17 },
        levels: { iq: 'high', eq: 'high', temperament: 'extroverted' },
        outcome_id: 'international-diplomat',
        language: 'vi',
        access: 'owner',
        phone_number: null,
        masked_phone_number: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: body.created_at,
        secret: expect.stringMatching(SECRET_PATTERN),
      });
      const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, body.id));
      // The record keeps the client id the server issued (answered in User-Client-Id), not the UUID the browser made up.
      const issued = response.headers.get('user-client-id') ?? '';
      expect(row).toMatchObject({ clientId: issued.split('.')[0], userId: null, phone: null });
      expect(row.clientId).not.toBe(clientId);
    });

    it.each([
      [[1, 1, 1, 1, 1, 1], 'inventor', { iq: 'low', eq: 'low', temperament: 'extroverted' }],
      [[10, 10, 1, 1, 1, 10], 'quiet-genius', { iq: 'high', eq: 'low', temperament: 'introverted' }],
      [[2, 3, 9, 8, 2, 9], 'writer', { iq: 'low', eq: 'high', temperament: 'introverted' }],
    ])('finds the outcome of %j: %s', async (answers, outcome, levels) => {
      const response = await post(RESULTS, { answers, language: 'en' });
      expect(await dataOf(response)).toMatchObject({ outcome_id: outcome, levels });
    });

    it('refuses a body that is not JSON', async () => {
      const before = await recordCount();
      const response = await ctx.request(RESULTS, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"answers": [1,', language: 'vi' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'malformed_json', message: 'Nội dung yêu cầu không phải là JSON hợp lệ.' } });
      expect(await recordCount()).toBe(before);
    });

    it.each([
      ['five answers', { answers: [1, 2, 3, 4, 5], language: 'en' }, { answers: 'Must have at least 6 items or characters.' }],
      ['seven answers', { answers: [1, 2, 3, 4, 5, 6, 7], language: 'en' }, { answers: 'Must have at most 6 items or characters.' }],
      ['an answer of 0', { answers: [0, 2, 3, 4, 5, 6], language: 'en' }, { 'answers.0': 'Must be at least 1.' }],
      ['an answer of 11', { answers: [1, 2, 3, 4, 5, 11], language: 'en' }, { 'answers.5': 'Must be at most 10.' }],
      ['an answer of 2.5', { answers: [1, 2.5, 3, 4, 5, 6], language: 'en' }, { 'answers.1': 'Enter a whole number.' }],
      ['an answer given as text', { answers: [1, 2, '7', 4, 5, 6], language: 'en' }, { 'answers.2': 'This value has the wrong type.' }],
      ['an unknown language', { answers: ANSWERS, language: 'fr' }, { language: 'Choose one of: en, vi, zh, th.' }],
      ['no answers', { language: 'en' }, { answers: 'This field is required.' }],
      ['a client id that is not a UUID', { answers: ANSWERS, language: 'en', client_id: 'abc' }, { client_id: 'This value has the wrong format.' }],
      [
        'unknown keys, such as a client-computed outcome',
        { answers: ANSWERS, language: 'en', outcome_id: 'architect', answer_scores: ANSWERS },
        { outcome_id: 'This field is not allowed.', answer_scores: 'This field is not allowed.' },
      ],
    ])('refuses %s, naming the field, and stores nothing', async (_, body, fields) => {
      const before = await recordCount();
      const response = await post(RESULTS, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields } });
      expect(await recordCount()).toBe(before);
    });

    it('names failing fields in the language of the request', async () => {
      const response = await post(RESULTS, { answers: [1, 2, 3, 4, 5, 0], language: 'en' }, 'zh');
      expect(response.headers.get('content-language')).toBe('zh');
      expect((await response.json()).error.message).toBe('部分信息填写有误，请检查后重试。');
    });
  });

  describe('GET and PATCH /results/{id}/', () => {
    it('reads a stored record back: in full to the holder of its secret', async () => {
      const created = await createRecord();
      const response = await read(created.id, created.secret);
      expect(response.status).toBe(200);
      expect(await dataOf(response)).toEqual(ownerView(created));
    });

    it('answers 404 for an unknown id and 400 naming `id` for one that is not a UUID', async () => {
      const unknown = await ctx.request(resultOf(randomUUID()), { language: 'vi' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Không tìm thấy kết quả trắc nghiệm này.' } });

      const malformed = await ctx.request(resultOf('not-a-uuid'));
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { id: 'This value has the wrong format.' } },
      });
    });

    it('stores a phone number in E.164 and moves updated_at', async () => {
      const created = await createRecord({ language: 'en' });
      const response = await patch(created.id, { phone_number: '0912 345 678' }, { secret: created.secret });
      expect(response.status).toBe(200);
      const body = await dataOf(response);
      expect(body).toMatchObject({ id: created.id, access: 'owner', phone_number: '+84912345678', masked_phone_number: '09•••••678' });
      expect(body.created_at).toBe((await dataOf(await read(created.id))).created_at);
      expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.created_at));
      expect((await dataOf(await read(created.id, created.secret))).phone_number).toBe('+84912345678');
    });

    it.each(['123', 'abc', '', '0912345678 ext 5'])('refuses the phone number %j and keeps the record as it was', async (phone) => {
      const created = await createRecord();
      const response = await patch(created.id, { phone_number: phone }, { secret: created.secret, language: 'vi' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ phone_number: 'Vui lòng nhập số điện thoại hợp lệ.' });
      expect((await dataOf(await read(created.id, created.secret))).phone_number).toBeNull();
    });

    it('refuses other fields: scores and outcome cannot be edited', async () => {
      const created = await createRecord();
      const response = await patch(created.id, { phone_number: '0912345678', outcome_id: 'architect' }, { secret: created.secret });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ outcome_id: 'This field is not allowed.' });
      expect(await dataOf(await read(created.id, created.secret))).toEqual(ownerView(created));
    });

    it('answers 404 when patching an unknown record', async () => {
      const response = await patch(randomUUID(), { phone_number: '0912345678' }, { secret: randomBytes(32).toString('base64url') });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    });
  });

  describe('POST /results/{id}/send-sms/', () => {
    it('texts the outcome and a link to the results in the chosen language, and keeps the number', async () => {
      const created = await createRecord();
      // A forged Host must not put someone else's link into our SMS: the link uses PUBLIC_ORIGIN.
      const response = await ctx.request(`http://evil.example${resultSmsOf(created.id)}`, {
        method: 'POST',
        json: { phone_number: '0987 654 321', language: 'vi' },
        headers: { [SECRET_HEADER]: created.secret },
      });
      expect(response.status).toBe(202);
      const receipt = await dataOf(response);
      expect(receipt).toEqual({ phone_number: '+84987654321', sent_at: expect.stringMatching(/Z$/) });

      const [message] = await smsFor('+84987654321');
      const vi = locale('vi');
      // The secret rides in the fragment, which browsers never send to a server.
      const link = `${ctx.config.PUBLIC_ORIGIN}/kid-quiz?scene=9&result=${created.id}#k=${created.secret}`;
      expect(ctx.config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
      expect(message).toMatchObject({ purpose: 'kid-quiz-results', language: 'vi' });
      // Vietnamese texts travel without their marks (GSM-7), the job title included.
      expect(message.body).toBe(withoutDiacritics(fill(lookup(vi, 'sms.results'), { job: lookup(vi, 'jobs.international-diplomat'), link })));
      expect(message.body).toContain(link);
      expect(message.createdAt.toISOString()).toBe(receipt.sent_at);

      const outbox = await (await ctx.request('/api/dev/sms-outbox?phone=0987654321')).json();
      expect(outbox.data[0]).toMatchObject({ phone: '+84987654321', purpose: 'kid-quiz-results', language: 'vi', body: message.body });
      expect((await dataOf(await read(created.id, created.secret))).phone_number).toBe('+84987654321');
      expect((await dataOf(await read(created.id))).masked_phone_number).toBe('09•••••321');
    });

    it('writes the message in the request language, not the language of the quiz', async () => {
      const created = await createRecord({ language: 'vi' });
      await post(resultSmsOf(created.id), { phone_number: '0987000001', language: 'en' }, undefined, created.secret);
      const [message] = await smsFor('+84987000001');
      const en = locale('en');
      expect(message.language).toBe('en');
      expect(message.body).toContain(lookup(en, 'jobs.international-diplomat'));
      expect(message.body).not.toContain(lookup(locale('vi'), 'jobs.international-diplomat'));
    });

    it('answers 404 for an unknown record and sends nothing', async () => {
      const response = await post(resultSmsOf(randomUUID()), { phone_number: '0987000002', language: 'en' }, undefined, randomBytes(32).toString('base64url'));
      expect(response.status).toBe(404);
      expect(await smsFor('+84987000002')).toEqual([]);
    });

    it.each([
      [{ phone_number: '123', language: 'en' }, { phone_number: 'Enter a valid phone number.' }],
      [{ phone_number: '0987000003', language: 'fr' }, { language: 'Choose one of: en, vi, zh, th.' }],
      [{ language: 'en' }, { phone_number: 'This field is required.' }],
    ])('refuses %j and sends nothing', async (body, fields) => {
      const created = await createRecord();
      const response = await post(resultSmsOf(created.id), body, undefined, created.secret);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual(fields);
      expect(await smsFor('+84987000003')).toEqual([]);
    });
  });

  describe('POST /discount-codes/', () => {
    it('creates a readable code that lasts to the end of the 30th day in Vietnam', async () => {
      const record = await createRecord();
      const code = await createCode(record);
      expect(code).toEqual({ code: expect.stringMatching(CODE_PATTERN), record_id: record.id, percent_off: 10, expires_at: expect.any(String), usage_limit: 1 });
      const expiresInVietnam = new TZDate(code.expires_at, 'Asia/Ho_Chi_Minh');
      expect([expiresInVietnam.getHours(), expiresInVietnam.getMinutes(), expiresInVietnam.getSeconds()]).toEqual([23, 59, 59]);
      // 30 calendar days from today in Vietnam (31 if the day changed during the test).
      expect(differenceInCalendarDays(expiresInVietnam, new TZDate(Date.now(), 'Asia/Ho_Chi_Minh'))).toBeGreaterThanOrEqual(29);
      expect(differenceInCalendarDays(expiresInVietnam, new TZDate(Date.now(), 'Asia/Ho_Chi_Minh'))).toBeLessThanOrEqual(30);
    });

    it('returns the same code with 200 when asked again for the record', async () => {
      const record = await createRecord();
      const first = await createCode(record);
      const again = await post(CODES, { record_id: record.id, phone_number: '0912345678' }, undefined, record.secret);
      expect(again.status).toBe(200);
      expect(await dataOf(again)).toEqual(first);
    });

    it('creates one code when requests for a record race', async () => {
      const record = await createRecord();
      const responses = await Promise.all(Array.from({ length: 6 }, () => post(CODES, { record_id: record.id }, undefined, record.secret)));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const codes = await Promise.all(responses.map(async (r) => ((await dataOf(r)) as { code: string }).code));
      expect(new Set(codes).size).toBe(1);
      const rows = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.sourceRecordId, record.id));
      expect(rows).toHaveLength(1);
    });

    it('keeps the phone number it was issued for, normalised', async () => {
      const record = await createRecord();
      const response = await post(CODES, { record_id: record.id, phone_number: '0912345678' }, undefined, record.secret);
      const { code } = (await dataOf(response)) as { code: string };
      const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(row).toMatchObject({ source: 'kid-quiz', phone: '+84912345678', percentOff: 10, timesUsed: 0 });
    });

    it("issues one code per phone number: another record's request for a number that has one answers 409 and creates nothing", async () => {
      const first = await createRecord();
      const issued = await post(CODES, { record_id: first.id, phone_number: '0915000001' }, undefined, first.secret);
      expect(issued.status).toBe(201);
      const firstCode = ((await dataOf(issued)) as { code: string }).code;

      const second = await createRecord();
      const before = (await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n;
      const refused = await post(CODES, { record_id: second.id, phone_number: '+84 915 000 001' }, 'vi', second.secret);
      expect(refused.status).toBe(409);
      const body = await refused.json();
      expect(body).toEqual({ error: { code: 'conflict', message: 'Số điện thoại này đã nhận mã giảm giá của trắc nghiệm tính cách cho bé.' } });
      expect(JSON.stringify(body)).not.toContain(firstCode);
      expect((await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n).toBe(before);

      // The number on the record counts as the number asked for.
      const third = await createRecord();
      expect((await patch(third.id, { phone_number: '0915000001' }, { secret: third.secret })).status).toBe(200);
      expect((await post(CODES, { record_id: third.id }, undefined, third.secret)).status).toBe(409);
      // The first record still gets its own code back, and another number gets a code.
      expect((await post(CODES, { record_id: first.id, phone_number: '0915000001' }, undefined, first.secret)).status).toBe(200);
      expect((await post(CODES, { record_id: second.id, phone_number: '0915000002' }, undefined, second.secret)).status).toBe(201);
    });

    it('gives one of two records racing for one number a code, the other 409', async () => {
      const records = await Promise.all([createRecord(), createRecord(), createRecord()]);
      const responses = await Promise.all(records.map((record) => post(CODES, { record_id: record.id, phone_number: '0915000003' }, undefined, record.secret)));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
      const rows = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.phone, '+84915000003'));
      expect(rows).toHaveLength(1);
    });

    it('answers 404 for an unknown record and 400 for a malformed one, creating nothing', async () => {
      const before = (await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n;
      const unknown = await post(CODES, { record_id: randomUUID() }, undefined, randomBytes(32).toString('base64url'));
      expect(unknown.status).toBe(404);
      const malformed = await post(CODES, { record_id: 'nope', phone_number: 'abc' });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.fields).toEqual({ record_id: 'This value has the wrong format.', phone_number: 'Enter a valid phone number.' });
      expect((await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n).toBe(before);
    });
  });

  describe('POST /discount-codes/{code}/send-sms/', () => {
    it('texts the code and its expiry date in the chosen language', async () => {
      const record = await createRecord();
      const code = await createCode(record);
      const response = await post(codeSmsOf(code.code), { phone_number: '+84 912 000 001', language: 'vi' }, undefined, record.secret);
      expect(response.status).toBe(202);
      expect(await dataOf(response)).toEqual({ phone_number: '+84912000001', sent_at: expect.any(String) });

      const [message] = await smsFor('+84912000001');
      const expiresOn = smsDate('vi', new Date(code.expires_at));
      expect(expiresOn).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      expect(message).toMatchObject({ purpose: 'kid-quiz-code', language: 'vi' });
      expect(message.body).toBe(withoutDiacritics(fill(lookup(locale('vi'), 'sms.discountCode'), { code: code.code, percent: 10, expiresOn })));
      expect(message.body).toContain(code.code);
    });

    it('answers 404 for an unknown code and for an expired one, sending nothing', async () => {
      const unknown = await post(codeSmsOf('KID-ZZZZZZZZ'), { phone_number: '0912000002', language: 'en' }, 'vi');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Mã giảm giá này không tồn tại hoặc đã hết hạn.' } });

      const record = await createRecord();
      const code = await createCode(record);
      await ctx.database.db.update(discountCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(discountCodes.code, code.code));
      const expired = await post(codeSmsOf(code.code), { phone_number: '0912000002', language: 'en' }, undefined, record.secret);
      expect(expired.status).toBe(404);
      expect(await smsFor('+84912000002')).toEqual([]);
    });

    it('answers 409 for a code that has been used up', async () => {
      const record = await createRecord();
      const code = await createCode(record);
      await ctx.database.db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.code, code.code));
      const response = await post(codeSmsOf(code.code), { phone_number: '0912000003', language: 'en' }, undefined, record.secret);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'conflict', message: 'This discount code has already been used.' } });
      expect(await smsFor('+84912000003')).toEqual([]);
    });

    it("never texts a second kid-quiz code to a number: the code is the number's that it was first issued for or sent to", async () => {
      const first = await createRecord();
      const firstCode = await createCode(first);
      expect((await post(codeSmsOf(firstCode.code), { phone_number: '0915000010', language: 'en' }, undefined, first.secret)).status).toBe(202);
      const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.code, firstCode.code));
      expect(row.phone).toBe('+84915000010');

      const second = await createRecord();
      const secondCode = await createCode(second);
      const refused = await post(codeSmsOf(secondCode.code), { phone_number: '0915000010', language: 'en' }, 'en', second.secret);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'conflict', message: 'This phone number already has a kid quiz discount code.' } });
      expect((await smsFor('+84915000010')).filter((message) => message.body.includes(secondCode.code))).toEqual([]);
      // The same code again to its own number is fine; the second code goes to a number of its own.
      expect((await post(codeSmsOf(firstCode.code), { phone_number: '0915000010', language: 'en' }, undefined, first.secret)).status).toBe(202);
      expect((await post(codeSmsOf(secondCode.code), { phone_number: '0915000011', language: 'en' }, undefined, second.secret)).status).toBe(202);
    });

    it('does not send codes issued for something else than the kid quiz', async () => {
      await ctx.database.db.insert(discountCodes).values({
        code: 'SHOP-SPRING26',
        source: 'campaign',
        sourceRecordId: 'spring-2026',
        percentOff: 20,
        usageLimit: 100,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const response = await post(codeSmsOf('SHOP-SPRING26'), { phone_number: '0912000004', language: 'en' });
      expect(response.status).toBe(404);
    });

    it('refuses a malformed code, naming the field', async () => {
      const response = await post(codeSmsOf('kid-abc!'), { phone_number: '0912000005', language: 'en' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ code: 'This value has the wrong format.' });
    });
  });

  describe('who may reach a record: its secret, or the account it belongs to', () => {
    const NOT_FOUND_VI = { error: { code: 'not_found', message: 'Không tìm thấy kết quả trắc nghiệm này.' } };
    const CODE_NOT_FOUND_VI = { error: { code: 'not_found', message: 'Mã giảm giá này không tồn tại hoặc đã hết hạn.' } };
    const aSecret = () => randomBytes(32).toString('base64url');

    /** A record with a number and a discount code, made by its owner through the API. */
    async function ownedRecord(phone: string, body: Record<string, unknown> = {}) {
      const record = await createRecord(body);
      expect((await post(resultSmsOf(record.id), { phone_number: phone, language: 'vi' }, undefined, record.secret)).status).toBe(202);
      const code = await createCode(record);
      return { ...record, code: code.code };
    }

    /** A user and a sign-in token, made directly (signing in is the auth tests' business). */
    const account = async () => (await accountsWithTokens(ctx, 1))[0];

    /** Every owner's part of a record, asked with `auth` (a secret, a token, both or neither); the statuses in order. */
    async function ownersParts(record: { id: string; code: string }, auth: { secret?: string; token?: string }, phone: string) {
      const headers: Record<string, string> = auth.secret ? { [SECRET_HEADER]: auth.secret } : {};
      const asCaller = (url: string, method: string, json?: unknown) => ctx.request(url, { method, json, language: 'vi', token: auth.token, headers });
      const responses = {
        patch: await asCaller(resultOf(record.id), 'PATCH', { phone_number: phone }),
        resultsSms: await asCaller(resultSmsOf(record.id), 'POST', { phone_number: phone, language: 'vi' }),
        discountCode: await asCaller(CODES, 'POST', { record_id: record.id }),
        codeSms: await asCaller(codeSmsOf(record.code), 'POST', { phone_number: phone, language: 'vi' }),
      };
      const statuses = Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.status]));
      const bodies = Object.fromEntries(await Promise.all(Object.entries(responses).map(async ([name, response]) => [name, await response.json()])));
      return { statuses, bodies };
    }

    const refused = { patch: 404, resultsSms: 404, discountCode: 404, codeSms: 404 };
    const allowed = { patch: 200, resultsSms: 202, discountCode: 200, codeSms: 202 };

    it('gives a stranger with only the id the result and a masked number, never the full number or the code', async () => {
      const record = await ownedRecord('0912 345 111');
      const response = await read(record.id);
      expect(response.status).toBe(200);
      const body = await dataOf(response);
      expect(body).toEqual({ ...ownerView(record), code: undefined, access: 'public', phone_number: null, masked_phone_number: '09•••••111', updated_at: expect.any(String) });
      const text = JSON.stringify(body);
      expect(text).not.toContain('912345111');
      expect(text).not.toContain(record.code);
      expect(text).not.toContain(record.secret);
    });

    it.each([
      ['no secret', () => undefined, '221'],
      ['a wrong secret', () => aSecret(), '222'],
      ['a malformed secret', () => 'not a secret', '223'],
    ])('answers a stranger with %s like an unknown record, and changes and sends nothing', async (_, secretOf, last) => {
      // A number of its own per case: each number holds one kid-quiz code.
      const record = await ownedRecord(`0912 345 ${last}`);
      const before = await recordCount();
      const smsBefore = (await smsFor(`+84912345${last}`)).length;
      const { statuses, bodies } = await ownersParts(record, { secret: secretOf() }, '0912 345 999');
      expect(statuses).toEqual(refused);
      // Exactly the answers of an unknown record and an unknown code: nothing tells them apart.
      const unknownRecord = await patch(randomUUID(), { phone_number: '0912345999' }, { language: 'vi' });
      expect(await unknownRecord.json()).toEqual(NOT_FOUND_VI);
      expect(bodies).toEqual({ patch: NOT_FOUND_VI, resultsSms: NOT_FOUND_VI, discountCode: NOT_FOUND_VI, codeSms: CODE_NOT_FOUND_VI });
      expect(await smsFor('+84912345999')).toEqual([]);
      expect(await smsFor(`+84912345${last}`)).toHaveLength(smsBefore);
      expect(await recordCount()).toBe(before);
      expect((await dataOf(await read(record.id, record.secret))).phone_number).toBe(`+84912345${last}`);
      // A reading with a wrong secret is the public one, not a failure.
      expect((await dataOf(await read(record.id, secretOf() ?? aSecret()))).access).toBe('public');
    });

    it("does not take another record's secret", async () => {
      const record = await ownedRecord('0912 345 333');
      const other = await createRecord();
      expect((await ownersParts(record, { secret: other.secret }, '0912 345 334')).statuses).toEqual(refused);
      expect(await dataOf(await read(record.id, other.secret))).toMatchObject({ access: 'public', phone_number: null });
    });

    it('does not tell a stranger that a code is used up: 404, not 409', async () => {
      const record = await ownedRecord('0912 345 444');
      await ctx.database.db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.code, record.code));
      const response = await post(codeSmsOf(record.code), { phone_number: '0912345445', language: 'vi' }, 'vi');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(CODE_NOT_FOUND_VI);
    });

    it('lets the holder of the secret do everything while the record belongs to no account', async () => {
      const record = await ownedRecord('0912 345 555');
      expect((await ownersParts(record, { secret: record.secret }, '0912 345 556')).statuses).toEqual(allowed);
      expect(await dataOf(await read(record.id, record.secret))).toMatchObject({ access: 'owner', phone_number: '+84912345556', masked_phone_number: '09•••••556' });
    });

    it('keeps only the SHA-256 of the secret', async () => {
      const clientId = randomUUID();
      const record = await createRecord({ client_id: clientId });
      const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, record.id));
      expect(row.secretHash).toBe(sha256(record.secret));
      expect(JSON.stringify(row)).not.toContain(record.secret);
      // Each record has its own.
      expect((await createRecord()).secret).not.toBe(record.secret);
    });

    it('after a merge into an account, only that account reaches the number, the SMS and the code', async () => {
      const clientId = randomUUID();
      const record = await ownedRecord('0912 345 666', { client_id: clientId });
      const owner = await account();
      const stranger = await account();
      // The merge route verifies the issued client id; the service takes the UUID the record carries.
      const [stored] = await ctx.database.db.select({ clientId: kidQuizResults.clientId }).from(kidQuizResults).where(eq(kidQuizResults.id, record.id));
      expect(await mergeAnonymousUser(ctx.database.db, { clientId: stored.clientId ?? '', userId: owner.userId })).toEqual({ kidQuizResults: 1, dietQuizResults: 0, carts: 0, orders: 0 });

      // The secret alone no longer opens it, nor does another account, nor both together.
      expect((await ownersParts(record, { secret: record.secret }, '0912 345 667')).statuses).toEqual(refused);
      expect((await ownersParts(record, { token: stranger.token }, '0912 345 667')).statuses).toEqual(refused);
      expect((await ownersParts(record, { secret: record.secret, token: stranger.token }, '0912 345 667')).statuses).toEqual(refused);
      expect(await dataOf(await read(record.id, record.secret))).toMatchObject({ access: 'public', phone_number: null, masked_phone_number: '09•••••666' });
      expect(await smsFor('+84912345667')).toEqual([]);

      // The account does, and its SMS link carries no secret: the link opens in full only for it.
      expect((await ownersParts(record, { token: owner.token }, '0912 345 668')).statuses).toEqual(allowed);
      const viewed = await ctx.request(resultOf(record.id), { token: owner.token });
      expect(await dataOf(viewed)).toMatchObject({ access: 'owner', phone_number: '+84912345668' });
      const [resultsMessage] = (await smsFor('+84912345668')).filter((message) => message.purpose === 'kid-quiz-results');
      expect(resultsMessage.body).toContain(`/kid-quiz?scene=9&result=${record.id}`);
      expect(resultsMessage.body).not.toContain('#k=');
      // An unknown token is no session, not a 401: the public part still reads.
      const unknownToken = await ctx.request(resultOf(record.id), { token: aSecret() });
      expect(unknownToken.status).toBe(200);
      expect((await dataOf(unknownToken)).access).toBe('public');
    });

    it('makes a record created while signed in the account’s from the start', async () => {
      const owner = await account();
      const response = await call(ctx, RESULTS, { method: 'POST', json: { answers: ANSWERS, language: 'vi' }, token: owner.token });
      expect(response.status).toBe(201);
      const created = (await dataOf(response)) as { id: string; secret: string; access: string };
      expect(created.access).toBe('owner');
      const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, created.id));
      expect(row.userId).toBe(owner.userId);
      expect((await patch(created.id, { phone_number: '0912345777' }, { secret: created.secret })).status).toBe(404);
      expect((await patch(created.id, { phone_number: '0912345777' }, { token: owner.token })).status).toBe(200);
    });
  });

  describe('API reference', () => {
    it('documents the six routes under the kid-quiz tag, in snake_case', async () => {
      const document = await (await ctx.request('/api/openapi.json')).json();
      const paths = Object.keys(document.paths).filter((path) => path.includes('/kid-quiz/'));
      expect(paths.sort()).toEqual([
        '/portal/api/v1/kid-quiz/discount-codes/',
        '/portal/api/v1/kid-quiz/discount-codes/{code}/send-sms/',
        '/portal/api/v1/kid-quiz/results/',
        '/portal/api/v1/kid-quiz/results/{id}/',
        '/portal/api/v1/kid-quiz/results/{id}/send-sms/',
      ]);
      expect(document.paths['/portal/api/v1/kid-quiz/results/{id}/'].patch.tags).toEqual(['kid-quiz']);
      expect(Object.keys(document.paths['/portal/api/v1/kid-quiz/discount-codes/{code}/send-sms/'].post.responses).sort()).toEqual([
        '202',
        '400',
        '404',
        '409',
        '429',
      ]);
      expect(document.components.schemas.KidQuizResultRecord.required).toEqual(
        expect.arrayContaining(['answer_scores', 'outcome_id', 'access', 'phone_number', 'masked_phone_number']),
      );
      expect(document.components.schemas.KidQuizCreatedResultRecord.required).toContain('secret');
      for (const [path, method] of [
        ['/portal/api/v1/kid-quiz/results/{id}/', 'get'],
        ['/portal/api/v1/kid-quiz/results/{id}/', 'patch'],
        ['/portal/api/v1/kid-quiz/results/{id}/send-sms/', 'post'],
        ['/portal/api/v1/kid-quiz/discount-codes/', 'post'],
        ['/portal/api/v1/kid-quiz/discount-codes/{code}/send-sms/', 'post'],
      ]) {
        expect(document.paths[path][method].parameters, `${method} ${path}`).toContainEqual(expect.objectContaining({ in: 'header', name: 'kid-quiz-secret', required: false }));
      }
      expect(document.tags).toContainEqual(expect.objectContaining({ name: 'kid-quiz' }));
    });
  });
});

describe('kid-quiz SMS helpers', () => {
  // 17:30 UTC on 30 April is already 00:30 on 1 May in Vietnam (UTC+7).
  const lateEvening = new Date('2026-04-30T17:30:00Z');

  it.each([
    ['en', '01/05/2026'],
    ['vi', '01/05/2026'],
    ['th', '01/05/2026'],
    ['zh', '2026/05/01'],
  ] as const)('writes the Vietnamese calendar date in %s, in digits (Thai years Gregorian)', (language, expected) => {
    expect(smsDate(language, lateEvening)).toBe(expected);
  });

  it('links to the results scene of the record on the request origin, the secret in the fragment when given', () => {
    expect(resultsLink('https://genewell.example', '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21')).toBe(
      'https://genewell.example/kid-quiz?scene=9&result=6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21',
    );
    expect(resultsLink('https://genewell.example', '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21', 'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E')).toBe(
      'https://genewell.example/kid-quiz?scene=9&result=6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21#k=q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E',
    );
  });
});

const { kidQuizSmsPerPhone: smsPerPhone, kidQuizSmsPerClient: smsPerClient, kidQuizSmsPerIp: smsPerIp } = defaultRateLimits;

/** A distinct valid Vietnamese mobile number for each n. */
const phone = (n: number) => `0901${String(n).padStart(6, '0')}`;

// One database; each test builds a fresh app on it, so it starts with a full allowance (the
// counters live per app).
describe.each(databaseKinds)('kid-quiz SMS rate limits on %s', (kind) => {
  let app: TestContext['app'];
  let providerDown = false;
  const flakyProvider: SmsProvider = {
    name: 'outbox',
    deliver: async () => {
      if (providerDown) throw new SmsDeliveryError('gateway down', 503);
      return { providerMessageId: null };
    },
  };
  const ctx = useTestContext(kind, { seed: false, smsProvider: flakyProvider });
  beforeEach(() => {
    providerDown = false;
    app = assembleApp(ctx).app;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Sends from a given IP address, as @hono/node-server's connection info reports it. */
  /** The secret of each record created here: these tests are about the limits, so every request is the owner's. */
  const secrets = new Map<string, string>();
  let lastSecret = '';
  const post = (url: string, json: unknown, init: { language?: string; clientId?: string; ip?: string; secret?: string } = {}) =>
    requestApp(app, url, { method: 'POST', json, ...init, headers: { [SECRET_HEADER]: init.secret ?? lastSecret } });
  const createRecord = async () => {
    const response = await post(RESULTS, { answers: [5, 5, 5, 5, 5, 5], language: 'en' });
    const record = (await dataOf(response)) as { id: string; secret: string };
    secrets.set(record.id, record.secret);
    lastSecret = record.secret;
    return record.id;
  };
  const createCode = async (recordId: string) => ((await dataOf(await post(CODES, { record_id: recordId }))) as { code: string }).code;
  const smsCount = async () => (await ctx.database.db.select({ n: count() }).from(smsMessages))[0].n;
  const readRecord = async (id: string) => (await dataOf(await requestApp(app, resultOf(id), { headers: { [SECRET_HEADER]: secrets.get(id) ?? '' } }))) as { phone_number: string | null };

  it(`allows ${smsPerPhone.points} messages to one number in ${smsPerPhone.durationSeconds / 60} minutes, then answers 429 and changes nothing`, async () => {
    const recordId = await createRecord();
    const code = await createCode(recordId);
    // Both kinds of message count against the number, in whatever form it is typed.
    expect((await post(resultSmsOf(recordId), { phone_number: '0912345678', language: 'en' })).status).toBe(202);
    expect((await post(codeSmsOf(code), { phone_number: '+84912345678', language: 'en' })).status).toBe(202);
    expect((await post(resultSmsOf(recordId), { phone_number: '0912 345 678', language: 'en' })).status).toBe(202);

    const untouched = await createRecord();
    const before = await smsCount();
    const refused = await post(resultSmsOf(untouched), { phone_number: '0912345678', language: 'en' }, { language: 'vi' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(smsPerPhone.durationSeconds);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: `Bạn đã yêu cầu gửi quá nhiều tin nhắn. Vui lòng thử lại sau ${Math.ceil(retryAfter / 60)} phút.` },
    });
    expect(await smsCount()).toBe(before);
    expect((await readRecord(untouched)).phone_number).toBeNull();

    const refusedCode = await post(codeSmsOf(code), { phone_number: '0912345678', language: 'en' }, { secret: secrets.get(recordId) });
    expect(refusedCode.status).toBe(429);
    expect(await smsCount()).toBe(before);

    // Another number is not affected.
    expect((await post(resultSmsOf(untouched), { phone_number: '0987654321', language: 'en' })).status).toBe(202);
  });

  it(`allows ${smsPerClient.points} messages per anonymous client, whatever the numbers`, async () => {
    const recordId = await createRecord();
    const clientId = randomUUID();
    for (let n = 0; n < smsPerClient.points; n += 1) {
      expect((await post(resultSmsOf(recordId), { phone_number: phone(n), language: 'en' }, { clientId })).status).toBe(202);
    }
    const refused = await post(resultSmsOf(recordId), { phone_number: phone(100), language: 'en' }, { clientId });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ctx.sms.list({ phone: `+84${phone(100).slice(1)}` })).toEqual([]);
    // The refusal did not use up the number's own allowance: another client can still text it.
    expect((await post(resultSmsOf(recordId), { phone_number: phone(100), language: 'en' }, { clientId: randomUUID() })).status).toBe(202);
  });

  it(`allows ${smsPerIp.points} messages per IP address, then refuses only that address`, async () => {
    const recordId = await createRecord();
    for (let n = 0; n < smsPerIp.points; n += 1) {
      const response = await post(resultSmsOf(recordId), { phone_number: phone(n), language: 'en' }, { ip: '203.0.113.7' });
      expect(response.status).toBe(202);
    }
    const refused = await post(resultSmsOf(recordId), { phone_number: phone(500), language: 'en' }, { ip: '203.0.113.7' });
    expect(refused.status).toBe(429);
    expect((await post(resultSmsOf(recordId), { phone_number: phone(500), language: 'en' }, { ip: '198.51.100.9' })).status).toBe(202);
  });

  it('queues the message while the SMS provider is down, and delivers it once it is back', async () => {
    const recordId = await createRecord();
    providerDown = true;
    const accepted = await post(resultSmsOf(recordId), { phone_number: '0912345678', language: 'en' });
    expect(accepted.status).toBe(202);
    expect((await readRecord(recordId)).phone_number).toBe('+84912345678');
    const [queued] = await ctx.sms.list({ phone: '+84912345678', limit: 1 });
    expect(queued).toMatchObject({ status: 'queued', purpose: 'kid-quiz-results' });
    expect(await ctx.sms.deliver(queued.id)).toBe('retry');
    providerDown = false;
    expect(await ctx.sms.deliver(queued.id)).toBe('sent');
    expect(await ctx.sms.deliver(queued.id)).toBe('settled');
    expect((await ctx.sms.list({ phone: '+84912345678', limit: 1 }))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stores the number and queues its message together: a refused request (429) does neither', async () => {
    const recordId = await createRecord();
    for (let n = 0; n < smsPerPhone.points; n += 1) await post(resultSmsOf(recordId), { phone_number: '0923456789', language: 'en' });
    const before = await smsCount();
    const other = await post(resultSmsOf(recordId), { phone_number: '0934567890', language: 'en' }, { ip: '198.51.100.77' });
    expect(other.status).toBe(202);
    const refused = await post(resultSmsOf(recordId), { phone_number: '0923456789', language: 'en' }, { ip: '198.51.100.78' });
    expect(refused.status).toBe(429);
    expect((await readRecord(recordId)).phone_number).toBe('+84934567890');
    expect(await smsCount()).toBe(before + 1);
  });

  it('starts every app with its own counters', async () => {
    const recordId = await createRecord();
    for (let n = 0; n < smsPerPhone.points; n += 1) await post(resultSmsOf(recordId), { phone_number: '0933333333', language: 'en' });
    expect((await post(resultSmsOf(recordId), { phone_number: '0933333333', language: 'en' })).status).toBe(429);
    app = assembleApp(ctx).app;
    expect((await post(resultSmsOf(recordId), { phone_number: '0933333333', language: 'en' })).status).toBe(202);
  });
});

const { kidQuizRecordPerIp: recordsPerIp, kidQuizRecordPerClient: recordsPerClient } = defaultRateLimits;

describe.each(databaseKinds)('kid-quiz record limits on %s (issue 22 item 9)', (kind) => {
  const ctx = useTestContext(kind, { seed: false });
  const body = { answers: ANSWERS, language: 'en' };
  const recordCount = async () => (await ctx.database.db.select({ n: count() }).from(kidQuizResults))[0].n;

  it(`allows ${recordsPerIp.points} records from one address in ${recordsPerIp.durationSeconds / 60} minutes, then 429 with Retry-After, storing nothing`, async () => {
    const ip = randomIp();
    for (let index = 0; index < recordsPerIp.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip })).status).toBe(201);
    }
    const before = await recordCount();
    const refused = await call(ctx, RESULTS, { method: 'POST', json: body, ip, language: 'vi' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(recordsPerIp.durationSeconds);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(await recordCount()).toBe(before);
    // Another address is not affected.
    expect((await call(ctx, RESULTS, { method: 'POST', json: body })).status).toBe(201);
  });

  it('gives the charge back when the database fails to store the record: the address keeps its whole allowance', async () => {
    const ip = randomIp();
    const { db } = ctx.database;
    await db.execute(sql.raw(`create function refuse_kid_quiz_result() returns trigger language plpgsql as $$ begin raise exception 'storage is down'; end $$`));
    await db.execute(sql.raw('create trigger refuse_kid_quiz_result before insert on kid_quiz_results for each row execute function refuse_kid_quiz_result()'));
    try {
      const failed = await call(ctx, RESULTS, { method: 'POST', json: body, ip });
      expect(failed.status).toBe(500);
      expect((await failed.json()).error.code).toBe('internal');
    } finally {
      await db.execute(sql.raw('drop trigger refuse_kid_quiz_result on kid_quiz_results'));
      await db.execute(sql.raw('drop function refuse_kid_quiz_result()'));
    }
    for (let index = 0; index < recordsPerIp.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip })).status).toBe(201);
    }
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip })).status).toBe(429);
  });

  it('counts an IPv6 caller by its /64 network', async () => {
    for (let index = 0; index < recordsPerIp.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip: `2001:db8:77:1::${(index + 1).toString(16)}` })).status).toBe(201);
    }
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip: '2001:db8:77:1:ffff::1' })).status).toBe(429);
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, ip: '2001:db8:77:2::1' })).status).toBe(201);
  });

  it(`allows ${recordsPerClient.points} records from one anonymous client, whatever its addresses`, async () => {
    const clientId = randomUUID();
    for (let index = 0; index < recordsPerClient.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: body, clientId })).status).toBe(201);
    }
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, clientId })).status).toBe(429);
    expect((await call(ctx, RESULTS, { method: 'POST', json: body, clientId: randomUUID() })).status).toBe(201);
  });

  it('counts the client id the server issued, sent back in the body', async () => {
    const first = await call(ctx, RESULTS, { method: 'POST', json: { ...body, client_id: randomUUID() } });
    const issued = first.headers.get('user-client-id') ?? '';
    expect(issued).not.toBe('');
    for (let index = 1; index < recordsPerClient.points; index += 1) {
      expect((await call(ctx, RESULTS, { method: 'POST', json: { ...body, client_id: issued } })).status).toBe(201);
    }
    expect((await call(ctx, RESULTS, { method: 'POST', json: { ...body, client_id: issued } })).status).toBe(429);
  });
});
