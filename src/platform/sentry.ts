import type * as SentryBrowser from '@sentry/browser';
import type { RuntimeConfig } from '../api/contract/runtime-config';

/** Share of page loads and navigations traced; errors are always sent. */
export const DEFAULT_TRACES_SAMPLE_RATE = 0.1;

const NOT_FOUND_ROUTE = /^\/404\/?$/;

type SentrySdk = typeof SentryBrowser;

// The SDK is large (most of the entry bundle if imported eagerly), so it is loaded only when a
// DSN is configured. Errors reported while it loads are queued and sent once it is ready.
let sdk: SentrySdk | null = null;
let loading = false;
const queued: Array<[unknown, Record<string, unknown>]> = [];

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
export async function initSentry(
  config: Pick<RuntimeConfig, 'sentryDsn' | 'environment'>,
  options: SentryOptions = {},
): Promise<void> {
  if (config.sentryDsn === '' || sdk || loading) return;
  loading = true;
  try {
    const Sentry = await import('@sentry/browser');
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
    sdk = Sentry;
    for (const [error, context] of queued.splice(0)) Sentry.captureException(error, { extra: context });
  } catch (error) {
    queued.length = 0;
    console.error('Error reporting could not start', error);
  } finally {
    loading = false;
  }
}

/** Reports an error with its context when Sentry is running (or starting); a no-op otherwise. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (sdk) sdk.captureException(error, { extra: context });
  else if (loading) queued.push([error, context]);
}
