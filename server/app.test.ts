import { describe, expect, it } from 'vitest';
import { currencyEndpoints } from '../src/api/contract/currency';
import { urlOf } from '../src/api/contract/endpoint';
import { kidQuizEndpoints } from '../src/api/contract/kid-quiz';
import { smsOutboxEndpoints } from '../src/api/contract/sms-outbox';
import { composeServer } from './composition-root';
import { createLogger } from './http/logger';
import { createTestContext, databaseKinds, openTestDatabase, requestApp, useTestContext, useTestDatabase } from './testing/test-context';

/** The outbox endpoints are the app's simplest with a JSON body and a query: the error shape is tested on them. */
const OUTBOX = urlOf(smsOutboxEndpoints.list);

/** The configuration tests below (frames, proxies, developer tools) build their apps on one database. */
const configDatabase = useTestDatabase('pglite', { seeded: true });

describe.each(databaseKinds)('app on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('error shape', () => {
    it.each([
      ['/main/api/v1/does-not-exist'],
      ['/portal/api/v1/does-not-exist/'],
      ['/api/nothing-here'],
      ['/main/api/v2/product-currencies'],
    ])('answers an unknown API path %s with a JSON 404, not the app', async (path) => {
      const response = await ctx.request(path, { language: 'th' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'route_not_found', message: 'ไม่มี API ที่ที่อยู่นี้' } });
    });

    it.each([['/main/api/..'], ['/portal/api/v1/../../favicon.svg']])('answers %s, sent for an API but resolved out of it, with a JSON 404, not the app', async (sent) => {
      // The Node server hands the target as sent; the Request's URL has its dot segments resolved.
      const resolved = new URL(sent, 'http://localhost').pathname;
      const response = await ctx.app.request(resolved, {}, { incoming: { url: sent, socket: { remoteAddress: '127.0.0.1', remotePort: 50000, remoteFamily: 'IPv4' } } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'route_not_found' } });
    });

    it.each([
      ['en', 'The request body is not valid JSON.'],
      ['vi', 'Nội dung yêu cầu không phải là JSON hợp lệ.'],
      ['zh-CN,zh;q=0.9', '请求正文不是有效的JSON。'],
      ['fr', 'The request body is not valid JSON.'],
    ])('rejects malformed JSON with a message in %s', async (language, message) => {
      const response = await ctx.request(OUTBOX, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"phone": "0912345678",',
        language,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'malformed_json', message } });
    });

    it('names every failing field: wrong type, unknown enum value and unknown key', async () => {
      const response = await ctx.request(OUTBOX, {
        method: 'POST',
        json: { phone: 912345678, message: 'hello', language: 'fr', extra_field: true },
        language: 'vi',
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.message).toBe('Một số thông tin chưa hợp lệ. Vui lòng kiểm tra lại.');
      expect(body.error.fields).toEqual({
        phone: 'Giá trị này sai kiểu dữ liệu.',
        language: 'Vui lòng chọn một trong các giá trị: en, vi, zh, th.',
        extra_field: 'Thông tin này không được chấp nhận.',
      });
    });

    it('names a missing field as required and a bad query parameter', async () => {
      const missing = await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678' } });
      expect(missing.status).toBe(400);
      expect((await missing.json()).error.fields).toEqual({ message: 'This field is required.' });

      // zod reports a missing enum value as a bad option; the client still hears "required".
      const missingEnum = await ctx.request(urlOf(kidQuizEndpoints.createResultRecord), { method: 'POST', json: { answers: [1, 2, 3, 4, 5, 6] } });
      expect(missingEnum.status).toBe(400);
      expect((await missingEnum.json()).error.fields).toEqual({ language: 'This field is required.' });

      const badQuery = await ctx.request(`${OUTBOX}?limit=abc`);
      expect(badQuery.status).toBe(400);
      expect(Object.keys((await badQuery.json()).error.fields)).toEqual(['limit']);
    });

    it('changes nothing when the input is refused', async () => {
      const before = await (await ctx.request(OUTBOX)).json();
      await ctx.request(OUTBOX, { method: 'POST', json: { phone: 'not a phone', message: 'x' } });
      await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678', message: '' } });
      const after = await (await ctx.request(OUTBOX)).json();
      expect(after.data).toHaveLength(before.data.length);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await ctx.request(OUTBOX, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: { code: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json).' },
      });
    });
  });

  describe('security headers', () => {
    it.each(['/api/health', '/main/api/v1/product-currencies', '/main/api/v1/nope', '/portal/api/v1/user-profile/'])('on the API answer %s: no content, no framing, nosniff, HSTS, same-origin reads', async (path) => {
      for (let i = 0; i < 2; i++) {
        // Twice: the second may come from the fast lane (http/replay-cache.ts), with the same headers.
        const response = await ctx.request(path);
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        // Plain HTTP: no HSTS (issue 22 §13; over HTTPS below).
        expect(response.headers.get('strict-transport-security')).toBeNull();
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('permissions-policy')).toBeNull();
      }
    });

    it.each(['/', '/some/client/route', '/api/docs'])('are set on the page %s', async (path) => {
      const response = await ctx.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Framing is governed by CSP frame-ancestors so the mini-app host can embed the app.
      expect(response.headers.get('x-frame-options')).toBeNull();
    });
  });

  describe('browser app', () => {
    it('serves index.html for every client route (history fallback)', async () => {
      for (const path of ['/', '/kid-quiz', '/deep/client/route?x=1']) {
        const response = await ctx.request(path, { headers: { Accept: 'text/html' } });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
    });

    it('serves runtime configuration as a script', async () => {
      const response = await ctx.request('/runtime-config.js');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const text = await response.text();
      const json = JSON.parse(text.replace(/^window\.__GENEWELL_CONFIG__ = /, '').replace(/;\s*$/, ''));
      expect(json).toMatchObject({ mainApiBase: '/main/api/v1', portalApiBase: '/portal/api/v1', chineseTranslationEnabled: true, sentryDsn: '' });
    });
  });

  describe('API reference', () => {
    it('publishes an OpenAPI document generated from the routes, in wire (snake_case) form', async () => {
      const response = await ctx.request('/api/openapi.json');
      expect(response.status).toBe(200);
      const document = await response.json();
      expect(document.openapi).toMatch(/^3\.1/);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/dev/sms-outbox', '/main/api/v1/product-currencies']),
      );
      expect(document.components.schemas.Health.properties.database.properties).toHaveProperty('latest_migration');
      expect(document.components.schemas.Currency.properties).toHaveProperty('is_default');
      expect(document.components.schemas.Currency.required).toContain('is_default');
    });

    it('serves a browsable reference with its assets from our own origin', async () => {
      const page = await ctx.request('/api/docs');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
      const asset = await ctx.request('/api/docs/assets/swagger-ui-bundle.js');
      expect(asset.status).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(100_000);
      expect(html).toContain("url: '/api/openapi.json'");
    });
  });
});

describe('failures never leak internals', () => {
  it('answers 500 with the generic localised message and no stack trace, and logs the cause once', async () => {
    const lines: string[] = [];
    const server = await composeServer({
      env: { NODE_ENV: 'test', CLIENT_DIR: 'tests/fixtures/client' },
      database: await openTestDatabase('pglite', { from: 'migrated' }),
      seed: false,
      version: 'test',
      settings: { logger: createLogger({ destination: (line) => void lines.push(line) }) },
    });
    await server.database.close();
    const response = await requestApp(server.app, urlOf(currencyEndpoints.list), { language: 'vi' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại sau.' } });
    expect(text).not.toMatch(/at \w+ \(|\.ts:\d+/);
    const errors = lines.map((line) => JSON.parse(line) as { level: string; request_id: string }).filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].request_id).toBe(response.headers.get('x-request-id'));
  });
});

describe('frame rules', () => {
  it('let the configured mini-app host embed the app', async () => {
    const ctx = await createTestContext('pglite', { env: { FRAME_ANCESTORS: "'self' https://h5.zalo.me" }, database: configDatabase });
    try {
      const response = await ctx.request('/');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://h5.zalo.me");
    } finally {
      await ctx.close();
    }
  });
});

describe('HSTS (issue 22 §13)', () => {
  const HSTS = 'max-age=15552000; includeSubDomains';

  it('is sent only over HTTPS, replayed answers included', async () => {
    const ctx = await createTestContext('pglite', { env: { TRUST_PROXY: 'false' }, database: configDatabase });
    try {
      for (const path of ['/api/health', '/main/api/v1/product-currencies', '/']) {
        // Twice over HTTPS (the second may be the fast lane's), then over HTTP (which must not replay the header).
        for (let i = 0; i < 2; i++) expect((await ctx.request(`https://localhost${path}`)).headers.get('strict-transport-security'), path).toBe(HSTS);
        expect((await ctx.request(`http://localhost${path}`)).headers.get('strict-transport-security'), path).toBeNull();
        // A caller's X-Forwarded-Proto means nothing without a trusted proxy.
        expect((await ctx.request(path, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security'), path).toBeNull();
      }
    } finally {
      await ctx.close();
    }
  });

  it("behind the trusted proxy, follows the proxy's X-Forwarded-Proto", async () => {
    const ctx = await createTestContext('pglite', { env: { TRUST_PROXY: 'true' }, database: configDatabase });
    try {
      const hsts = async (proto?: string) =>
        (await ctx.request('/main/api/v1/product-currencies', { headers: proto === undefined ? {} : { 'X-Forwarded-Proto': proto } })).headers.get('strict-transport-security');
      expect(await hsts('https')).toBe(HSTS);
      expect(await hsts('HTTPS')).toBe(HSTS);
      expect(await hsts('http')).toBeNull();
      expect(await hsts()).toBeNull();
      // The proxy's value is the last one: a caller's own "https" before it does not count.
      expect(await hsts('https, http')).toBeNull();
      expect(await hsts('http, https')).toBe(HSTS);
    } finally {
      await ctx.close();
    }
  });
});

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const { clientAddressOf } = await import('./http/client-address');
    // Behind the trusted proxy only the address it appended (the last) counts: the caller wrote the rest.
    for (const [trust, expected] of [['false', 'unknown'], ['true', '10.0.0.1']] as const) {
      const ctx = await createTestContext('pglite', { env: { TRUST_PROXY: trust }, database: configDatabase });
      try {
        ctx.app.get('/probe-address', (c) => c.text(clientAddressOf(c)));
        const response = await ctx.request('/probe-address', { headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' } });
        expect(await response.text()).toBe(expected);
      } finally {
        await ctx.close();
      }
    }
  });
});

describe('client address behind a trusted proxy', () => {
  it('takes only an address from X-Forwarded-For, whatever else the header holds', async () => {
    const { clientAddressOf } = await import('./http/client-address');
    const ctx = await createTestContext('pglite', { env: { TRUST_PROXY: 'true' }, database: configDatabase });
    try {
      ctx.app.get('/probe-address', (c) => c.text(clientAddressOf(c)));
      const seen = async (header: string) => (await ctx.request('/probe-address', { headers: { 'X-Forwarded-For': header } })).text();
      expect(await seen('203.0.113.7, 2001:db8::1')).toBe('2001:db8:0:0::/64'); // the last hop's address, an IPv6 caller keyed by its /64
      expect(await seen('2001:db8::1, 203.0.113.7')).toBe('203.0.113.7');
      for (const junk of ['1'.repeat(300), 'evil, not-an-address', "10.0.0.1'; drop table x"]) expect(await seen(junk)).toBe('unknown');
    } finally {
      await ctx.close();
    }
  });
});

describe('developer tools', () => {
  it('hide the SMS outbox when turned off, as they are by default in production', async () => {
    const ctx = await createTestContext('pglite', { env: { DEV_TOOLS: 'false' }, database: configDatabase });
    try {
      await ctx.sms.send({ to: '+84912345678', body: 'Your code is 123456', language: 'en', purpose: 'otp' });
      expect((await ctx.request(OUTBOX)).status).toBe(404);
      expect((await ctx.request('/dev/outbox')).status).toBe(404);
      expect((await ctx.request(OUTBOX, { method: 'POST', json: { phone: '0912345678', message: 'x' } })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
