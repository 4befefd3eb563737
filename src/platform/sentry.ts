import * as Sentry from '@sentry/browser';
import type { RuntimeConfig } from '../api/contract/runtime-config';

/** Share of page loads and navigations traced; errors are always sent. */
export const DEFAULT_TRACES_SAMPLE_RATE = 0.1;

const NOT_FOUND_ROUTE = /^\/404\/?$/;

let initialised = false;

/**
 * `beforeSendTransaction` filter: the not-found page is hit by bots and mistyped links, so its
 * transactions are noise (spec section 8). Pure, so it is tested without Sentry.
 */
export function dropNotFoundTransaction<E extends { transaction?: string }>(event: E): E | null {
  return event.transaction !== undefined && NOT_FOUND_ROUTE.test(event.transaction) ? null : event;
}

export interface SentryOptions {
  tracesSampleRate?: number;
}

/** Starts error reporting; does nothing when no DSN is configured (development, tests). */
export function initSentry(
  config: Pick<RuntimeConfig, 'sentryDsn' | 'environment'>,
  options: SentryOptions = {},
): void {
  if (config.sentryDsn === '') return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: options.tracesSampleRate ?? DEFAULT_TRACES_SAMPLE_RATE,
    // SDK 11 streams spans by default and then ignores beforeSendTransaction; the static
    // lifecycle runs it once per finished transaction, when its route name is final.
    traceLifecycle: 'static',
    beforeSendTransaction: dropNotFoundTransaction,
  });
  initialised = true;
}

/** Reports an error with its context when Sentry is running; a no-op otherwise. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (!initialised) return;
  Sentry.captureException(error, { extra: context });
}
