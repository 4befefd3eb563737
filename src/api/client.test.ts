import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { apiFailureLine, setApiFailureLog } from './failure-log';
import { startTestServer, useTestServer } from './http-test-server';

const harness = useTestServer();
/** The client's failure log (src/api/failure-log.ts): one entry per failed call. */
const failures = vi.fn();
beforeEach(() => {
  failures.mockReset();
  setApiFailureLog(failures);
});

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const deps = {
    getToken: vi.fn((): string | null => null),
    getLanguage: vi.fn(() => 'vi'),
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
    reportError: vi.fn(),
  };
  return { deps, api: createApiClient({ baseURL: harness.server.url, ...deps, ...overrides }) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

function errorReply(status: number, code: string, message: string, language = 'en') {
  return () => ({ status, headers: { 'content-language': language }, json: { error: { code, message } } });
}

describe('requests', () => {
  it('sends Accept-Language and no Authorization while signed out', async () => {
    harness.server.handle(() => ({ json: { ok: true } }));
    const { api } = setup();
    await api.request('/things');
    expect(harness.server.received[0].headers['accept-language']).toBe('vi');
    expect(harness.server.received[0].headers.authorization).toBeUndefined();
  });

  it('sends Authorization: Token <key> when there is a token, read on every request', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api, deps } = setup();
    deps.getToken.mockReturnValue('abc123');
    await api.request('/things');
    deps.getToken.mockReturnValue('def456');
    deps.getLanguage.mockReturnValue('zh');
    await api.request('/things');
    expect(harness.server.received.map((r) => [r.headers.authorization, r.headers['accept-language']])).toEqual([
      ['Token abc123', 'vi'],
      ['Token def456', 'zh'],
    ]);
  });

  it('sends the body and the query in snake_case, by their contract schemas', async () => {
    harness.server.handle(() => ({ status: 201, json: {} }));
    const { api } = setup();
    await api.request('/checkout/check-promotion-code', {
      method: 'POST',
      query: { testReportIds: '1,2', daysRange: 90 },
      body: { cartId: 7, promotionCode: 'SUMMER', cartItems: [{ productSlug: 'gene-kid' }] },
      wire: {
        query: z.object({ testReportIds: z.string(), daysRange: z.number() }),
        body: z.object({ cartId: z.number(), promotionCode: z.string(), cartItems: z.array(z.object({ productSlug: z.string() })) }),
      },
    });
    const [received] = harness.server.received;
    expect(received.method).toBe('POST');
    const url = new URL(received.url, harness.server.url);
    expect(url.pathname).toBe('/checkout/check-promotion-code');
    expect(Object.fromEntries(url.searchParams)).toEqual({ test_report_ids: '1,2', days_range: '90' });
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({
      cart_id: 7,
      promotion_code: 'SUMMER',
      cart_items: [{ product_slug: 'gene-kid' }],
    });
  });

  it('sends a body without a contract schema as it is', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api } = setup();
    await api.request('/raw', { method: 'POST', body: { alreadyWire: 1 } });
    expect(JSON.parse(harness.server.received[0].body)).toEqual({ alreadyWire: 1 });
  });

  it('sends FormData as it is', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api } = setup();
    const form = new FormData();
    form.append('fileName', 'report.pdf');
    await api.request('/upload', { method: 'POST', body: form });
    expect(harness.server.received[0].headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(harness.server.received[0].body).toContain('name="fileName"');
  });

  it('sends User-Client-Id and Device-ID only on the requests that ask for them', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api } = setup({ getClientId: () => 'client-1', getDeviceId: () => 'device-9' });
    await api.request('/merge', { method: 'POST', withClientId: true });
    await api.request('/verify', { method: 'POST', withDeviceId: true });
    await api.request('/plain');
    const picked = harness.server.received.map((r) => [r.headers['user-client-id'], r.headers['device-id']]);
    expect(picked).toEqual([
      ['client-1', undefined],
      [undefined, 'device-9'],
      [undefined, undefined],
    ]);
  });

  it('hands over the client id an answer issues (User-Client-Id response header), and nothing when there is none', async () => {
    const setClientId = vi.fn();
    const { api } = setup({ setClientId });
    harness.server.handle(() => ({ status: 201, headers: { 'user-client-id': 'issued.signature' }, json: { data: {} } }));
    await api.request('/kid-quiz/results/', { method: 'POST' });
    harness.server.handle(() => ({ json: { data: {} } }));
    await api.call(z.object({ data: z.object({}) }), '/plain');
    harness.server.handle(() => ({ headers: { 'user-client-id': 'issued.again' }, json: { data: {} } }));
    await api.call(z.object({ data: z.object({}) }), '/kid-quiz/results/', { method: 'POST' });
    expect(setClientId.mock.calls).toEqual([['issued.signature'], ['issued.again']]);
  });

  it('lets a request override Accept-Language', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api } = setup();
    await api.request('/signin', { method: 'POST', headers: { 'Accept-Language': 'en' } });
    expect(harness.server.received[0].headers['accept-language']).toBe('en');
  });
});

describe('responses', () => {
  it('request() gives the JSON as it arrived', async () => {
    harness.server.handle(() => ({ json: { data: [{ is_default: true, product_category: { category_id: 3 } }], last_page: 2 } }));
    const { api } = setup();
    await expect(api.request('/list')).resolves.toEqual({ data: [{ is_default: true, product_category: { category_id: 3 } }], last_page: 2 });
  });

  it('call() reads the response with camelCase keys, deeply, by its contract', async () => {
    harness.server.handle(() => ({ json: { data: [{ is_default: true, product_category: { category_id: 3 } }], last_page: 2 } }));
    const { api } = setup();
    const schema = z.object({
      data: z.array(z.object({ isDefault: z.boolean(), productCategory: z.object({ categoryId: z.number() }) })),
      lastPage: z.number(),
    });
    await expect(api.call(schema, '/list')).resolves.toEqual({
      data: [{ isDefault: true, productCategory: { categoryId: 3 } }],
      lastPage: 2,
    });
  });

  it('gives null for an empty body', async () => {
    harness.server.handle(() => ({ status: 204 }));
    const { api } = setup();
    await expect(api.request('/nothing', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('call() parses the camelCased body with its contract', async () => {
    harness.server.handle(() => ({ json: { user_id: 5, full_name: 'An' } }));
    const { api } = setup();
    const schema = z.object({ userId: z.number(), fullName: z.string() });
    await expect(api.call(schema, '/me')).resolves.toEqual({ userId: 5, fullName: 'An' });
  });

  it('call() rejects a body that breaks its contract as invalid_response, logged and reported', async () => {
    harness.server.handle(() => ({ json: { user_id: 'five' } }));
    const { api, deps } = setup();
    const error = await rejection(api.call(z.object({ userId: z.number() }), '/me'));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response', body: { user_id: 'five' } });
    expect(deps.reportError).toHaveBeenCalledWith(error, expect.objectContaining({ path: '/me', code: 'invalid_response' }));
    expect(failures).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/me', status: 200, code: 'invalid_response' }));
  });
});

describe('handing the answer over', () => {
  /** A browser's scheduler.yield() that resolves only when the test lets it. */
  function heldScheduler() {
    const releases: Array<() => void> = [];
    const scheduler = { yield: vi.fn(() => new Promise<void>((resolve) => releases.push(resolve))) };
    vi.stubGlobal('scheduler', scheduler);
    return { scheduler, release: () => releases.splice(0).forEach((resolve) => resolve()) };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('call() and request() give the answer after the browser has had its turn (scheduler.yield), not in the task it arrived in', async () => {
    harness.server.handle(() => ({ json: { user_id: 5 } }));
    const { scheduler, release } = heldScheduler();
    const { api } = setup();
    const settled: string[] = [];
    const called = api.call(z.object({ userId: z.number() }), '/me').then((answer) => settled.push(`call ${answer.userId}`));
    const requested = api.request('/me').then(() => settled.push('request'));
    await vi.waitFor(() => expect(scheduler.yield).toHaveBeenCalledTimes(2));
    // Both answers are in and decoded; neither reached its caller while the browser had not had its turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    release();
    await Promise.all([called, requested]);
    expect(settled.sort()).toEqual(['call 5', 'request']);
  });

  it('a refused answer is not held: it rejects at once, without waiting for the browser', async () => {
    harness.server.handle(errorReply(404, 'not_found', 'No such thing'));
    const { scheduler } = heldScheduler();
    const { api } = setup();
    expect((await rejection(api.call(z.object({}), '/gone'))).code).toBe('not_found');
    expect(scheduler.yield).not.toHaveBeenCalled();
  });

  it('where there is no scheduler (Node, jsdom), the answer comes at once', async () => {
    harness.server.handle(() => ({ json: { user_id: 7 } }));
    const { api } = setup();
    expect(Reflect.has(globalThis, 'scheduler')).toBe(false);
    await expect(api.call(z.object({ userId: z.number() }), '/me')).resolves.toEqual({ userId: 7 });
  });
});

describe('failures', () => {
  it('are logged one line each, without the error’s stack', () => {
    expect(apiFailureLine({ method: 'GET', path: '/orders/7', status: 0, code: 'network', message: 'fetch failed\n    at fetch (node:internal)' })).toBe('[api] GET /orders/7 failed: 0 network fetch failed');
  });

  it('a 401 calls onUnauthorized and rejects', async () => {
    harness.server.handle(errorReply(401, 'unauthorized', 'Sign in again'));
    const { api, deps } = setup({ getToken: () => 'expired' });
    const error = await rejection(api.request('/user-profile'));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in again' });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('other failures do not sign out', async () => {
    harness.server.handle(errorReply(403, 'forbidden', 'Not yours'));
    const { api, deps } = setup();
    await rejection(api.request('/appointments/9'));
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 500 is logged, reported, passed to onError and rejected, with no retry', async () => {
    harness.server.handle(errorReply(500, 'internal', 'Something went wrong'));
    const { api, deps } = setup();
    const error = await rejection(api.request('/product-currencies'));
    expect(error).toMatchObject({ status: 500, code: 'internal', message: 'Something went wrong' });
    expect(failures).toHaveBeenCalledOnce();
    expect(failures).toHaveBeenCalledWith({ method: 'GET', path: '/product-currencies', status: 500, code: 'internal', message: 'Something went wrong' });
    expect(deps.reportError).toHaveBeenCalledOnce();
    expect(deps.reportError).toHaveBeenCalledWith(error, { method: 'GET', path: '/product-currencies', status: 500, code: 'internal' });
    expect(deps.onError).toHaveBeenCalledWith(error);
    expect(harness.server.received).toHaveLength(1);
  });

  it('a 400 with the Vietnamese invalid-OTP text and content-language vi is otp_invalid', async () => {
    harness.server.handle(errorReply(400, 'bad_request', 'OTP không hợp lệ', 'vi'));
    const { api } = setup();
    const error = await rejection(api.request('/mobile-auth/signin/otp-verify/', { method: 'POST', body: { otp: '000000' } }));
    expect(error).toMatchObject({ status: 400, code: 'otp_invalid', language: 'vi', message: 'OTP không hợp lệ' });
  });

  it('the invalid-OTP text only counts in its own language', async () => {
    harness.server.handle(errorReply(400, 'bad_request', 'OTP không hợp lệ', 'en'));
    const { api } = setup();
    const error = await rejection(api.request('/verify', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'bad_request', language: 'en' });
  });

  it('a 400 with the Chinese invalid-OTP text under content-language zh-CN is otp_invalid in zh', async () => {
    harness.server.handle(errorReply(400, 'bad_request', '一次性密码无效', 'zh-CN'));
    const { api } = setup();
    const error = await rejection(api.request('/verify', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'otp_invalid', language: 'zh' });
  });

  it('content-language fr falls back to en', async () => {
    harness.server.handle(errorReply(404, 'not_found', 'Introuvable', 'fr'));
    const { api } = setup();
    const error = await rejection(api.request('/missing'));
    expect(error).toMatchObject({ code: 'not_found', language: 'en' });
  });

  it('a non-JSON error body becomes null', async () => {
    harness.server.handle(() => ({ status: 502, text: '<html>Bad Gateway</html>', headers: { 'content-type': 'text/html' } }));
    const { api, deps } = setup();
    const error = await rejection(api.request('/product-currencies'));
    expect(error).toMatchObject({ status: 502, code: 'internal', body: null, message: '502 Bad Gateway' });
    expect(deps.reportError).toHaveBeenCalledOnce();
  });

  it('field errors arrive with camelCase field paths', async () => {
    harness.server.handle(() => ({
      status: 400,
      json: { error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { otp_key: 'Required' } } },
    }));
    const { api } = setup();
    const error = await rejection(api.request('/signin', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ code: 'validation_failed', fields: { otpKey: 'Required' } });
  });

  it('no server at all is a network error, status 0, logged and reported', async () => {
    const gone = await startTestServer();
    await gone.close();
    const { deps } = setup();
    const api = createApiClient({ ...deps, baseURL: gone.url });
    const error = await rejection(api.request('/anything'));
    expect(error).toMatchObject({ status: 0, code: 'network', body: null });
    expect(deps.reportError).toHaveBeenCalledOnce();
  });

  it('a request cancelled by its caller rejects as aborted without being logged or reported', async () => {
    harness.server.handle(() => ({ json: {} }));
    const { api, deps } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(api.request('/slow', { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(deps.reportError).not.toHaveBeenCalled();
    expect(deps.onError).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
  });
});
