import fc from 'fast-check';
import { hostileKey, hostileString, hostileValue, mutated, tainted, valueArbitrary, withKey } from './arbitraries';
import type { ValueContext } from './arbitraries';
import type { JsonSchema, OpenApiDocument, OpenApiParameter } from './json-schema';

/*
 * Requests, generated per operation of the OpenAPI document: path, query and header parameters,
 * the JSON body, Accept-Language, the client address (X-Forwarded-For, which the fuzz server
 * trusts, so rate limits count per generated address) and the Authorization header. A spec is
 * plain data; what depends on the run (a signed-in user's token, ids the server handed out) is
 * filled in when it is sent (run.ts).
 */

export interface Operation {
  /** `POST /portal/api/v1/kid-quiz/results/` */
  key: string;
  method: string;
  path: string;
  tags: string[];
  security: boolean;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
  /** Success statuses and the schema of their body (none for 204). */
  successes: Map<number, JsonSchema | undefined>;
  /** Failure statuses and the `error.code` values the document lists for each. */
  failures: Map<number, string[]>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method): Operation => {
      const operation = operations[method];
      const successes = new Map<number, JsonSchema | undefined>();
      const failures = new Map<number, string[]>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const code = Number(status);
        if (code < 400) successes.set(code, response.content?.['application/json']?.schema);
        else failures.set(code, [.../Codes: (.*)\.\s*$/s.exec(response.description)?.[1].matchAll(/`([^`]+)`/g) ?? []].map((match) => match[1]));
      }
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        tags: operation.tags ?? [],
        security: (operation.security ?? []).length > 0,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json'].schema,
        successes,
        failures,
      };
    }),
  );
}

export type AuthSpec =
  | { kind: 'none' }
  /** The token of a signed-in test user (run.ts keeps them). */
  | { kind: 'valid' }
  /** A token signed out earlier in the run. */
  | { kind: 'revoked'; pick: number }
  /** A valid token, changed. */
  | { kind: 'forged'; how: number }
  /** Any other Authorization header. */
  | { kind: 'raw'; value: string };

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: number[]; contentType: string | null };

export interface PathValue {
  value: unknown;
  /** Put into the path as it is (a malformed escape), not percent-encoded. */
  raw: boolean;
}

export interface RequestSpec {
  /** The operation the request is for; null for a method or path the document does not have. */
  operation: Operation | null;
  method: string;
  /** The path, `{name}` for each path parameter. */
  path: string;
  pathParams: Record<string, PathValue>;
  query: Array<[string, unknown]>;
  /** Appended to the query as it is (malformed escapes, empty pairs). */
  rawQuery: string;
  headers: Record<string, unknown>;
  /** The client address the server sees (it trusts X-Forwarded-For); null: none, the loopback socket. */
  forwardedFor: string | null;
  auth: AuthSpec;
  body: BodySpec;
  /** Which record the server handed out earlier (harvest.ts) the request's harvested values come from. */
  recordPick: number;
  /** Sent this many times at once (a race on whatever the request creates or uses up). */
  copies: number;
}

// ---- parts of a request --------------------------------------------------------------------------

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>): fc.WeightedArbitrary<T> => ({ weight, arbitrary });

/** Valid, boundary or hostile value of one parameter or body. */
function someValue(context: ValueContext, schema: JsonSchema, name: string, weights: { valid: number; boundary: number; hostile: number }): fc.Arbitrary<unknown> {
  const valid = valueArbitrary(context, schema, name, 'valid');
  return fc.oneof(
    weighted(weights.valid, valid),
    weighted(weights.boundary, valueArbitrary(context, schema, name, 'boundary')),
    weighted(weights.hostile, fc.oneof(hostileValue, mutated(valid))),
  );
}

const MALFORMED_SEGMENTS = ['%zz', '%', '%0', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '%E0%A4%A', '%C0%AF', '%ff%fe', ';', '..;', '%0d%0aX-Injected:%201', '%u0000', '*', '~', '%252e'];

function pathValue(context: ValueContext, parameter: OpenApiParameter): fc.Arbitrary<PathValue> {
  return fc.oneof(
    weighted(12, someValue(context, parameter.schema, parameter.name, { valid: 8, boundary: 1, hostile: 3 }).map((value) => ({ value, raw: false }))),
    weighted(1, fc.constantFrom(...MALFORMED_SEGMENTS).map((value) => ({ value, raw: true }))),
  );
}

function queryPart(context: ValueContext, parameters: OpenApiParameter[]): fc.Arbitrary<Array<[string, unknown]>> {
  const declared = parameters.map((parameter) =>
    fc.oneof(
      weighted(3, fc.constant<Array<[string, unknown]>>([])),
      weighted(5, someValue(context, parameter.schema, parameter.name, { valid: 6, boundary: 2, hostile: 3 }).map((value): Array<[string, unknown]> => [[parameter.name, value]])),
      weighted(1, fc.array(someValue(context, parameter.schema, parameter.name, { valid: 1, boundary: 1, hostile: 1 }), { minLength: 2, maxLength: 4 }).map((values) => values.map((value): [string, unknown] => [parameter.name, value]))),
    ),
  );
  const extra = fc.oneof(weighted(8, fc.constant<Array<[string, unknown]>>([])), weighted(1, fc.array(fc.tuple(hostileKey, hostileString), { minLength: 1, maxLength: 3 })));
  return fc.tuple(extra, ...declared).map((parts) => parts.flat());
}

const RAW_QUERIES = ['', '%zz=1', '&&&', '=', 'a=%', 'a=%E0%A4%A', 'a[]=1&a[b]=2', '__proto__[x]=1', 'limit=1&limit=2', `x=${'a'.repeat(3000)}`, 'phone=%2B84901234567&phone=', '%00=%00'];

const ACCEPT_LANGUAGE = fc.oneof(
  weighted(10, fc.constantFrom('vi', 'en', 'th', 'zh', 'vi-VN,vi;q=0.9,en;q=0.8', 'en-US,en;q=0.9', 'zh-CN', 'th-TH')),
  weighted(2, fc.constant(undefined)),
  weighted(
    3,
    fc.constantFrom(
      '*',
      '',
      'xx',
      'fr-FR',
      'vi;q=abc',
      'en;q=-1, vi;q=2',
      ';;;,,,',
      '__proto__',
      'constructor',
      'toString',
      'zh-Hant-TW-u-ca-chinese-x-private',
      'VI',
      'é',
      'x'.repeat(4000),
      Array.from({ length: 400 }, (_, index) => `l${index};q=0.${index % 10}`).join(','),
    ),
  ),
  weighted(1, hostileString),
);

/** Client addresses; 198.18.0.0/15 is left to the test users' sign-ins (run.ts). */
const FORWARDED_FOR = fc.oneof(
  weighted(12, fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([b, c, d]) => `10.${b}.${c}.${d}`)),
  weighted(2, fc.ipV6()),
  weighted(2, fc.constant(null)),
  weighted(
    1,
    fc.constantFrom(
      'unknown',
      '',
      ' ',
      '999.999.999.999',
      '1.2.3.4, 5.6.7.8',
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      "1.2.3.4'; DROP TABLE users; --",
      Array.from({ length: 200 }, (_, index) => `10.0.${index}.1`).join(', '),
      // One entry, longer than any address.
      '1'.repeat(300),
      `10.0.0.1, ${'a'.repeat(1_000)}`,
      `${'f'.repeat(3_000)}::1`,
      'fe80::1%eth0',
      '2001:db8::/32',
    ),
  ),
  weighted(1, hostileString),
);

const RAW_AUTHORIZATION = [
  'Token',
  'Token ',
  'Token null',
  'Token undefined',
  'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  'Basic dXNlcjpwYXNz',
  `Token ${'A'.repeat(43)}`,
  `token ${'_'.repeat(43)}`,
  `Token ${'a'.repeat(42)}`,
  `Token ${'a'.repeat(44)}`,
  `Token ${'\u00ff'.repeat(43)}`,
  "Token ' OR '1'='1",
  `Token ${'x'.repeat(4000)}`,
  'Token a b c',
  'Token %00',
  'Token ../../etc/passwd',
];

function authSpec(security: boolean): fc.Arbitrary<AuthSpec> {
  const raw = fc.oneof(fc.constantFrom(...RAW_AUTHORIZATION), hostileString).map((value): AuthSpec => ({ kind: 'raw', value }));
  const forged = fc.nat(6).map((how): AuthSpec => ({ kind: 'forged', how }));
  const revoked = fc.nat().map((pick): AuthSpec => ({ kind: 'revoked', pick }));
  if (!security) return fc.oneof(weighted(16, fc.constant<AuthSpec>({ kind: 'none' })), weighted(2, fc.constant<AuthSpec>({ kind: 'valid' })), weighted(2, raw));
  return fc.oneof(weighted(11, fc.constant<AuthSpec>({ kind: 'valid' })), weighted(2, fc.constant<AuthSpec>({ kind: 'none' })), weighted(3, forged), weighted(1, revoked), weighted(3, raw));
}

/** Declared headers (Device-ID, User-Client-Id) and a few undeclared ones. */
function headerPart(context: ValueContext, parameters: OpenApiParameter[]): fc.Arbitrary<Record<string, unknown>> {
  const declared = parameters.map((parameter) =>
    fc.oneof(weighted(1, fc.constant(undefined)), weighted(4, someValue(context, parameter.schema, parameter.name, { valid: 6, boundary: 1, hostile: 2 }))).map((value) => [parameter.name, value] as const),
  );
  const extra = fc.oneof(
    weighted(10, fc.constant<Array<[string, unknown]>>([])),
    weighted(
      1,
      fc.constantFrom<Array<[string, unknown]>>(
        [['origin', 'https://evil.example']],
        [['x-http-method-override', 'DELETE']],
        [['cookie', 'authToken=abc; session=__proto__']],
        [['x-real-ip', '127.0.0.1']],
        [['forwarded', 'for=127.0.0.1']],
        [['x-request-id', '\u00ff'.repeat(300)]],
        [['accept', 'text/html']],
        [['accept', 'application/xml']],
        [['transfer-encoding', 'chunked']],
      ),
    ),
  );
  return fc.tuple(extra, ...declared).map(([extras, ...pairs]) => Object.fromEntries([...pairs.filter(([, value]) => value !== undefined), ...extras]));
}

// ---- bodies ------------------------------------------------------------------------------------

const JSON_TYPES = fc.oneof(
  weighted(12, fc.constant('application/json')),
  weighted(3, fc.constantFrom('application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON', 'application/vnd.api+json', 'application/problem+json')),
);

const WRONG_TYPES = [
  null,
  '',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/jsonp',
  'application/json-patch',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  '*/*',
  'application/\u00ffjson',
  'application/json; boundary="',
];

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '"unterminated',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
  '{"a":"\\ud800"}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-}',
  '{}{}',
  '{"a":1}garbage',
  'nul',
  'tru',
  '01',
  '1e99999',
  '-',
  '\u0000',
  '{"a":"\u0000"}',
  '   ',
  '',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `{"a":"${'\\\\'.repeat(5000)}"}`,
  `[${'1,'.repeat(20000)}1]`,
];

/** Text nesting `depth` levels: arrays, objects or both (a valid document unless `unclosed`). */
function deepText(depth: number, style: number, unclosed: boolean): string {
  const [open, close] = [
    ['[', ']'],
    ['{"a":', '}'],
    ['[{"a":', '}]'],
  ][style % 3];
  return `${open.repeat(depth)}1${unclosed ? '' : close.repeat(depth)}`;
}

/** A UTF-16LE copy of a JSON text, as bytes. */
function utf16(text: string): number[] {
  return [...Buffer.from(text, 'utf16le')];
}

function rawBody(validJson: fc.Arbitrary<unknown>): fc.Arbitrary<BodySpec> {
  const text = (arbitrary: fc.Arbitrary<string>, contentType: fc.Arbitrary<string | null>) =>
    fc.tuple(arbitrary, contentType).map(([body, type]): BodySpec => ({ kind: 'text', text: body, contentType: type }));
  const serialised = validJson.map((value) => JSON.stringify(value) ?? '');
  return fc.oneof(
    weighted(3, text(serialised, fc.constantFrom(...WRONG_TYPES))),
    weighted(4, text(fc.constantFrom(...MALFORMED_JSON), fc.constantFrom<string | null>('application/json', 'application/json', null, 'text/plain'))),
    weighted(
      3,
      text(
        fc.tuple(fc.constantFrom(31, 32, 33, 64, 1_000, 4_000, 10_000, 30_000, 100_000), fc.nat(2), fc.boolean()).map(([depth, style, unclosed]) => deepText(depth, style, unclosed)),
        fc.constantFrom<string | null>('application/json', null),
      ),
    ),
    weighted(
      2,
      fc.tuple(validJson, fc.constantFrom(65_000, 65_530, 65_536, 65_537, 70_000, 300_000, 2_000_000)).map(([value, size]): BodySpec => {
        const base = JSON.stringify(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value }) ?? '{}';
        const padding = 'x'.repeat(Math.max(size - base.length - 12, 0));
        return { kind: 'text', text: `${base.slice(0, -1)}${base.length > 2 ? ',' : ''}"pad":"${padding}"}`, contentType: 'application/json' };
      }),
    ),
    weighted(
      2,
      fc.tuple(serialised, fc.constantFrom([0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00])).map(([json, bad]): BodySpec => {
        const bytes = [...Buffer.from(json)];
        const at = Math.max(bytes.indexOf(0x22, 1) + 1, 1);
        return { kind: 'bytes', bytes: [...bytes.slice(0, at), ...bad, ...bytes.slice(at)], contentType: 'application/json' };
      }),
    ),
    weighted(1, serialised.map((json): BodySpec => ({ kind: 'text', text: `\ufeff${json}`, contentType: 'application/json' }))),
    weighted(1, serialised.map((json): BodySpec => ({ kind: 'bytes', bytes: utf16(json), contentType: 'application/json' }))),
    weighted(1, fc.uint8Array({ maxLength: 300 }).map((bytes): BodySpec => ({ kind: 'bytes', bytes: [...bytes], contentType: 'application/json' }))),
  );
}

/** A valid body: generated from the schema, or one of the operation's known good bodies (ValueContext.bodies) when it has some. */
function validBody(context: ValueContext, operation: Operation): fc.Arbitrary<unknown> {
  const generated = valueArbitrary(context, operation.body!, '', 'valid');
  const known = context.bodies?.[operation.key] ?? [];
  return known.length === 0 ? generated : fc.oneof(weighted(1, generated), weighted(2, fc.constantFrom(...known)));
}

function bodyPart(context: ValueContext, schema: JsonSchema | undefined): fc.Arbitrary<BodySpec> {
  if (!schema) {
    return fc.oneof(
      weighted(17, fc.constant<BodySpec>({ kind: 'none' })),
      weighted(2, fc.tuple(fc.jsonValue({ maxDepth: 2 }), JSON_TYPES).map(([value, contentType]): BodySpec => ({ kind: 'json', value, contentType }))),
      weighted(1, rawBody(fc.jsonValue({ maxDepth: 2 }))),
    );
  }
  const valid = valueArbitrary(context, schema, '', 'valid');
  const json = (value: fc.Arbitrary<unknown>) => fc.tuple(value, JSON_TYPES).map(([body, contentType]): BodySpec => ({ kind: 'json', value: body, contentType }));
  return fc.oneof(
    weighted(10, json(valid)),
    weighted(3, json(valueArbitrary(context, schema, '', 'boundary'))),
    weighted(6, json(tainted(valid))),
    weighted(7, json(mutated(valid))),
    weighted(5, rawBody(valid)),
    weighted(1, fc.constant<BodySpec>({ kind: 'none' })),
  );
}

// ---- whole requests ------------------------------------------------------------------------------

function operationRequest(context: ValueContext, operation: Operation): fc.Arbitrary<RequestSpec> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const inHeader = operation.parameters.filter((parameter) => parameter.in === 'header');
  const pathParams = fc.record(Object.fromEntries(inPath.map((parameter) => [parameter.name, pathValue(context, parameter)])));
  const rawQuery = fc.oneof(weighted(15, fc.constant('')), weighted(1, fc.constantFrom(...RAW_QUERIES)));
  return fc
    .record({
      pathParams,
      query: queryPart(context, inQuery),
      rawQuery,
      headers: headerPart(context, inHeader),
      language: ACCEPT_LANGUAGE,
      // Developer tools answer only callers on the server's machine: mostly no relay header there.
      forwardedFor: operation.tags.includes('dev') ? fc.oneof(weighted(3, fc.constant(null)), weighted(1, FORWARDED_FOR)) : FORWARDED_FOR,
      auth: authSpec(operation.security),
      body: bodyPart(context, operation.body),
      recordPick: fc.nat(),
    })
    .map(({ language, headers, ...parts }): RequestSpec => ({
      copies: 1,
      operation,
      method: operation.method,
      path: operation.path,
      ...parts,
      headers: language === undefined ? headers : withKey(headers, 'accept-language', language),
    }));
}

/**
 * A request as the app would send it: every part valid, signed in where the operation needs it,
 * so it reaches the handler. `taint`: one text in it is hostile (a string of the body, else each
 * parameter half the time): past the session check, into validation and the handler.
 */
function cleanRequest(context: ValueContext, operation: Operation, taint = false): fc.Arbitrary<RequestSpec> {
  const taintParameters = taint && !operation.body;
  const valid = (parameter: OpenApiParameter) => {
    const value = valueArbitrary(context, parameter.schema, parameter.name, 'valid');
    return taintParameters ? fc.oneof(value, hostileString) : value;
  };
  const optional = (parameter: OpenApiParameter) => (parameter.required ? valid(parameter) : fc.option(valid(parameter), { nil: undefined, freq: 4 }));
  const named = (parameters: OpenApiParameter[]) =>
    fc.tuple(...parameters.map((parameter) => optional(parameter).map((value) => [parameter.name, value] as [string, unknown]))).map((pairs) => pairs.filter(([, value]) => value !== undefined));
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const dev = operation.tags.includes('dev');
  return fc
    .record({
      pathParams: fc.record(Object.fromEntries(inPath.map((parameter) => [parameter.name, valid(parameter).map((value): PathValue => ({ value, raw: false }))]))),
      query: named(operation.parameters.filter((parameter) => parameter.in === 'query')),
      headers: named(operation.parameters.filter((parameter) => parameter.in === 'header')).map((pairs) => Object.fromEntries(pairs)),
      language: fc.constantFrom('vi', 'en', 'th', 'zh', 'vi-VN,vi;q=0.9,en;q=0.8'),
      forwardedFor: dev ? fc.constant(null) : fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([b, c, d]) => `10.${b}.${c}.${d}`),
      // A sign-out raced with itself would refuse its own token: never doubled.
      copies: /signout/.test(operation.path) ? fc.constant(1) : fc.oneof(weighted(15, fc.constant(1)), weighted(1, fc.constant(3))),
      body: operation.body
        ? (taint ? tainted(validBody(context, operation)) : validBody(context, operation)).map((value): BodySpec => ({ kind: 'json', value, contentType: 'application/json' }))
        : fc.constant<BodySpec>({ kind: 'none' }),
      recordPick: fc.nat(),
    })
    .map(({ headers, language, ...parts }): RequestSpec => ({
      operation,
      method: operation.method,
      path: operation.path,
      rawQuery: '',
      headers: withKey(headers, 'accept-language', language),
      auth: operation.security ? { kind: 'valid' } : { kind: 'none' },
      ...parts,
    }));
}

/** A method or path the document does not have, under the API bases: each must get a JSON 404 (or another documented refusal). */
function strayRequest(context: ValueContext, operations: Operation[]): fc.Arbitrary<RequestSpec> {
  const documented = new Set(operations.map((operation) => operation.key));
  const paths = [...new Set(operations.map((operation) => operation.path))];
  const wrongMethods = paths
    .flatMap((path) => METHODS.map((method) => `${method.toUpperCase()} ${path}`))
    .filter((key) => !documented.has(key))
    .map((key) => key.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'));
  const strayPaths = fc.tuple(fc.constantFrom('/main/api/v1/', '/portal/api/v1/', '/portal/api/v2/', '/api/', '/main/api/', '/api/dev/'), fc.oneof(hostileString, fc.constantFrom(...MALFORMED_SEGMENTS), fc.constant('user-profile')));
  return fc
    .record({
      line: fc.oneof(
        fc.constantFrom(...wrongMethods).map((key) => key.split(' ') as [string, string]),
        fc.tuple(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), strayPaths.map(([base, tail]) => `${base}${encodeURIComponent(tail.replace(/[\ud800-\udfff]/g, ''))}`)),
        // Without the trailing slash the spec's paths have.
        fc.tuple(fc.constantFrom('GET', 'POST'), fc.constantFrom(...operations.filter((operation) => operation.path.endsWith('/')).map((operation) => operation.path.slice(0, -1).replace(/\{\w+\}/g, 'x')))),
      ),
      language: ACCEPT_LANGUAGE,
      forwardedFor: FORWARDED_FOR,
      auth: authSpec(true),
      body: bodyPart(context, undefined),
      recordPick: fc.nat(),
    })
    .map(({ line: [method, path], language, ...parts }): RequestSpec => ({
      copies: 1,
      operation: null,
      method,
      path,
      pathParams: {},
      query: [],
      rawQuery: '',
      headers: language === undefined ? {} : { 'accept-language': language },
      ...parts,
    }));
}

/**
 * Each operation about equally often (those with a body a little more), of its requests 2 in 7
 * clean, 2 in 7 clean but for one hostile text, and 3 in 7 fuzzed in every part (valid, boundary
 * and hostile mixed); and one request in ~30 to a method or path the document does not have.
 */
export function requestArbitrary(context: ValueContext, operations: Operation[]): fc.Arbitrary<RequestSpec> {
  const kinds = (operation: Operation) =>
    fc.oneof(weighted(2, cleanRequest(context, operation)), weighted(2, cleanRequest(context, operation, true)), weighted(3, operationRequest(context, operation)));
  return fc.oneof(
    ...operations.map((operation) => weighted(operation.body ? 12 : 8, kinds(operation))),
    weighted(Math.max(Math.round(operations.length / 3), 1), strayRequest(context, operations)),
  );
}
