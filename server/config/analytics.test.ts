import { describe, expect, it } from 'vitest';
import { bootScript } from '../system/app-page/first-screen';
import { appsOn, useTestDatabase } from '../testing/test-context';
import type { TestContext } from '../testing/test-context';
import { runtimeConfigOf } from './testing';

/**
 * The analytics tags on the server's side: the browser's runtime configuration names a tag only
 * when it is on (flag and id), and the Content-Security-Policy allows its origins in script-src,
 * connect-src and img-src only then. Headers and configuration do not touch the database: PGlite
 * alone, one database for the file, each configuration an app of its own on it.
 */

const database = useTestDatabase('pglite', { seeded: true });

const GA4_ON = { ANALYTICS_ENABLED: 'true', GA4_MEASUREMENT_ID: 'G-TEST12345' };
const PIXEL_ON = { PIXEL_ENABLED: 'true', PIXEL_ID: '123456789012345' };

const withApp = appsOn(database);

/** The policy's directives by name: `script-src` → its sources. */
async function policyOf(ctx: TestContext): Promise<Record<string, string[]>> {
  const response = await ctx.request('/');
  const policy = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const TAG_ORIGINS = ['googletagmanager.com', 'google-analytics.com', 'analytics.google.com', 'facebook.net', 'facebook.com', '127.0.0.1:9'];

describe('analytics tags', { timeout: 60_000 }, () => {
  it('are off by default: no id reaches the browser and the policy names no tag origin', async () => {
    await withApp({}, async (ctx) => {
      expect(await runtimeConfigOf(ctx)).toMatchObject({ analyticsEnabled: false, pixelEnabled: false, ga4MeasurementId: '', pixelId: '' });
      const policy = await policyOf(ctx);
      expect(policy['script-src']).toEqual(["'self'", bootScript.source]);
      for (const directive of ['script-src', 'connect-src', 'img-src']) {
        for (const origin of TAG_ORIGINS) expect(policy[directive].join(' ')).not.toContain(origin);
      }
    });
  });

  it('the GA4 flag on names its tag and Google’s origins, and nothing of the pixel', async () => {
    await withApp(GA4_ON, async (ctx) => {
      expect(await runtimeConfigOf(ctx)).toMatchObject({
        analyticsEnabled: true,
        ga4MeasurementId: 'G-TEST12345',
        ga4ScriptUrl: 'https://www.googletagmanager.com/gtag/js',
        pixelEnabled: false,
        pixelId: '',
      });
      const policy = await policyOf(ctx);
      expect(policy['script-src']).toEqual(["'self'", bootScript.source, 'https://*.googletagmanager.com']);
      expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']));
      expect(policy['img-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']));
      expect(Object.values(policy).flat().join(' ')).not.toContain('facebook');
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
    });
  });

  it('the pixel flag on names its tag and Meta’s origins, and nothing of GA4', async () => {
    await withApp(PIXEL_ON, async (ctx) => {
      expect(await runtimeConfigOf(ctx)).toMatchObject({ analyticsEnabled: false, ga4MeasurementId: '', pixelEnabled: true, pixelId: '123456789012345' });
      const policy = await policyOf(ctx);
      expect(policy['script-src']).toEqual(["'self'", bootScript.source, 'https://connect.facebook.net']);
      expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://connect.facebook.net', 'https://www.facebook.com']));
      expect(policy['img-src']).toContain('https://www.facebook.com');
      expect(Object.values(policy).flat().join(' ')).not.toContain('google');
    });
  });

  it('an id without its flag stays off', async () => {
    await withApp({ GA4_MEASUREMENT_ID: 'G-TEST12345', PIXEL_ID: '123456789012345' }, async (ctx) => {
      expect(await runtimeConfigOf(ctx)).toMatchObject({ analyticsEnabled: false, pixelEnabled: false, ga4MeasurementId: '', pixelId: '' });
      expect((await policyOf(ctx))['script-src']).toEqual(["'self'", bootScript.source]);
    });
  });

  it('scripts loaded from elsewhere (a first-party proxy, a test’s fake) allow that origin alone', async () => {
    const fake = 'http://127.0.0.1:9';
    await withApp({ ...GA4_ON, ...PIXEL_ON, GA4_SCRIPT_URL: `${fake}/gtag/js`, PIXEL_SCRIPT_URL: `${fake}/fbevents.js` }, async (ctx) => {
      expect(await runtimeConfigOf(ctx)).toMatchObject({ ga4ScriptUrl: `${fake}/gtag/js`, pixelScriptUrl: `${fake}/fbevents.js` });
      const policy = await policyOf(ctx);
      expect(policy['script-src']).toEqual(["'self'", bootScript.source, fake]);
      expect(policy['connect-src']).toContain(fake);
      expect(policy['img-src']).toContain(fake);
      expect(Object.values(policy).flat().join(' ')).not.toMatch(/google|facebook/);
    });
  });
});
