import type { Context, Hono } from 'hono';
import { every } from 'hono/combine';
import { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointReply } from '../../src/api/contract/endpoint';
import { fullPathOf } from '../../src/api/contract/endpoint';
import { toWire, wireCodec } from '../../src/api/contract/wire';
import type { AuthSession } from '../services/auth-tokens/auth-token-service';
import type { AppEnv } from './app-env';
import { HttpError, languageOf, validationError } from './errors';
import { bodyDepthCheck, JSON_TYPE, refuseForbiddenText } from './request-input';
import { unauthorized } from './session';
import type { SessionMiddleware } from './session';

/*
 * Registers a contract entry (src/api/contract/endpoint.ts) with its handler: the method and full
 * path come from the entry; an entry with a body gets the depth check first (request-input.ts:
 * nothing nested too deeply is parsed, signed in or not; the size limit ran before it, in app.ts),
 * a `security: 'token'` entry gets the session check; then every declared part of the request
 * (path parameters, query, headers, JSON body, in that order) is refused if any of its text holds
 * a control character (request-input.ts), and decoded from its wire form through the entry's
 * schemas, and a failure is the 400 that names each field. The handler's reply is encoded back to
 * the wire form with the entry's envelope. This is the server's only place where keys change case.
 */

/** What a handler receives: the decoded request, and the caller's session on a signed-in endpoint. */
export type HandlerInput<E extends Endpoint> = EndpointInput<E> & (E extends { security: 'token' } ? { session: AuthSession } : unknown);

export type EndpointHandler<E extends Endpoint> = (c: Context<AppEnv>, input: HandlerInput<E>) => Promise<EndpointReply<E>>;

/** An entry bound to its handler, ready to be mounted on the app. */
export interface EndpointRoute {
  entry: Endpoint;
  mount(app: Hono<AppEnv>, options: MountOptions): void;
}

export interface MountOptions {
  requireSession: SessionMiddleware;
  /** Check every reply against its envelope (tests): a reply that breaks its contract is a 500. */
  checkReplies: boolean;
}

/** The JSON body: 415 unless it is declared as JSON (or absent), 400 malformed_json when it does not parse; empty is {}. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const contentType = c.req.header('content-type');
  const text = await c.req.text();
  if (contentType ? !JSON_TYPE.test(contentType) : text.length > 0) throw new HttpError(415, 'unsupported_media_type');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed_json');
  }
}

/** Query parameters: one value as a string, a repeated one as a list. */
function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
}

/** One part of the request, parsed by `schema` (a wire codec, or the headers' own schema). */
async function decode(c: Context<AppEnv>, schema: z.core.$ZodType | undefined, received: () => unknown): Promise<unknown> {
  if (!schema) return undefined;
  const input = await received();
  const parsed = await z.safeParseAsync(schema, input);
  if (!parsed.success) throw validationError(languageOf(c), parsed.error, input);
  return parsed.data;
}

async function readInput(c: Context<AppEnv>, entry: Endpoint, session: AuthSession | undefined) {
  const { params, query, headers, body } = entry.request;
  return {
    params: await decode(c, params && wireCodec(params), () => refuseForbiddenText(c, c.req.param())),
    query: await decode(c, query && wireCodec(query), () => refuseForbiddenText(c, queryOf(c))),
    // Header names are wire names already: lower case, with dashes.
    headers: await decode(c, headers, () => c.req.header()),
    body: await decode(c, body && wireCodec(body), async () => refuseForbiddenText(c, await jsonBody(c))),
    session,
  };
}

/** Binds an entry to its handler. */
export function endpointRoute<E extends Endpoint>(entry: E, handler: EndpointHandler<E>): EndpointRoute {
  return {
    entry,
    mount(app, { requireSession, checkReplies }) {
      const answer = async (c: Context<AppEnv>) => {
        const session = c.get('session');
        if (entry.security === 'token' && !session) throw unauthorized();
        // Each part was decoded by the entry's own schema just above, so the input has the entry's types.
        const input = (await readInput(c, entry, session)) as HandlerInput<E>;
        const reply: EndpointReply<Endpoint> = await handler(c, input);
        const envelope: z.core.$ZodType | undefined = entry.response.body;
        if (reply.status === 204 || !('body' in reply) || !envelope) return c.body(null, reply.status);
        const body = toWire(envelope, reply.body);
        if (checkReplies) {
          const checked = wireCodec(envelope).safeParse(body);
          if (!checked.success) throw new Error(`${entry.method.toUpperCase()} ${entry.path} replied outside its contract: ${checked.error.message}`);
        }
        return c.json(body, reply.status);
      };
      const path = fullPathOf(entry).replace(/\{(\w+)\}/g, ':$1');
      // The depth check before the session check: a deep body is refused unparsed, signed in or not.
      const checks = every(...(entry.request.body ? [bodyDepthCheck] : []), ...(entry.security === 'token' ? [requireSession] : []));
      app.on(entry.method.toUpperCase(), path, checks, answer);
    },
  };
}

/** A handler for each entry of a resource's endpoints (`authEndpoints`, `kidQuizEndpoints`, …). */
export type EndpointHandlers<R extends Record<string, Endpoint>> = { [K in keyof R]: EndpointHandler<R[K]> };

/** A resource's routes: each of its entries bound to the handler of the same name. */
export function bindEndpoints<R extends Record<string, Endpoint>>(endpoints: R, handlers: EndpointHandlers<R>): EndpointRoute[] {
  const bind = <K extends keyof R & string>(key: K) => endpointRoute(endpoints[key], handlers[key]);
  return Object.keys(endpoints).map(bind);
}
