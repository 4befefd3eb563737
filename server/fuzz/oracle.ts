import { normalizePhone } from '../../src/domain/phone';
import { schemaProblems } from './json-schema';
import type { OpenApiDocument } from './json-schema';
import type { Operation, RequestSpec } from './requests';

/*
 * What every answer must be, whatever was asked:
 *  - never a 5xx, never no answer;
 *  - a 2xx: a status the operation documents, and a body its schema accepts (204: no body);
 *  - anything else: the error envelope { error: { code, message, fields? } } (the document's Error
 *    schema) with Content-Language one of the server's languages;
 *  - no stack trace, source path, node_modules, JS error name or database error text;
 *  - no personal data the request did not bring: a phone number other than the ones the request
 *    sent (or, for a signed-in test user, its own number and numbers the run itself stored), an
 *    auth token other than the request's own, a one-time code from the SMS outbox.
 * An error code or status the operation does not document is a warning (printed, not a failure).
 */

export interface SentRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** Every text the request carried (decoded URL, header values, body), for "was it sent?" questions. */
  text: string;
  /** Phone numbers (E.164) anywhere in the request. */
  phones: Set<string>;
  /** The signed-in test user whose token the request carries, if it carries a valid one. */
  user: { phone: string; token: string } | null;
  /** Whether the request presents a secret the server handed out (a results record's): its owner may see what it stored. */
  owner: boolean;
  /** The JSON body as sent, if it was JSON. */
  json: unknown;
  /** Fields of a record the server handed out earlier that the request used (harvest.ts). */
  used: Record<string, string>;
  /** How the Authorization header was made (printed with a failure instead of the token). */
  authNote: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
  json: unknown;
}

export interface Exchange {
  index: number;
  spec: RequestSpec;
  sent: SentRequest;
  answer: Answer | null;
  /** Transport failure: the connection was refused, reset, or nothing came back in time. */
  transportError: string | null;
  ms: number;
}

export type FailureKind = 'server-error' | 'no-answer' | 'response-schema' | 'error-shape' | 'internals-leaked' | 'personal-data' | 'valid-token-refused' | 'outbox-exposed';

export interface Finding {
  kind: FailureKind | 'undocumented';
  /** The route it happened on (`POST /portal/api/v1/…`, or `stray` for undocumented methods and paths). */
  route: string;
  message: string;
  exchange: Exchange;
}

export interface OracleState {
  document: OpenApiDocument;
  /** Languages a Content-Language may name. */
  languages: readonly string[];
  /** Every auth token the run has held. */
  tokens: ReadonlySet<string>;
  /** Phone numbers (E.164) the run's own requests carried, outside its sign-ins. */
  phonesSent: ReadonlySet<string>;
  /**
   * Text the run's own requests stored (string fields of bodies a 2xx accepted, such as a profile
   * name of "file:///etc/passwd"): the owner reading it back is not the server's insides.
   */
  textsStored: ReadonlySet<string>;
}

/** The string fields of a JSON body (at most 500 characters each): what a request may have stored. */
export function storedTexts(body: Buffer | undefined): string[] {
  if (!body || body.length > 64 * 1024) return [];
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return [];
  }
  const texts: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 40) return;
    if (typeof node === 'string') {
      if (node.length <= 500) texts.push(node);
    } else if (Array.isArray(node)) for (const item of node) walk(item, depth + 1);
    else if (node && typeof node === 'object') for (const item of Object.values(node)) walk(item, depth + 1);
  };
  walk(value, 0);
  return texts;
}

const PHONE_LEAF = /^[+\d\s().-]{8,32}$/;
const PHONE_IN_TEXT = /(?<![\w+-])(?:\+\d{8,15}|00\d{9,13}|0\d{9,10})(?![\w-])/g;

/**
 * Phone numbers (E.164) in a JSON value or text: strings written like a phone number (9 digits or
 * more, so dates are not read as numbers) and numbers inside longer text. With `asTyped`, also
 * every string the phone rule accepts as it is (full-width digits, separators): what a request's
 * field may hold.
 */
export function phonesIn(value: unknown, asTyped = false, found = new Set<string>()): Set<string> {
  const add = (candidate: string) => {
    const phone = normalizePhone(candidate);
    if (phone.ok) found.add(phone.e164);
  };
  if (typeof value === 'string') {
    if (PHONE_LEAF.test(value) && (value.match(/\d/g)?.length ?? 0) >= 9) add(value);
    for (const [candidate] of value.normalize('NFKC').matchAll(PHONE_IN_TEXT)) add(candidate);
    if (asTyped && value.length <= 64) add(value);
  } else if (Array.isArray(value)) {
    for (const item of value.slice(0, 2_000)) phonesIn(item, asTyped, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value).slice(0, 2_000)) {
      phonesIn(key, asTyped, found);
      phonesIn(item, asTyped, found);
    }
  }
  return found;
}

/** Signs that the answer carries the server's insides. */
const INTERNALS: Array<{ name: string; pattern: RegExp }> = [
  { name: 'a stack frame', pattern: /\bat\s+(?:[\w$.<>[\] ]+\s+)?\(?(?:file:\/\/|node:|\/)[^\s)'"]*:\d+(?::\d+)?\)?/ },
  { name: 'a source path', pattern: /(?:\/work\/|\/home\/|\/root\/|\/usr\/(?:local\/)?lib\/|\/app\/|\/srv\/|\/opt\/|file:\/\/\/)[\w./@-]+/ },
  { name: 'node_modules', pattern: /node_modules/ },
  { name: 'a source file and line', pattern: /\b[\w-]+\.(?:ts|tsx|mjs|cjs|js):\d+/ },
  { name: 'a JavaScript error name', pattern: /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError|EvalError|AggregateError|ZodError|DrizzleError|DrizzleQueryError|PostgresError)\b/ },
  {
    name: 'a database error',
    pattern: /duplicate key value|violates (?:unique|foreign key|not-null|check) constraint|syntax error at or near|invalid input syntax|invalid byte sequence|unsupported Unicode escape|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|Failed query:|\bselect\s[\w", *]+\sfrom\s"?\w/i,
  },
];

const SIX_DIGITS = /(?<!\d)\d{6}(?!\d)/g;

/** Six-digit runs in the answer that the request did not carry: checked against the outbox's codes at the end of the run. */
export function codeCandidates(exchange: Exchange): string[] {
  const text = exchange.answer?.text ?? '';
  return [...new Set([...text.matchAll(SIX_DIGITS)].map(([digits]) => digits))].filter((digits) => !exchange.sent.text.includes(digits));
}

function routeOf(exchange: Exchange): string {
  return exchange.spec.operation?.key ?? 'stray';
}

/** Error codes an operation may answer beyond its own list (the document's introduction names them). */
function generallyDocumented(operation: Operation | null, status: number): string[] {
  const codes = ['internal'];
  if (status === 400) codes.push('validation_failed');
  // A path parameter that breaks the path (empty, or an encoded slash) matches no route.
  if (status === 404) codes.push('route_not_found');
  if (operation?.body && status === 413) codes.push('payload_too_large');
  if (operation?.body && status === 415) codes.push('unsupported_media_type');
  return codes;
}

function isLoopbackRequest(exchange: Exchange): boolean {
  const headers = exchange.sent.headers;
  return headers['x-forwarded-for'] === undefined && headers.forwarded === undefined && headers['x-real-ip'] === undefined;
}

/** Failures and warnings of one exchange. */
export function judge(exchange: Exchange, state: OracleState): Finding[] {
  const findings: Finding[] = [];
  const route = routeOf(exchange);
  const found = (kind: Finding['kind'], message: string) => findings.push({ kind, route, message, exchange });
  const { answer } = exchange;
  if (!answer) {
    found('no-answer', exchange.transportError ?? 'no answer');
    return findings;
  }
  const operation = exchange.spec.operation;
  const { status } = answer;
  if (status >= 500) found('server-error', `answered ${status}`);

  const contentType = answer.headers['content-type'] ?? '';
  if (status === 204) {
    if (answer.body.length > 0) found('response-schema', `204 with a body of ${answer.body.length} bytes`);
  } else if (status >= 200 && status < 300) {
    const documented = operation?.successes;
    if (!operation || !documented?.has(status)) found('response-schema', `${status} is not a success status of ${route}`);
    else {
      const schema = documented.get(status);
      if (!/^application\/json\b/i.test(contentType)) found('response-schema', `${status} with Content-Type "${contentType}", not application/json`);
      else if (answer.json === undefined) found('response-schema', `${status} body is not JSON`);
      else if (schema) {
        const problems = schemaProblems(state.document, schema, answer.json);
        if (problems.length > 0) found('response-schema', `${status} body outside the response schema: ${problems.slice(0, 5).join('; ')}`);
      }
    }
  } else {
    const problems = answer.json === undefined ? ['not JSON'] : schemaProblems(state.document, { $ref: '#/components/schemas/Error' }, answer.json);
    if (problems.length > 0) found('error-shape', `${status} body outside { error: { code, message, fields? } }: ${problems.slice(0, 5).join('; ')}`);
    else {
      const { code, message } = (answer.json as { error: { code: string; message: string } }).error;
      if (message.trim() === '') found('error-shape', `${status} ${code} with an empty message`);
      const language = answer.headers['content-language'];
      if (!language || !state.languages.includes(language)) found('error-shape', `${status} ${code} with Content-Language "${language ?? ''}", not one of ${state.languages.join(', ')}`);
      const listed = [...(operation?.failures.get(status) ?? []), ...generallyDocumented(operation, status)];
      if (!listed.includes(code)) {
        found('undocumented', operation?.failures.has(status) ? `${status} ${code}: the document lists ${listed.join(', ')} for ${status}` : `${status} ${code}: the document lists no ${status} for ${route}`);
      }
    }
  }

  // The server's insides: in the body or in a header, unless the request sent that very text (or,
  // read back by its owner, an earlier request of the run stored it).
  const owned = Boolean(exchange.sent.user) || exchange.sent.owner === true;
  const storedByRun = (text: string) => owned && [...state.textsStored].some((stored) => stored.includes(text));
  const visible = `${answer.text}\n${Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n')}`;
  for (const { name, pattern } of INTERNALS) {
    const match = pattern.exec(visible);
    if (match && !exchange.sent.text.includes(match[0]) && !storedByRun(match[0])) found('internals-leaked', `the answer holds ${name}: "${match[0].slice(0, 120)}"`);
  }

  // Personal data. The SMS outbox (developer tools) shows every message to a caller on the server's own machine, by design.
  const devTool = operation?.tags.includes('dev') ?? false;
  if (devTool && status >= 200 && status < 300 && !isLoopbackRequest(exchange)) found('outbox-exposed', `${route} answered ${status} to a relayed request (X-Forwarded-For / Forwarded / X-Real-IP)`);
  if (!devTool) {
    const allowed = new Set(exchange.sent.phones);
    if (exchange.sent.user) allowed.add(exchange.sent.user.phone);
    if (exchange.sent.user || exchange.sent.owner) for (const phone of state.phonesSent) allowed.add(phone);
    const leaked = [...phonesIn(answer.json ?? answer.text)].filter((phone) => !allowed.has(phone));
    if (leaked.length > 0) found('personal-data', `the answer holds the phone number${leaked.length > 1 ? 's' : ''} ${leaked.join(', ')}, which the request did not send${exchange.sent.user ? ', nor is it the signed-in user’s' : ''}${exchange.sent.user || exchange.sent.owner ? ' nor one the run stored' : ''}`);
    for (const token of state.tokens) {
      if (answer.text.includes(token) && !exchange.sent.text.includes(token)) found('personal-data', 'the answer holds an auth token the request did not send');
    }
  }

  if (status === 401 && exchange.sent.user) found('valid-token-refused', 'a signed-in test user’s token was refused');
  return findings;
}
