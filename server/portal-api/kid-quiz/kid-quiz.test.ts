import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import { discountCodes, kidQuizResults } from '../../db/schema';
import { createTestContext, databaseKinds } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';

const BASE = '/portal/api/v1/kid-quiz';
const ANSWERS = [7, 8, 6, 5, 9, 3];
const CODE_PATTERN = /^KID-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

type Tree = { [key: string]: string | Tree };
const locale = (language: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${language}/kid-quiz.json`, import.meta.url), 'utf8')) as Tree;
const lookup = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing text ${key}`);
  return value;
};
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name]));

describe.each(databaseKinds)('kid-quiz API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (path: string, json: unknown, language?: string) => ctx.request(`${BASE}${path}`, { method: 'POST', json, language });
  const createRecord = async (body: Record<string, unknown> = {}) => {
    const response = await post('/results/', { answers: ANSWERS, language: 'vi', ...body });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; phone_number: string | null; outcome_id: string };
  };
  const createCode = async (recordId: string) => {
    const response = await post('/discount-codes/', { record_id: recordId });
    expect(response.status).toBe(201);
    return (await response.json()) as { code: string; record_id: string; percent_off: number; expires_at: string; usage_limit: number };
  };
  const recordCount = async () => (await ctx.database.db.select({ n: count() }).from(kidQuizResults))[0].n;
  const smsFor = (phone: string) => ctx.sms.list({ phone });

  describe('POST /results/', () => {
    it('scores the answers on the server and answers in snake_case', async () => {
      const clientId = randomUUID();
      const response = await post('/results/', { answers: ANSWERS, language: 'vi', client_id: clientId });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        answers: ANSWERS,
        // The last question is reversed: 11 - 3 = 8.
        answer_scores: [7, 8, 6, 5, 9, 8],
        category_scores: { iq: 15, eq: 11, temperament: 17 },
        levels: { iq: 'high', eq: 'high', temperament: 'extroverted' },
        outcome_id: 'international-diplomat',
        language: 'vi',
        phone_number: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: body.created_at,
      });
      const [row] = await ctx.database.db.select().from(kidQuizResults).where(eq(kidQuizResults.id, body.id));
      expect(row).toMatchObject({ clientId, userId: null, phone: null });
    });

    it.each([
      [[1, 1, 1, 1, 1, 1], 'inventor', { iq: 'low', eq: 'low', temperament: 'extroverted' }],
      [[10, 10, 1, 1, 1, 10], 'quiet-genius', { iq: 'high', eq: 'low', temperament: 'introverted' }],
      [[2, 3, 9, 8, 2, 9], 'writer', { iq: 'low', eq: 'high', temperament: 'introverted' }],
    ])('finds the outcome of %j: %s', async (answers, outcome, levels) => {
      const response = await post('/results/', { answers, language: 'en' });
      expect(await response.json()).toMatchObject({ outcome_id: outcome, levels });
    });

    it('refuses a body that is not JSON', async () => {
      const before = await recordCount();
      const response = await ctx.request(`${BASE}/results/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"answers": [1,', language: 'vi' });
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
      const response = await post('/results/', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields } });
      expect(await recordCount()).toBe(before);
    });

    it('names failing fields in the language of the request', async () => {
      const response = await post('/results/', { answers: [1, 2, 3, 4, 5, 0], language: 'en' }, 'zh');
      expect(response.headers.get('content-language')).toBe('zh');
      expect((await response.json()).error.message).toBe('部分字段无效。');
    });
  });

  describe('GET and PATCH /results/{id}/', () => {
    it('reads a stored record back', async () => {
      const created = await createRecord();
      const response = await ctx.request(`${BASE}/results/${created.id}/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(created);
    });

    it('answers 404 for an unknown id and 400 naming `id` for one that is not a UUID', async () => {
      const unknown = await ctx.request(`${BASE}/results/${randomUUID()}/`, { language: 'vi' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Không tìm thấy kết quả trắc nghiệm này.' } });

      const malformed = await ctx.request(`${BASE}/results/not-a-uuid/`);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { id: 'This value has the wrong format.' } },
      });
    });

    it('stores a phone number in E.164 and moves updated_at', async () => {
      const created = (await (await post('/results/', { answers: ANSWERS, language: 'en' })).json()) as { id: string; created_at: string };
      const response = await ctx.request(`${BASE}/results/${created.id}/`, { method: 'PATCH', json: { phone_number: '0912 345 678' } });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: created.id, phone_number: '+84912345678', created_at: created.created_at });
      expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.created_at));
      expect((await (await ctx.request(`${BASE}/results/${created.id}/`)).json()).phone_number).toBe('+84912345678');
    });

    it.each(['123', 'abc', '', '0912345678 ext 5'])('refuses the phone number %j and keeps the record as it was', async (phone) => {
      const created = await createRecord();
      const response = await ctx.request(`${BASE}/results/${created.id}/`, { method: 'PATCH', json: { phone_number: phone }, language: 'vi' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ phone_number: 'Vui lòng nhập số điện thoại hợp lệ.' });
      expect((await (await ctx.request(`${BASE}/results/${created.id}/`)).json()).phone_number).toBeNull();
    });

    it('refuses other fields: scores and outcome cannot be edited', async () => {
      const created = await createRecord();
      const response = await ctx.request(`${BASE}/results/${created.id}/`, { method: 'PATCH', json: { phone_number: '0912345678', outcome_id: 'architect' } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ outcome_id: 'This field is not allowed.' });
      expect(await (await ctx.request(`${BASE}/results/${created.id}/`)).json()).toEqual(created);
    });

    it('answers 404 when patching an unknown record', async () => {
      const response = await ctx.request(`${BASE}/results/${randomUUID()}/`, { method: 'PATCH', json: { phone_number: '0912345678' } });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    });
  });

  describe('POST /results/{id}/send-sms/', () => {
    it('texts the outcome and a link to the results in the chosen language, and keeps the number', async () => {
      const created = await createRecord();
      // A forged Host must not put someone else's link into our SMS: the link uses PUBLIC_ORIGIN.
      const response = await ctx.request(`http://evil.example${BASE}/results/${created.id}/send-sms/`, {
        method: 'POST',
        json: { phone_number: '0987 654 321', language: 'vi' },
      });
      expect(response.status).toBe(202);
      const receipt = await response.json();
      expect(receipt).toEqual({ phone_number: '+84987654321', sent_at: expect.stringMatching(/Z$/) });

      const [message] = await smsFor('+84987654321');
      const vi = locale('vi');
      const link = `${ctx.config.PUBLIC_ORIGIN}/kid-quiz?scene=9&result=${created.id}`;
      expect(ctx.config.PUBLIC_ORIGIN).toBe('http://localhost:3000');
      expect(message).toMatchObject({ purpose: 'kid-quiz-results', language: 'vi' });
      expect(message.body).toBe(fill(lookup(vi, 'sms.results'), { job: lookup(vi, 'outcomes.international-diplomat.potentialJob'), link }));
      expect(message.body).toContain(link);
      expect(message.createdAt.toISOString()).toBe(receipt.sent_at);

      const outbox = await (await ctx.request('/api/dev/sms-outbox?phone=0987654321')).json();
      expect(outbox.data[0]).toMatchObject({ phone: '+84987654321', purpose: 'kid-quiz-results', language: 'vi', body: message.body });
      expect((await (await ctx.request(`${BASE}/results/${created.id}/`)).json()).phone_number).toBe('+84987654321');
    });

    it('writes the message in the request language, not the language of the quiz', async () => {
      const created = await createRecord({ language: 'vi' });
      await post(`/results/${created.id}/send-sms/`, { phone_number: '0987000001', language: 'en' });
      const [message] = await smsFor('+84987000001');
      const en = locale('en');
      expect(message.language).toBe('en');
      expect(message.body).toContain(lookup(en, 'outcomes.international-diplomat.potentialJob'));
      expect(message.body).not.toContain(lookup(locale('vi'), 'outcomes.international-diplomat.potentialJob'));
    });

    it('answers 404 for an unknown record and sends nothing', async () => {
      const response = await post(`/results/${randomUUID()}/send-sms/`, { phone_number: '0987000002', language: 'en' });
      expect(response.status).toBe(404);
      expect(await smsFor('+84987000002')).toEqual([]);
    });

    it.each([
      [{ phone_number: '123', language: 'en' }, { phone_number: 'Enter a valid phone number.' }],
      [{ phone_number: '0987000003', language: 'fr' }, { language: 'Choose one of: en, vi, zh, th.' }],
      [{ language: 'en' }, { phone_number: 'This field is required.' }],
    ])('refuses %j and sends nothing', async (body, fields) => {
      const created = await createRecord();
      const response = await post(`/results/${created.id}/send-sms/`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual(fields);
      expect(await smsFor('+84987000003')).toEqual([]);
    });
  });

  describe('POST /discount-codes/', () => {
    it('creates a readable code that lasts to the end of the 30th day in Vietnam', async () => {
      const record = await createRecord();
      const code = await createCode(record.id);
      expect(code).toEqual({ code: expect.stringMatching(CODE_PATTERN), record_id: record.id, percent_off: 10, expires_at: expect.any(String), usage_limit: 1 });
      const expiresInVietnam = new TZDate(code.expires_at, 'Asia/Ho_Chi_Minh');
      expect([expiresInVietnam.getHours(), expiresInVietnam.getMinutes(), expiresInVietnam.getSeconds()]).toEqual([23, 59, 59]);
      // 30 calendar days from today in Vietnam (31 if the day changed during the test).
      expect(differenceInCalendarDays(expiresInVietnam, new TZDate(Date.now(), 'Asia/Ho_Chi_Minh'))).toBeGreaterThanOrEqual(29);
      expect(differenceInCalendarDays(expiresInVietnam, new TZDate(Date.now(), 'Asia/Ho_Chi_Minh'))).toBeLessThanOrEqual(30);
    });

    it('returns the same code with 200 when asked again for the record', async () => {
      const record = await createRecord();
      const first = await createCode(record.id);
      const again = await post('/discount-codes/', { record_id: record.id, phone_number: '0912345678' });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
    });

    it('creates one code when requests for a record race', async () => {
      const record = await createRecord();
      const responses = await Promise.all(Array.from({ length: 6 }, () => post('/discount-codes/', { record_id: record.id })));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const codes = await Promise.all(responses.map(async (r) => ((await r.json()) as { code: string }).code));
      expect(new Set(codes).size).toBe(1);
      const rows = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.sourceRecordId, record.id));
      expect(rows).toHaveLength(1);
    });

    it('keeps the phone number it was issued for, normalised', async () => {
      const record = await createRecord();
      const response = await post('/discount-codes/', { record_id: record.id, phone_number: '0912345678' });
      const { code } = (await response.json()) as { code: string };
      const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(row).toMatchObject({ source: 'kid-quiz', phone: '+84912345678', percentOff: 10, timesUsed: 0 });
    });

    it('answers 404 for an unknown record and 400 for a malformed one, creating nothing', async () => {
      const before = (await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n;
      const unknown = await post('/discount-codes/', { record_id: randomUUID() });
      expect(unknown.status).toBe(404);
      const malformed = await post('/discount-codes/', { record_id: 'nope', phone_number: 'abc' });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.fields).toEqual({ record_id: 'This value has the wrong format.', phone_number: 'Enter a valid phone number.' });
      expect((await ctx.database.db.select({ n: count() }).from(discountCodes))[0].n).toBe(before);
    });
  });

  describe('POST /discount-codes/{code}/send-sms/', () => {
    it('texts the code and its expiry date in the chosen language', async () => {
      const record = await createRecord();
      const code = await createCode(record.id);
      const response = await post(`/discount-codes/${code.code}/send-sms/`, { phone_number: '+84 912 000 001', language: 'vi' });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ phone_number: '+84912000001', sent_at: expect.any(String) });

      const [message] = await smsFor('+84912000001');
      const expiresOn = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(code.expires_at));
      expect(message).toMatchObject({ purpose: 'kid-quiz-code', language: 'vi' });
      expect(message.body).toBe(fill(lookup(locale('vi'), 'sms.discountCode'), { code: code.code, percent: 10, expiresOn }));
      expect(message.body).toContain(code.code);
    });

    it('answers 404 for an unknown code and for an expired one, sending nothing', async () => {
      const unknown = await post('/discount-codes/KID-ZZZZZZZZ/send-sms/', { phone_number: '0912000002', language: 'en' }, 'vi');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Mã giảm giá này không tồn tại hoặc đã hết hạn.' } });

      const code = await createCode((await createRecord()).id);
      await ctx.database.db.update(discountCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(discountCodes.code, code.code));
      const expired = await post(`/discount-codes/${code.code}/send-sms/`, { phone_number: '0912000002', language: 'en' });
      expect(expired.status).toBe(404);
      expect(await smsFor('+84912000002')).toEqual([]);
    });

    it('answers 409 for a code that has been used up', async () => {
      const code = await createCode((await createRecord()).id);
      await ctx.database.db.update(discountCodes).set({ timesUsed: 1 }).where(eq(discountCodes.code, code.code));
      const response = await post(`/discount-codes/${code.code}/send-sms/`, { phone_number: '0912000003', language: 'en' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'conflict', message: 'This discount code has already been used.' } });
      expect(await smsFor('+84912000003')).toEqual([]);
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
      const response = await post('/discount-codes/SHOP-SPRING26/send-sms/', { phone_number: '0912000004', language: 'en' });
      expect(response.status).toBe(404);
    });

    it('refuses a malformed code, naming the field', async () => {
      const response = await post('/discount-codes/kid-abc!/send-sms/', { phone_number: '0912000005', language: 'en' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ code: 'This value has the wrong format.' });
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
      expect(document.components.schemas.KidQuizResultRecord.required).toEqual(expect.arrayContaining(['answer_scores', 'outcome_id', 'phone_number']));
      expect(document.tags).toContainEqual(expect.objectContaining({ name: 'kid-quiz' }));
    });
  });
});
