import fc from 'fast-check';
import { fullPathOf, urlOf } from '../../src/api/contract/endpoint';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { dietInputRequestSchema, dietQuizEndpoints, dietReportRequestSchema } from '../../src/api/contract/diet-quiz';
import { toWire } from '../../src/api/contract/wire';
import { SAMPLE_DIET_CASES, SAMPLE_REPORT } from '../../src/domain/nutrition/samples';
import { smsOutboxEndpoints } from '../../src/api/contract/sms-outbox';
import { demoAccounts, demoGeneAccessTokens, demoUnlinkedProfiles } from '../seed/demo-accounts';
import type { ValueContext } from './arbitraries';
import { headerValue, httpClient } from './http-client';
import type { HttpClient } from './http-client';
import type { OpenApiDocument } from './json-schema';
import { Harvest, harvestedIn, resourceOf } from './harvest';
import { codeCandidates, judge, phonesIn } from './oracle';
import type { Answer, Exchange, Finding, OracleState, SentRequest } from './oracle';
import { storedTexts } from './oracle';
import { operationsOf, requestArbitrary } from './requests';
import type { AuthSpec, BodySpec, RequestSpec } from './requests';
import { TestUsers } from './test-users';
import { ownershipPlayer } from './strangers';
import type { OwnershipFigures } from './strangers';
import type { TestUser } from './test-users';

/*
 * One fuzz run against a running server: the OpenAPI document it serves, requests generated from
 * it with fast-check (fixed seed, in chunks of CHUNK), sent by `concurrency` workers, each answer
 * judged by the oracle (oracle.ts). What 2xx answers hand out (ids, codes, secrets, the
 * User-Client-Id header) is kept and used by later requests (harvest.ts), so requests also reach
 * records that exist; every 250 requests the SMS outbox is read for the one-time codes, which no
 * other answer may hold (checked at the end).
 */

export interface FuzzOptions {
  baseUrl: string;
  requests: number;
  seed: number;
  concurrency?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface RouteFigures {
  route: string;
  count: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface FuzzReport {
  seed: number;
  /** Requests generated. */
  generated: number;
  /** Requests sent: the generated ones, and the extra copies of those sent several times at once. */
  requests: number;
  /** Requests sent again because the server had closed the kept-alive connection they first went out on. */
  resent: number;
  setupRequests: number;
  seconds: number;
  routes: RouteFigures[];
  failures: Finding[];
  warnings: Finding[];
  /** Owner against stranger (strangers.ts): one round per chunk; each failure is a failure of the run. */
  ownership: OwnershipFigures;
}

const CHUNK = 250;

/** Good values from the demo data, per wire field name (they are in the README and the seed). */
function demoDictionary(): Record<string, string[]> {
  const profiles = [...demoAccounts.flatMap((account) => account.profiles), ...demoUnlinkedProfiles];
  const kits = profiles.flatMap((profile) => (profile.geneTest ? [profile.geneTest.kitCode] : []));
  return {
    kit_code: [...kits, ...kits.map((kit) => kit.toLowerCase())],
    date_of_birth: profiles.map((profile) => profile.dateOfBirth),
    token: demoGeneAccessTokens.map((token) => token.token),
    id: profiles.map((profile) => profile.id),
  };
}

/** Whole bodies that pass rules across fields: the diet quiz's answers, one per kind of person the engine's samples cover. */
function knownBodies(): Record<string, unknown[]> {
  const reports = [null, toWire(dietReportRequestSchema, { ...SAMPLE_REPORT, isAvailable: true })];
  const answers = SAMPLE_DIET_CASES.flatMap(({ input }) =>
    reports.map((report) => ({ input: toWire(dietInputRequestSchema, { ...input, medicalConditionIds: [...input.medicalConditionIds] }), report })),
  );
  const key = (entry: Endpoint) => `${entry.method.toUpperCase()} ${fullPathOf(entry)}`;
  return {
    [key(dietQuizEndpoints.createResultRecord)]: answers.map((answer, index) => ({ ...answer, language: ['vi', 'en', 'th', 'zh'][index % 4] })),
    [key(dietQuizEndpoints.updateResultRecord)]: answers,
  };
}

/** Percent-encodes a parameter; an unpaired surrogate is sent as its (invalid) UTF-8 form, %ED%A0%80. */
function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? String(value));
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** Node refuses a request head (request line and headers) over 16 KiB with a bare 431 before the app sees it; requests stay well under. */
const HEAD_BUDGET = 12_000;
const PART_LIMIT = 2_000;

/** An encoded part cut to `limit` characters without leaving half an escape. */
function cut(encoded: string, limit: number): string {
  return encoded.length <= limit ? encoded : encoded.slice(0, limit).replace(/%[0-9A-Fa-f]?$/, '');
}

/** Shortens the longest header values until the request head fits HEAD_BUDGET. */
function fitHead(url: string, headers: Record<string, string>): void {
  const size = () => url.length + Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  for (let excess = size() - HEAD_BUDGET; excess > 0; excess = size() - HEAD_BUDGET) {
    const [name, value] = Object.entries(headers).sort(([, a], [, b]) => b.length - a.length)[0];
    headers[name] = cut(value, Math.max(value.length - excess, 100));
    if (headers[name].length === value.length) break;
  }
}

/** How deep arrays and objects nest in a JSON text (brackets inside strings not counted). */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** The keys and strings of a JSON value (the first 2,000). */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (found.length >= 2_000) return found;
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      stringsIn(item, found);
    }
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { baseUrl, requests, seed, concurrency = 4, log = () => {} } = options;
  const started = performance.now();
  const client: HttpClient = httpClient(baseUrl, concurrency + 1);
  // The harness's own calls (sign-ins, the outbox) each on a new connection: never on one a fuzz request left behind.
  const setupClient: HttpClient = httpClient(baseUrl, 0);
  try {
    const documentAnswer = await client.send({ method: 'GET', url: '/api/openapi.json', headers: {} });
    if (documentAnswer.status !== 200) throw new Error(`GET /api/openapi.json answered ${documentAnswer.status}`);
    const document = JSON.parse(documentAnswer.body.toString('utf8')) as OpenApiDocument;
    const operations = operationsOf(document);
    const context: ValueContext = { document, dictionary: demoDictionary(), bodies: knownBodies() };
    const arbitrary = requestArbitrary(context, operations);
    const languageSchema = document.components.schemas.Language as { enum?: string[] } | undefined;
    const users = new TestUsers(setupClient, Math.abs(seed) % 10_000);
    const phonesSent = new Set<string>();
    const textsStored = new Set<string>();
    const state: OracleState = { document, languages: languageSchema?.enum ?? ['en', 'vi', 'th', 'zh'], tokens: users.tokens, phonesSent, textsStored };
    const harvest = new Harvest(users.tokens);
    const ownership = ownershipPlayer(setupClient, users);
    /** Request headers the document declares (User-Client-Id): a 2xx answer's header of that name is kept for later requests. */
    const declaredHeaders = new Set(operations.flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase())));
    const codes = new Set<string>();
    const pendingCodes: Array<{ exchange: Exchange; candidates: string[] }> = [];
    const failures: Finding[] = [];
    const warnings: Finding[] = [];
    const latencies = new Map<string, number[]>();
    const statuses = new Map<string, Record<string, number>>();
    log(`${operations.length} operations in the document; ${requests} requests, seed ${seed}, ${concurrency} at a time`);

    /** The outbox's one-time codes so far (newest 500 messages), to look for them in answers. */
    const sweepOutbox = async () => {
      users.setupRequests += 1;
      const outbox = await setupClient.send({ method: 'GET', url: `${urlOf(smsOutboxEndpoints.list)}?limit=500`, headers: {} });
      if (outbox.status !== 200) return;
      for (const message of (JSON.parse(outbox.body.toString('utf8')) as { data: Array<{ body: string; purpose: string }> }).data) {
        if (message.purpose.startsWith('otp')) for (const [code] of message.body.matchAll(/(?<!\d)\d{6}(?!\d)/g)) codes.add(code);
      }
    };

    const authorization = async (auth: AuthSpec, signsOut: boolean): Promise<{ header?: string; user: TestUser | null; note: string }> => {
      switch (auth.kind) {
        case 'none':
          return { user: null, note: 'none' };
        case 'valid': {
          const user = signsOut ? await users.throwaway() : await users.pick();
          return { header: `Token ${user.token}`, user, note: `Token <valid: ${user.phone}${signsOut ? ', throw-away' : ''}>` };
        }
        case 'revoked': {
          const token = users.revoked.length > 0 ? users.revoked[auth.pick % users.revoked.length] : undefined;
          if (token) return { header: `Token ${token}`, user: null, note: 'Token <signed out earlier>' };
          return authorization({ kind: 'forged', how: auth.pick }, false);
        }
        case 'forged': {
          const { token } = await users.pick();
          const last = token.at(-1) === 'A' ? 'B' : 'A';
          const forged = [
            `Token ${token.slice(0, -1)}${last}`,
            `Token ${token.slice(0, -1)}`,
            `Token ${token}A`,
            `Token +${token.slice(1)}`,
            `Bearer ${token}`,
            `Token ${token} extra`,
            `Token ${token.slice(0, 21)}=${token.slice(22)}`,
          ][auth.how % 7];
          return { header: forged, user: null, note: `forged #${auth.how % 7} of a valid token` };
        }
        case 'raw':
          return { header: headerValue(auth.value), user: null, note: 'raw' };
      }
    };

    const bodyOf = (body: BodySpec, record: Record<string, string> | undefined, used: Record<string, string>): { bytes?: Buffer; contentType: string | null; value?: unknown } => {
      switch (body.kind) {
        case 'none':
          return { contentType: null };
        case 'json': {
          const value = harvest.resolve(body.value, record, used);
          const text = JSON.stringify(value);
          return { bytes: text === undefined ? undefined : Buffer.from(text), contentType: body.contentType, value };
        }
        case 'text': {
          // Parsed only to know what it carries (phone numbers, fields to harvest); sent as the text it is.
          let value: unknown;
          try {
            value = body.text.length < 100_000 && nestingOf(body.text) <= 64 ? (JSON.parse(body.text) as unknown) : undefined;
          } catch {
            value = undefined;
          }
          return { bytes: Buffer.from(body.text), contentType: body.contentType, value };
        }
        case 'bytes':
          return { bytes: Buffer.from(body.bytes), contentType: body.contentType };
      }
    };

    /** The concrete request of a spec: harvested values picked, the token filled in. */
    const render = async (spec: RequestSpec): Promise<SentRequest> => {
      const signsOut = spec.operation !== null && /signout/.test(spec.operation.path);
      const auth = await authorization(spec.auth, signsOut);
      const wanted = harvestedIn([spec.pathParams, spec.query, spec.headers, spec.body.kind === 'json' ? spec.body.value : null]);
      const record = harvest.recordFor(resourceOf(spec.path), auth.user?.phone ?? null, wanted, spec.recordPick);
      const used: Record<string, string> = {};
      const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const part = spec.pathParams[name];
        if (!part) return '';
        return part.raw ? String(part.value) : cut(encodePart(harvest.resolve(part.value, record, used)), PART_LIMIT);
      });
      const query = [
        ...spec.query.flatMap(([name, value]) => {
          const resolved = harvest.resolve(value, record, used);
          return resolved === undefined ? [] : [`${cut(encodePart(name), PART_LIMIT)}=${cut(encodePart(resolved), PART_LIMIT)}`];
        }),
        ...(spec.rawQuery ? [spec.rawQuery] : []),
      ].join('&');
      const url = cut(query ? `${path}?${query}` : path, HEAD_BUDGET / 2);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(spec.headers)) headers[name] = headerValue(harvest.resolve(value, record, used));
      if (spec.forwardedFor !== null) headers['x-forwarded-for'] = headerValue(spec.forwardedFor);
      if (auth.header !== undefined) headers.authorization = auth.header;
      const body = bodyOf(spec.body, record, used);
      if (body.contentType !== null) headers['content-type'] = headerValue(body.contentType);
      fitHead(url, headers);
      const bodyText = body.bytes?.toString('utf8') ?? '';
      // The body's strings as the server reads them too (JSON escapes decoded), to know an echo when the answer holds one.
      const text = [safeDecode(url), ...Object.values(headers), bodyText, ...stringsIn(body.value)].join('\n');
      const phones = phonesIn([...url.split(/[/?&=]/).map(safeDecode), ...Object.values(headers), bodyText.length < 100_000 ? bodyText : '', body.value ?? null], true);
      const presented = [url, ...Object.values(headers), bodyText.length < 10_000 ? bodyText : ''].join('\n');
      const owner = [...harvest.capabilities].some((capability) => presented.includes(capability));
      return { method: spec.method, url, headers, body: body.bytes, text, phones, user: auth.user && { phone: auth.user.phone, token: auth.user.token }, owner, authNote: auth.note, json: body.value, used };
    };

    let sent = 0;
    const exchangeOf = async (index: number, spec: RequestSpec, request: SentRequest): Promise<Exchange> => {
      const begun = performance.now();
      try {
        const raw = await client.send({ method: request.method, url: request.url, headers: request.headers, body: request.body });
        const text = raw.body.toString('utf8');
        let json: unknown;
        try {
          json = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          json = undefined;
        }
        const answer: Answer = { status: raw.status, headers: raw.headers, body: raw.body, text, json };
        return { index, spec, sent: request, answer, transportError: null, ms: performance.now() - begun };
      } catch (error) {
        return { index, spec, sent: request, answer: null, transportError: error instanceof Error ? error.message : String(error), ms: performance.now() - begun };
      }
    };

    let answered = 0;
    const judgeAndKeep = async (exchange: Exchange) => {
      answered += 1;
      const route = exchange.spec.operation?.key ?? 'stray';
      const status = exchange.answer ? String(exchange.answer.status) : 'no answer';
      const counts = statuses.get(route) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      statuses.set(route, counts);
      const times = latencies.get(route) ?? [];
      times.push(exchange.ms);
      latencies.set(route, times);

      for (const phone of exchange.sent.phones) phonesSent.add(phone);
      if (exchange.answer && exchange.answer.status >= 200 && exchange.answer.status < 300 && exchange.sent.method !== 'GET') {
        for (const text of storedTexts(exchange.sent.body)) textsStored.add(text);
      }
      for (const finding of judge(exchange, state)) (finding.kind === 'undocumented' ? warnings : failures).push(finding);
      const candidates = codeCandidates(exchange);
      if (candidates.length > 0 && !exchange.spec.operation?.tags.includes('dev')) pendingCodes.push({ exchange, candidates });

      const answer = exchange.answer;
      const user = exchange.sent.user;
      if (answer && answer.status >= 200 && answer.status < 300) {
        const resource = resourceOf(exchange.spec.path);
        const headerFields = Object.entries(answer.headers).filter(([name]) => declaredHeaders.has(name)).map(([name, value]): [string, string] => [name.replaceAll('-', '_'), value]);
        harvest.keep(resource, user?.phone ?? null, answer.json ?? {}, { ...exchange.sent.used, ...Object.fromEntries(headerFields) });
        if (headerFields.length > 0) harvest.keep(resource, user?.phone ?? null, Object.fromEntries(headerFields));
        if (exchange.sent.json !== undefined) harvest.keep(resource, user?.phone ?? null, exchange.sent.json);
        if (user && exchange.spec.operation && /signout/.test(exchange.spec.operation.path)) await users.forget(user.token);
      }
      if (answer?.status === 401 && user) {
        await users.forget(user.token);
      }
    };

    for (let chunk = 0; sent < requests; chunk += 1) {
      const specs = fc.sample(arbitrary, { seed: (seed + chunk) | 0, numRuns: Math.min(CHUNK, requests - sent) });
      let next = 0;
      const worker = async () => {
        while (next < specs.length) {
          const index = sent + next;
          const spec = specs[next];
          next += 1;
          const request = await render(spec);
          const copies = await Promise.all(Array.from({ length: spec.copies }, () => exchangeOf(index, spec, request)));
          for (const exchange of copies) await judgeAndKeep(exchange);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      sent += specs.length;
      await sweepOutbox();
      await ownership.round();
      log(`  ${answered} requests, ${failures.length} failures, owner against stranger: ${ownership.figures.tries} tries, ${ownership.figures.failures.length} failures (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }

    for (const { exchange, candidates } of pendingCodes) {
      const leaked = candidates.filter((candidate) => codes.has(candidate));
      if (leaked.length > 0) failures.push({ kind: 'personal-data', route: exchange.spec.operation?.key ?? 'stray', message: `the answer holds the one-time code${leaked.length > 1 ? 's' : ''} ${leaked.join(', ')} from the SMS outbox`, exchange });
    }

    const routes = [...latencies].map(([route, times]): RouteFigures => {
      const sorted = [...times].sort((a, b) => a - b);
      return { route, count: times.length, statuses: statuses.get(route) ?? {}, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
    });
    routes.sort((a, b) => a.route.localeCompare(b.route));
    return { seed, generated: sent, requests: answered, resent: client.resent(), setupRequests: users.setupRequests, seconds: (performance.now() - started) / 1000, routes, failures, warnings, ownership: ownership.figures };
  } finally {
    client.close();
    setupClient.close();
  }
}
