import { z } from 'zod';
import type { ErrorCode } from './error';
import type { ApiName, HEADERS } from './paths';

// The paths, bases and header names carry no schema: the browser's first load takes them from paths.ts without zod.
export { API_BASES, HEADERS, fullPathOf, pathWith, urlOf } from './paths';
export type { ApiName } from './paths';

/*
 * One entry per endpoint: everything both sides need to agree on. The server registers its
 * route from the entry (server/http/endpoint-routes.ts), the browser builds its call from it
 * (src/api/call-endpoint.ts), the OpenAPI document is generated from the entries, and tests import
 * the same entries. Rules and how to add one: src/api/contract/README.md.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Groups of the API reference, with their descriptions. */
export const API_TAGS = {
  system: 'Health and service information',
  dev: 'Developer tools (SMS outbox)',
  catalogue: 'Main API: product categories, packages, currencies, testimonials and promotion banners',
  content: 'Main API: advisors, news, blog, partners and careers',
  auth: 'Portal API: phone sign-in with a one-time code, sign-out, anonymous-user merge',
  account: "Portal API: the signed-in user's profile and phone number",
  'gene-tests': 'Portal API: customer profiles, gene tests, report results and gene-test information tokens',
  'kid-quiz': 'Portal API: kid-personality quiz results records, discount codes and SMS',
  'diet-quiz': 'Portal API: diet quiz results records (computed by the nutrition engine), the DIETQUIZ discount code and SMS',
  checkout: 'Main API: carts, checkout transactions and orders',
  promotions: 'Main API: promotion codes, claim codes and redeem-code patterns',
  consultations: 'Portal API: doctor consultations: the booking wizard’s options, appointments, cancellation and payment',
  surveys: 'Portal API: the pre- and post-consultation surveys and the onboarding survey',
} as const;
export type ApiTag = keyof typeof API_TAGS;

// ---- the response envelope -----------------------------------------------------------------

/** `meta` of a list that pages. */
export const pageMetaSchema = z
  .object({
    page: z.number().int().min(1).meta({ description: '1-based page number' }),
    limit: z.number().int().min(0).meta({ description: 'Items per page; 0 when every item is on this one page' }),
    total: z.number().int().min(0).meta({ description: 'Items on all pages' }),
  })
  .meta({ id: 'PageMeta' });

/** Every 2xx JSON body: `{ data }`, plus `meta` for a list that pages. */
export type EnvelopeSchema = z.ZodObject<{ data: z.ZodType; meta?: typeof pageMetaSchema }>;

/** A single resource: `{ data: T }`. */
export function resourceEnvelope<T extends z.ZodType>(schema: T, id: string) {
  return z.object({ data: schema }).meta({ id });
}

/** A list that does not page: `{ data: T[] }`. */
export function listEnvelope<T extends z.ZodType>(item: T, id: string, description?: string) {
  return z.object({ data: z.array(item).meta(description ? { description } : {}) }).meta({ id });
}

/** A list that pages: `{ data: T[], meta: { page, limit, total } }`. */
export function pageEnvelope<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: z.array(item), meta: pageMetaSchema }).meta({ id });
}

// ---- entries -----------------------------------------------------------------------------------

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** A failure the endpoint can answer: the body is always the error envelope (contract/error.ts). */
export interface ErrorResponse {
  description: string;
  /** The `error.code` values this status carries. */
  codes: readonly ErrorCode[];
}

export interface EndpointRequest {
  /** Path parameters, named as in `path` ('/kid-quiz/results/{id}/'). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Header names in lower case; they are not case-converted. */
  headers?: z.ZodObject;
  /** The JSON body (Content-Type: application/json). */
  body?: z.ZodType;
}

export interface EndpointResponse {
  /** The success statuses with what each means; they share `body`. */
  statuses: Partial<Record<SuccessStatus, string>>;
  /** The envelope; none for 204. */
  body?: EnvelopeSchema;
}

export interface Endpoint {
  api: ApiName;
  method: HttpMethod;
  /** Relative to the API's base, with `{name}` path parameters; keeps the spec's trailing slash. */
  path: string;
  tags: readonly ApiTag[];
  summary: string;
  description?: string;
  /** 'token': signed in with `Authorization: Token <key>`; without a valid one the answer is 401. */
  security?: 'token';
  request: EndpointRequest;
  response: EndpointResponse;
  errors: Partial<Record<ErrorStatus, ErrorResponse>>;
}

/** Keeps the entry's exact types (its schemas, statuses), which the client call and the server handler are typed by. */
export function defineEndpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** A failure that carries one `error.code`. */
export const failure = (code: ErrorCode, description: string): ErrorResponse => ({ description, codes: [code] });

/** The failures many endpoints share. */
export const commonErrors = {
  invalidInput: { description: 'Malformed input: `fields` names each failing field', codes: ['validation_failed'] },
  signedOut: { description: 'Missing, unknown, revoked or expired token', codes: ['unauthorized'] },
} as const satisfies Record<string, ErrorResponse>;

/** What entries written with `endpoint` share: `api` and `tags`, and may share `security` or (one path, two methods) `path`. */
export type EntryBase = Pick<Endpoint, 'api' | 'tags'> & Partial<Pick<Endpoint, 'security' | 'path'>>;

/** What an entry written with `endpoint` says itself: the rest of the entry, less what its base gives, less the failures `endpoint` adds. */
export type EntryParts<Base extends EntryBase> = Omit<Endpoint, 'api' | 'tags' | 'path' | 'request' | 'errors'> &
  (Base extends { path: string } ? { path?: never } : { path: string }) & { request?: EndpointRequest; errors?: Endpoint['errors'] };

type NoInput = Record<never, never>;

/** The entry `endpoint` writes: its base, its parts, its request (none when it names none) and its failures with the 400 and 401 added. */
export type EntryWith<Base extends EntryBase, E extends EntryParts<Base>> = Base &
  Omit<E, 'request' | 'errors'> & {
    request: E extends { request: infer R extends EndpointRequest } ? R : NoInput;
    errors: Endpoint['errors'] & (E extends { errors: infer X } ? X : NoInput);
  };

/**
 * An entry with the two failures every entry answers alike written once: one that takes input
 * (params, query, headers or a body) answers 400 `commonErrors.invalidInput` for malformed input,
 * unless its `errors` give their own 400; a signed-in one (`security: 'token'`, on the entry or
 * on its base) answers 401 `commonErrors.signedOut`. `errors` hold the rest, and an entry that
 * takes nothing leaves out `request`.
 */
export function endpoint<const Base extends EntryBase, const E extends EntryParts<Base>>(base: Base, entry: E): EntryWith<Base, E> {
  const request: EndpointRequest = entry.request ?? {};
  const signedIn = (entry.security ?? base.security) === 'token';
  const written = {
    ...base,
    ...entry,
    request,
    errors: {
      ...(Object.keys(request).length > 0 ? { 400: commonErrors.invalidInput } : {}),
      ...(signedIn ? { 401: commonErrors.signedOut } : {}),
      ...entry.errors,
    },
  };
  // The spread types `request` and `errors` loosely; EntryWith keeps what the entry wrote, which its calls and handlers are typed by.
  return defineEndpoint(written as Endpoint) as EntryWith<Base, E>;
}

/**
 * An operations call on one order or appointment (Authorization: Bearer <ORDERS_ADMIN_TOKEN>): a
 * POST of its path parameters alone. Without the token configured, or with another one, the route
 * answers 404 as an unknown `what` does; `conflict` is the state it cannot be done in.
 */
export function operationsEndpoint<const Base extends Pick<Endpoint, 'api' | 'tags'>, const P extends z.ZodObject, const B extends EnvelopeSchema>(
  base: Base,
  entry: { path: string; summary: string; description: string; params: P; answers: string; body: B; what: string; conflict: ErrorResponse },
) {
  return defineEndpoint({
    ...base,
    method: 'post',
    path: entry.path,
    summary: entry.summary,
    description: `Without ORDERS_ADMIN_TOKEN configured, or with another token, the route answers 404. ${entry.description}`,
    request: { params: entry.params },
    response: { statuses: { 200: entry.answers }, body: entry.body },
    errors: {
      400: commonErrors.invalidInput,
      404: { description: `Unknown ${entry.what}, or no or a wrong admin token`, codes: ['not_found'] },
      409: entry.conflict,
    },
  });
}

// ---- types read off an entry -------------------------------------------------------------

type Part<E extends Endpoint, K extends keyof EndpointRequest> = E['request'] extends Record<K, infer S extends z.ZodType> ? S : undefined;
type ValueOf<S, Mode extends 'input' | 'output'> = S extends z.ZodType ? (Mode extends 'input' ? z.input<S> : z.output<S>) : undefined;

/** What a handler receives: every part decoded to its contract (camelCase) form. */
export interface EndpointInput<E extends Endpoint> {
  params: ValueOf<Part<E, 'params'>, 'output'>;
  query: ValueOf<Part<E, 'query'>, 'output'>;
  headers: ValueOf<Part<E, 'headers'>, 'output'>;
  body: ValueOf<Part<E, 'body'>, 'output'>;
}

/** What a caller passes: the parts the entry declares, in contract (camelCase) form. */
export type EndpointCallInput<E extends Endpoint> = (Part<E, 'params'> extends z.ZodType ? { params: z.input<Part<E, 'params'>> } : { params?: undefined }) &
  (Part<E, 'query'> extends z.ZodType ? { query?: z.input<Part<E, 'query'>> } : { query?: undefined }) &
  (Part<E, 'body'> extends z.ZodType ? { body: z.input<Part<E, 'body'>> } : { body?: undefined }) & {
    /** Headers this call supplies (Idempotency-Key, Order-Secret, a quiz record's secret); one without a value is not sent. */
    headers?: Partial<Record<(typeof HEADERS)[keyof typeof HEADERS], string | null>>;
    signal?: AbortSignal;
  };

type Statuses<E extends Endpoint> = keyof E['response']['statuses'] & SuccessStatus;

/** What a handler answers: one of the entry's success statuses, with its envelope. */
export type EndpointReply<E extends Endpoint> = E['response'] extends { body: infer B extends EnvelopeSchema }
  ? { status: Statuses<E>; body: z.input<B> }
  : { status: Statuses<E> };

/** The decoded success body a call resolves with. */
export type EndpointResult<E extends Endpoint> = E['response'] extends { body: infer B extends EnvelopeSchema } ? z.output<B> : void;
