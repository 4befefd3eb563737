import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK itself is replaced: these tests check what we ask of it, not that it reaches Sentry.
vi.mock('@sentry/browser', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));

const Sentry = await import('@sentry/browser');

// The view files share a worker's loaded libraries (vitest.config.ts): the next file gets the real SDK back.
afterAll(() => {
  vi.doUnmock('@sentry/browser');
});

async function freshModule() {
  vi.resetModules();
  return import('./sentry');
}

beforeEach(() => {
  vi.mocked(Sentry.init).mockClear();
  vi.mocked(Sentry.captureException).mockClear();
});

describe('dropNotFoundTransaction', () => {
  it('drops the /404 route', async () => {
    const { dropNotFoundTransaction } = await freshModule();
    expect(dropNotFoundTransaction({ transaction: '/404' })).toBeNull();
    expect(dropNotFoundTransaction({ transaction: '/404/' })).toBeNull();
  });

  it('keeps every other route, unchanged', async () => {
    const { dropNotFoundTransaction } = await freshModule();
    const event = { transaction: '/products/404-kit', type: 'transaction' };
    expect(dropNotFoundTransaction(event)).toBe(event);
    expect(dropNotFoundTransaction({ transaction: '/4040' })).toEqual({ transaction: '/4040' });
    expect(dropNotFoundTransaction({})).toEqual({});
  });
});

describe('initSentry and reportError', () => {
  it('without a DSN: does not start Sentry and reportError is a no-op', async () => {
    const { initSentry, reportError } = await freshModule();
    await initSentry({ sentryDsn: '', environment: 'test' });
    reportError(new Error('boom'), { path: '/x' });
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('before initSentry: reportError is a no-op', async () => {
    const { reportError } = await freshModule();
    reportError(new Error('boom'));
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN: starts Sentry with the /404 filter and reports errors with their context', async () => {
    const { initSentry, reportError, dropNotFoundTransaction } = await freshModule();
    const early = new Error('while loading');
    const starting = initSentry({ sentryDsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' }, { tracesSampleRate: 0.5 });
    reportError(early, { phase: 'start' });
    await starting;
    expect(Sentry.captureException).toHaveBeenCalledWith(early, { extra: { phase: 'start' } });
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.sentry.io/2',
        environment: 'staging',
        tracesSampleRate: 0.5,
        traceLifecycle: 'static',
        beforeSendTransaction: dropNotFoundTransaction,
      }),
    );
    const error = new Error('boom');
    reportError(error, { path: '/x' });
    expect(Sentry.captureException).toHaveBeenCalledWith(error, { extra: { path: '/x' } });
  });
});
