import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './json-schema';
import { judge, phonesIn, storedTexts } from './oracle';
import type { Answer, Exchange, OracleState, SentRequest } from './oracle';
import type { Operation, RequestSpec } from './requests';

/*
 * The fuzz oracle on answers made up here: each rule must catch what it is for (a harness whose
 * checks never fire would pass any server), and leave alone what the request itself sent.
 */

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: {},
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
            required: ['code', 'message'],
            additionalProperties: false,
          },
        },
        required: ['error'],
        additionalProperties: false,
      },
      Profile: {
        type: 'object',
        properties: { data: { type: 'object', properties: { name: { type: 'string', maxLength: 12 }, phone_number: { type: 'string' } }, required: ['name'], additionalProperties: false } },
        required: ['data'],
        additionalProperties: false,
      },
    },
  },
};

const profile: Operation = {
  key: 'PATCH /portal/api/v1/user-profile/',
  method: 'PATCH',
  path: '/portal/api/v1/user-profile/',
  tags: ['account'],
  security: true,
  parameters: [],
  body: { type: 'object' },
  successes: new Map([[200, { $ref: '#/components/schemas/Profile' }]]),
  failures: new Map([
    [400, ['validation_failed', 'malformed_json']],
    [401, ['unauthorized']],
  ]),
};

const outbox: Operation = { ...profile, key: 'GET /api/dev/sms-outbox', method: 'GET', path: '/api/dev/sms-outbox', tags: ['dev'], security: false, body: undefined, successes: new Map([[200, undefined]]) };

const state: OracleState = { document, languages: ['en', 'vi', 'th', 'zh'], tokens: new Set(['T'.repeat(43)]), phonesSent: new Set(['+84912345678']), textsStored: new Set(['file:///x/y']) };

function exchange(answer: Partial<Answer> & { status: number; text: string }, sent: Partial<SentRequest> = {}, operation: Operation | null = profile): Exchange {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  const spec = { operation, method: operation?.method ?? 'GET', path: operation?.path ?? '/portal/api/v1/nowhere', copies: 1 } as RequestSpec;
  const request: SentRequest = { method: spec.method, url: spec.path, headers: {}, body: undefined, text: '', phones: new Set(), user: null, owner: false, authNote: 'none', json: undefined, used: {}, ...sent };
  return {
    index: 0,
    spec,
    sent: request,
    answer: { headers: { 'content-type': 'application/json', 'content-language': 'en' }, body: Buffer.from(answer.text), json, ...answer },
    transportError: null,
    ms: 1,
  };
}

const kinds = (value: Exchange) => judge(value, state).map((finding) => finding.kind);
const error = (code: string) => JSON.stringify({ error: { code, message: 'Some fields are invalid.' } });
const user = { phone: '+84901234567', token: 'U'.repeat(43) };

describe('the fuzz oracle', () => {
  it('passes a documented error and a 2xx in its schema', () => {
    expect(kinds(exchange({ status: 400, text: error('validation_failed') }))).toEqual([]);
    expect(kinds(exchange({ status: 200, text: JSON.stringify({ data: { name: 'An' } }) }))).toEqual([]);
  });

  it('fails a 5xx and a request nothing answered', () => {
    expect(kinds(exchange({ status: 500, text: error('internal') }))).toContain('server-error');
    expect(kinds({ ...exchange({ status: 200, text: '' }), answer: null, transportError: 'socket hang up' })).toEqual(['no-answer']);
  });

  it('fails an error outside { error: { code, message, fields? } } or without a Content-Language of ours', () => {
    expect(kinds(exchange({ status: 400, text: '' }))).toEqual(['error-shape']);
    expect(kinds(exchange({ status: 400, text: JSON.stringify({ message: 'Bad Request' }) }))).toEqual(['error-shape']);
    expect(kinds(exchange({ status: 400, text: JSON.stringify({ error: { code: 'x', message: 'y', stack: 'z' } }) }))).toContain('error-shape');
    expect(kinds(exchange({ status: 401, text: error('unauthorized'), headers: { 'content-type': 'application/json' } }))).toEqual(['error-shape']);
  });

  it('fails a 2xx outside its schema or not documented', () => {
    expect(kinds(exchange({ status: 200, text: JSON.stringify({ data: { name: 'Far too long a name' } }) }))).toEqual(['response-schema']);
    expect(kinds(exchange({ status: 200, text: JSON.stringify({ data: {} }) }))).toEqual(['response-schema']);
    expect(kinds(exchange({ status: 201, text: JSON.stringify({ data: { name: 'An' } }) }))).toEqual(['response-schema']);
    expect(kinds(exchange({ status: 204, text: 'x' }))).toEqual(['response-schema']);
  });

  it('warns, without failing, of an error code the document does not list for the route', () => {
    const findings = judge(exchange({ status: 400, text: error('otp_invalid') }), state);
    expect(findings.map((finding) => finding.kind)).toEqual(['undocumented']);
  });

  it('fails stack traces, source paths and database errors, unless the request sent that text', () => {
    const leaks = [
      'TypeError: Cannot read properties of undefined',
      '    at handler (/work/main/server/portal-api/x.ts:12:3)',
      'see node_modules/hono/dist/index.js',
      'Failed query: select "id" from "users"',
      'duplicate key value violates unique constraint "users_phone"',
    ];
    for (const leak of leaks) {
      expect(kinds(exchange({ status: 400, text: JSON.stringify({ error: { code: 'validation_failed', message: leak } }) })), leak).toContain('internals-leaked');
    }
    const echoed = JSON.stringify({ data: { name: 'TypeError' } });
    expect(kinds(exchange({ status: 200, text: echoed }, { text: '{"name":"TypeError"}' }))).toEqual([]);
  });

  it('lets an owner read back a source-path-like text the run stored, and fails it for anyone else', () => {
    const owner = { ...user, phone: '+84907654321' };
    const answer = { status: 200, text: JSON.stringify({ data: { name: 'file:///x/y', phone_number: owner.phone } }) };
    expect(kinds(exchange(answer, { user: owner }))).toEqual([]);
    expect(kinds(exchange(answer, { phones: new Set([owner.phone]) }))).toEqual(['internals-leaked']);
    const other = { status: 200, text: JSON.stringify({ data: { name: 'file:///x/z', phone_number: owner.phone } }) };
    expect(kinds(exchange(other, { user: owner }))).toEqual(['internals-leaked']);
  });

  it('keeps the string fields of a body a request may have stored', () => {
    expect(storedTexts(Buffer.from(JSON.stringify({ name: 'file:///etc/passwd', nested: [{ note: 'x' }], age: 3 })))).toEqual(['file:///etc/passwd', 'x']);
    expect(storedTexts(Buffer.from('not json'))).toEqual([]);
    expect(storedTexts(undefined)).toEqual([]);
  });

  it('fails a phone number the request did not send, except the signed-in user’s own and, for an owner, what the run stored', () => {
    const answer = { status: 200, text: JSON.stringify({ data: { name: 'An', phone_number: '+84907654321' } }) };
    expect(kinds(exchange(answer))).toEqual(['personal-data']);
    expect(kinds(exchange(answer, { phones: new Set(['+84907654321']) }))).toEqual([]);
    expect(kinds(exchange(answer, { user: { ...user, phone: '+84907654321' } }))).toEqual([]);
    expect(kinds(exchange(answer, { user }))).toEqual(['personal-data']);
    const stored = { status: 200, text: JSON.stringify({ data: { name: 'An', phone_number: '+84912345678' } }) };
    expect(kinds(exchange(stored))).toEqual(['personal-data']);
    expect(kinds(exchange(stored, { owner: true }))).toEqual([]);
    expect(kinds(exchange({ status: 200, text: JSON.stringify({ data: { name: 'An', phone_number: '09•••••321' } }) }))).toEqual([]);
  });

  it('fails an auth token the request did not send', () => {
    const answer = { status: 400, text: JSON.stringify({ error: { code: 'validation_failed', message: `token ${'T'.repeat(43)}` } }) };
    expect(kinds(exchange(answer))).toEqual(['personal-data']);
    expect(kinds(exchange(answer, { text: `Token ${'T'.repeat(43)}` }))).toEqual([]);
  });

  it('fails a signed-in user’s token refused, and the outbox answering a relayed request', () => {
    expect(kinds(exchange({ status: 401, text: error('unauthorized') }, { user }))).toEqual(['valid-token-refused']);
    const messages = { status: 200, text: JSON.stringify({ data: [{ phone: '+84907654321', body: 'Your code is 123456' }] }) };
    expect(kinds(exchange(messages, {}, outbox))).toEqual([]);
    expect(kinds(exchange(messages, { headers: { 'x-forwarded-for': '10.0.0.1' } }, outbox))).toEqual(['outbox-exposed']);
  });

  it('reads phone numbers as a phone field would, but not dates', () => {
    expect([...phonesIn({ a: '1985-01-30', b: '2024-03-02T02:00:00.000Z', c: 42 })]).toEqual([]);
    expect([...phonesIn('call +84 901 234 567 or 0907654321')]).toEqual(['+84907654321']);
    expect([...phonesIn('０９０１２３４５６７', true)]).toEqual(['+84901234567']);
  });
});
