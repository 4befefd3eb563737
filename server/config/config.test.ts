import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverBundle } from '../testing/server-bundle';
import { loadConfig } from './config';
import { OWN_COMPANY, refusalOf } from './testing';

/** A live company's own details and bank account (not the demo's). */
const LIVE = { ...OWN_COMPANY, PAYMENT_ACCOUNT_NUMBER: '0071000123456' };

describe('loadConfig', () => {
  it('gives every variable a default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATABASE_URL: '', DATA_DIR: '.data', SMS_PROVIDER: 'outbox', CHINESE_TRANSLATION_ENABLED: true });
  });

  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('counts rate limits in Redis under genewell:rl: unless REDIS_KEY_PREFIX names another prefix, refusing one with spaces or past 64 characters', () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('genewell:rl:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:rl:' }).REDIS_KEY_PREFIX).toBe('staging:rl:');
    for (const bad of ['two words', 'x'.repeat(65), 'keys*']) expect(refusalOf({ REDIS_KEY_PREFIX: bad }).problems.join(' ')).toContain('REDIS_KEY_PREFIX');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('parses numbers and flags', () => {
    expect(loadConfig({ PORT: '8080', CHINESE_TRANSLATION_ENABLED: 'false', SEED_DEMO_DATA: '0' })).toMatchObject({
      PORT: 8080,
      CHINESE_TRANSLATION_ENABLED: false,
      SEED_DEMO_DATA: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }, 'SMS_HTTP_KEY'],
    [{ CHINESE_TRANSLATION_ENABLED: 'maybe' }, 'CHINESE_TRANSLATION_ENABLED'],
    [{ ANALYTICS_ENABLED: 'true' }, 'GA4_MEASUREMENT_ID'],
    [{ GA4_MEASUREMENT_ID: 'UA-12345-1' }, 'GA4_MEASUREMENT_ID'],
    [{ GA4_SCRIPT_URL: 'javascript:alert(1)' }, 'GA4_SCRIPT_URL'],
    [{ PIXEL_ENABLED: 'true' }, 'PIXEL_ID'],
    [{ PIXEL_ID: 'abc' }, 'PIXEL_ID'],
    [{ PIXEL_SCRIPT_URL: 'ftp://example.com/fbevents.js' }, 'PIXEL_SCRIPT_URL'],
    [{ BANNER_CHECKPOINTS: 'not json' }, 'BANNER_CHECKPOINTS'],
    [{ BANNER_CHECKPOINTS: '[{"id":"x","startDate":"31/12/2026","isCouponCountdownEnabled":false,"countdownStep":60,"isTimerEnabled":true}]' }, 'BANNER_CHECKPOINTS'],
    [{ BANNER_CHECKPOINTS: '[{"id":"x","startDate":"2026-12-31T00:00:00+07:00","isCouponCountdownEnabled":false,"countdownStep":0,"isTimerEnabled":true}]' }, 'BANNER_CHECKPOINTS'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(refusalOf(env).problems.some((problem) => problem.startsWith(`${variable}:`))).toBe(true);
  });

  it('in production: no demo data, no developer tools, and no outbox unless a closed deployment asks', () => {
    const base = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_KEY: 'k', ...LIVE };
    expect(loadConfig(base)).toMatchObject({ SEED_DEMO_DATA: false, DEV_TOOLS: false });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER: outbox would publish/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toMatchObject({ SMS_PROVIDER: 'outbox', DEV_TOOLS: true });
    expect(loadConfig({})).toMatchObject({ SEED_DEMO_DATA: true, DEV_TOOLS: true });
  });

  it("in production refuses to start while the hotline, registration or bank account hold the demo values, naming each; a demo keeps them (issue 23 §15)", () => {
    const live = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_KEY: 'k' };
    const refusal = refusalOf(live);
    expect(refusal.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      ['COMPANY_HOTLINE', 'COMPANY_MOIT_NOTICE_URL', 'COMPANY_REGISTRATION_NUMBER', 'PAYMENT_ACCOUNT_NUMBER'].sort(),
    );
    expect(refusal.problems).toContain("COMPANY_HOTLINE: still holds the demo value (1900 0000): set the company's own before going live");
    // The demo hotline written another way is still the demo's.
    expect(() => loadConfig({ ...live, ...LIVE, COMPANY_HOTLINE: '1900-0000' })).toThrow(/COMPANY_HOTLINE: still holds the demo value/);
    // One left: only that one is named.
    expect(() => loadConfig({ ...live, ...LIVE, PAYMENT_ACCOUNT_NUMBER: '0000000000' })).toThrow(/^Invalid configuration:\n {2}- PAYMENT_ACCOUNT_NUMBER: still holds the demo value \(0000000000\)[^\n]*$/);
    expect(loadConfig({ ...live, ...LIVE })).toMatchObject({ COMPANY_HOTLINE: LIVE.COMPANY_HOTLINE, PAYMENT_ACCOUNT_NUMBER: LIVE.PAYMENT_ACCOUNT_NUMBER });
    // A demo (demo data, or a closed deployment with developer tools) keeps the demo values; outside production nothing is asked.
    expect(loadConfig({ ...live, SEED_DEMO_DATA: 'true' })).toMatchObject({ COMPANY_HOTLINE: '1900 0000' });
    expect(loadConfig({ ...live, DEV_TOOLS: 'true' })).toMatchObject({ PAYMENT_ACCOUNT_NUMBER: '0000000000' });
    expect(loadConfig({})).toMatchObject({ COMPANY_HOTLINE: '1900 0000' });
  });

  it('keeps the analytics tags off unless configured, loaded from their vendors by default', () => {
    expect(loadConfig({})).toMatchObject({
      ANALYTICS_ENABLED: false,
      PIXEL_ENABLED: false,
      GA4_SCRIPT_URL: 'https://www.googletagmanager.com/gtag/js',
      PIXEL_SCRIPT_URL: 'https://connect.facebook.net/en_US/fbevents.js',
    });
    expect(loadConfig({ ANALYTICS_ENABLED: 'true', GA4_MEASUREMENT_ID: 'G-ABC123XYZ', PIXEL_ENABLED: '1', PIXEL_ID: '1234567890', GA4_SCRIPT_URL: 'http://127.0.0.1:9000/gtag/js' })).toMatchObject({
      ANALYTICS_ENABLED: true,
      GA4_MEASUREMENT_ID: 'G-ABC123XYZ',
      GA4_SCRIPT_URL: 'http://127.0.0.1:9000/gtag/js',
      PIXEL_ENABLED: true,
      PIXEL_ID: '1234567890',
    });
  });

  it('takes the public origin from the configuration, never from a request', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://genewell.vn/' }).PUBLIC_ORIGIN).toBe('https://genewell.vn');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('stops the server process with a message naming the bad variable', async () => {
    // server/main.ts as the other tests that start a server process run it (one bundle per test
    // process, server/testing/server-bundle.ts), not compiled again module by module through tsx.
    const started = promisify(execFile)(process.execPath, [await serverBundle()], { env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
    const result = await started.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: /);
  });
});
