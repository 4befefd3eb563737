import { NodeClient, Scope, defaultStackParser, linkedErrorsIntegration, makeNodeTransport } from '@sentry/node';
import type { Breadcrumb, ErrorEvent } from '@sentry/node';
import { scrubText } from './logger';

/*
 * Where unexpected server errors go besides the log: Sentry (@sentry/node) when SENTRY_DSN is set,
 * nowhere otherwise. Only the 500 path of app.onError and the process-level handlers of main.ts
 * report; 4xx answers and expected failures (an SMS gateway that did not answer) do not.
 *
 * No personal data leaves: the client is our own (no global Sentry.init, no default integrations,
 * so nothing patches http, reads request bodies, headers or local variables), every kind of data
 * collection is off (`dataCollection`, SDK 11's successor to `sendDefaultPii: false`), there is no
 * performance tracing, and beforeSend drops the request, the user, the server
 * name and breadcrumb data, then runs every string that is left (exception messages, messages,
 * breadcrumbs, tags, stack frames) through the logger's scrubText (phone numbers, one-time codes,
 * tokens). An event carries the request id (the response's X-Request-Id, to find the log
 * entries), the method and the route pattern (never the path, which may hold an id or a query).
 */

export interface ErrorContext {
  /** The request's id, also its X-Request-Id response header and its log entries' request_id. */
  requestId?: string;
  method?: string;
  /** The matched route pattern (`/portal/api/v1/gene-tests/:id`), never the path itself. */
  route?: string;
  /** Where it was caught: a request, or the process (uncaught exception, unhandled rejection). */
  source?: 'request' | 'uncaughtException' | 'unhandledRejection';
}

export interface ErrorReporter {
  /** Whether errors go anywhere (SENTRY_DSN set). */
  readonly enabled: boolean;
  /** Reports an unexpected error; returns at once, sending happens in the background. */
  report: (error: unknown, context?: ErrorContext) => void;
  /** Waits (at most timeoutMs) until what was reported has been sent; false if it was not. */
  flush: (timeoutMs?: number) => Promise<boolean>;
  /** Sends what is left and stops. */
  close: (timeoutMs?: number) => Promise<void>;
}

/** Without SENTRY_DSN: nothing is initialised and nothing is sent. */
export const noErrorReporter: ErrorReporter = {
  enabled: false,
  report: () => {},
  flush: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

/** Every string of a value through scrubText, at any depth. */
function scrubStrings<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubStrings(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubStrings(item)])) as T;
  }
  return value;
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const { data: _data, ...rest } = breadcrumb;
  return scrubStrings(rest);
}

/** An event without personal data: no request, user, server name or breadcrumb data; every string scrubbed. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request: _request, user: _user, server_name: _serverName, breadcrumbs, ...rest } = event;
  const scrubbed = scrubStrings(rest);
  return breadcrumbs ? { ...scrubbed, breadcrumbs: breadcrumbs.map(scrubBreadcrumb) } : scrubbed;
}

export interface SentryReporterOptions {
  dsn: string;
  environment?: string;
  release?: string;
}

/** Reports to the Sentry project of `dsn` through a client of its own (no global state). */
export function createSentryReporter({ dsn, environment, release }: SentryReporterOptions): ErrorReporter {
  const client = new NodeClient({
    dsn,
    environment,
    release,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // Only the error's cause chain; nothing that instruments modules or reads requests.
    integrations: [linkedErrorsIntegration()],
    // SDK 11's successor to `sendDefaultPii: false`: collect nothing about users, requests, queries or variables.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    includeServerName: false,
    enableRuntimeChannelInjection: false,
    sendClientReports: false,
    // No performance tracing: no spans, no span streaming.
    traceLifecycle: 'static',
    maxBreadcrumbs: 0,
    beforeSend: scrubEvent,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  client.init();
  return {
    enabled: true,
    report(error, context = {}) {
      const scope = new Scope();
      scope.setClient(client);
      const source = context.source ?? 'request';
      scope.setTag('source', source);
      if (context.requestId) scope.setTag('request_id', context.requestId);
      if (context.method) scope.setTag('method', context.method);
      if (context.route) scope.setTag('route', context.route);
      scope.captureException(error, { mechanism: { type: source === 'request' ? 'hono.onError' : `process.${source}`, handled: source === 'request' } });
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
    close: async (timeoutMs = 2000) => {
      await client.close(timeoutMs);
    },
  };
}

/** Sentry when SENTRY_DSN is set, nothing otherwise. */
export function errorReporterFor(config: { SENTRY_DSN: string; NODE_ENV: string }, release?: string): ErrorReporter {
  return config.SENTRY_DSN ? createSentryReporter({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, release }) : noErrorReporter;
}
