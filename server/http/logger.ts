import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { pino } from 'pino';
import type { DestinationStream, Level, Logger } from 'pino';
import type { AppEnv } from './app-env';

/*
 * The server's one logger (pino). Whatever is logged, a full phone number, a one-time code or a
 * token never reaches the output:
 *  - keys that hold them are replaced wherever they appear (SECRET_KEYS, and pino's `redact` for
 *    the usual paths), and SQL parameters of a failed query are dropped (they hold what the
 *    request sent);
 *  - every string (messages, error messages and stacks, nested values) goes through scrubText:
 *    phone numbers (E.164, URL-encoded, Vietnamese 0xxxxxxxxx and 84xxxxxxxxx, with or without
 *    spaces) keep only their last 3 digits, a 6-digit number near a word for "code" is replaced,
 *    and so are `Token …` / `Bearer …` credentials, `key=…`-style secrets and long random strings.
 * Production writes one JSON object per line; development and tests a plain line per entry.
 * Every entry logged during a request carries its `request_id`, which is also the response's
 * X-Request-Id header (requestContext below).
 */

export type { Logger };

const REDACTED = '[redacted]';

/** Object keys whose values are never logged, at any depth. */
const SECRET_KEYS = /^(authorization|cookie|token|key|secret|password|otp|otp_?key|code_?hash|phone|phone_?number|to|params|parameters)$/i;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** +84 90 123 4567, %2B84901234567, 0901234567, 0901 234 567, 84901234567. */
/*
 * A number stands alone when no letter, digit or _ touches it; a Chinese character does not count
 * as a letter here, since Chinese texts write digits right beside it ('验证码是123456', docs/language.md).
 */
const PHONES = [/(?:\+|%2B)\s?\d(?:[\s.-]?\d){7,14}/gi, /(?<!(?!\p{Script=Han})[\p{L}\p{N}_+])(?:84|0)\d(?:[\s.-]?\d){7,9}(?!(?!\p{Script=Han})[\p{L}\p{N}_])/gu];
const SIX_DIGITS = /(?<!(?!\p{Script=Han})[\p{L}\p{N}_])\d{6}(?!(?!\p{Script=Han})[\p{L}\p{N}_])/gu;
/** Words a one-time code travels with (en, vi, th, zh). */
const CODE_WORDS = /code|otp|pin|mã|xác (thực|nhận)|รหัส|验证码|代码|密码/iu;
const CREDENTIALS = /\b(Token|Bearer|Basic)(\s+)[^\s"',;)]+/gi;
const LABELLED_SECRETS = /\b(token|key|api[_-]?key|secret|password|authorization)(["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\s"',;&)]+/gi;
/** A long run of URL-safe characters mixing upper case, lower case and digits: a token. */
const LONG_RANDOM = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
/** The parameter list drizzle appends to a failed query's message. */
const QUERY_PARAMS = /(\nparams: ).*/;

function maskPhone(match: string): string {
  const digits = match.replace(/\D/g, '');
  return `[phone …${digits.slice(-3)}]`;
}

function scrubPart(text: string): string {
  let out = text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(CREDENTIALS, `$1$2${REDACTED}`).replace(LABELLED_SECRETS, `$1$2${REDACTED}`);
  out = out.replace(SIX_DIGITS, (digits: string, offset: number, whole: string) =>
    CODE_WORDS.test(whole.slice(Math.max(0, offset - 80), offset + 6 + 40)) ? '[code]' : digits,
  );
  for (const phone of PHONES) out = out.replace(phone, maskPhone);
  return out.replace(LONG_RANDOM, REDACTED);
}

/**
 * What every pattern above needs somewhere in the text: two digits in a row (or around one
 * separator), a 32-character run, or one of the words. Text without any of these (most request
 * paths, methods, messages) has nothing to scrub and is returned as it is, without running them.
 */
const MIGHT_HOLD_SECRETS = /\d[\s.-]?\d|[A-Za-z0-9_-]{32}|token|bearer|basic|key|secret|password|authorization|params/i;

/** Text without phone numbers, one-time codes or tokens; UUIDs (request ids, record ids) are kept as they are. */
export function scrubText(text: string): string {
  return MIGHT_HOLD_SECRETS.test(text) ? scrubEveryPattern(text) : text;
}

/** scrubText without the shortcut: every pattern is run (exported for the test that both agree). */
export function scrubEveryPattern(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(UUID)) {
    out += scrubPart(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + scrubPart(text.slice(last));
}

const MAX_DEPTH = 8;

/** An error as a plain object: type, message, stack, its own fields and its cause, all scrubbed. */
function errorObject(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (!(key in fields)) fields[key] = value;
  if (error.cause !== undefined) fields.cause = error.cause;
  return scrubValue(fields, depth + 1) as Record<string, unknown>;
}

/** A value with every string scrubbed, secret keys replaced and errors turned into plain objects. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return errorObject(value, depth);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? REDACTED : scrubValue(item, depth + 1)]));
}

/** One plain line per entry, for people reading a terminal: time, level, message, other fields, then an error's stack. */
function plainLines(write: (line: string) => void): DestinationStream {
  return {
    write(json: string) {
      const { time, level, msg, err, ...rest } = JSON.parse(json) as { time: string; level: string; msg?: string; err?: { stack?: string; message?: string } } & Record<string, unknown>;
      const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
      const stack = err ? `\n  ${err.stack ?? err.message ?? ''}` : '';
      write(`${time.slice(11, 23)} ${level.toUpperCase().padEnd(5)} ${msg ?? ''}${extra}${stack}\n`);
    },
  };
}

export interface LoggerOptions {
  level?: Level | 'silent';
  /** json: one JSON object per line (production); plain: one readable line per entry. */
  format?: 'json' | 'plain';
  /** Where lines go; standard output by default. */
  destination?: (line: string) => void;
}

export function createLogger({ level = 'info', format = 'json', destination }: LoggerOptions = {}): Logger {
  const write = destination ?? ((line: string) => void process.stdout.write(line));
  const stream: DestinationStream = format === 'plain' ? plainLines(write) : { write };
  return pino(
    {
      level,
      base: format === 'json' ? { pid: process.pid } : null,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Errors are already plain objects here (scrubValue, in formatters.log): keep them as they are.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      redact: {
        paths: ['authorization', 'headers.authorization', 'req.headers.authorization', 'token', 'otp', 'phone', 'phoneNumber', 'phone_number', 'err.params', 'err.cause.params'],
        censor: REDACTED,
      },
      hooks: {
        // Messages and their arguments are scrubbed like every other string; an error logged on
        // its own goes under `err` with its (scrubbed) message as the entry's message.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = typeof rest[0] === 'string' ? rest.shift() : first.message;
            return method.apply(this, [{ err: first }, scrubText(String(message)), ...rest.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))] as Parameters<typeof method>);
          }
          return method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    stream,
  );
}

/** The logger as configured: JSON in production, plain lines otherwise. */
export function loggerFor(config: { NODE_ENV: string; LOG_LEVEL: Level | 'silent' }): Logger {
  return createLogger({ level: config.LOG_LEVEL, format: config.NODE_ENV === 'production' ? 'json' : 'plain' });
}

const REQUEST_ID = /^[\w.:=-]{1,128}$/;
/** Files a page load fetches by the dozen: logged at debug level unless they fail. */
const STATIC_FILES = /^\/(assets|api\/docs\/assets)\//;

/** A fresh UUID, or, behind a trusted proxy, the proxy's X-Request-Id when it looks like one. */
export function requestIdFor(c: Context, trustProxy: boolean): string {
  const incoming = trustProxy ? c.req.header('x-request-id') : undefined;
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (a fresh UUID; behind a trusted proxy, the proxy's X-Request-Id when it
 * looks like one) and a child logger that carries it, sends it back as X-Request-Id on every
 * response (errors, 404s and 429s included), and logs each request's outcome.
 */
export function requestContext(logger: Logger, options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFor(c, options.trustProxy);
    const requestLogger = logger.child({ request_id: requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    // Set again: a handler's own Response (static files) does not carry headers set before it.
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const entry = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) requestLogger.warn(entry, 'request failed');
    else if (status < 400 && STATIC_FILES.test(entry.path)) requestLogger.debug(entry, 'request');
    else requestLogger.info(entry, 'request');
  };
}
