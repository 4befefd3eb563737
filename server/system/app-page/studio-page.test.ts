import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { testClientDir } from '../../testing/client-build';
import { appsOn, useTestDatabase } from '../../testing/test-context';

/**
 * The statechart studio (/machines, issue 27) on the server's side: STUDIO (default: DEV_TOOLS)
 * tells the browser whether the studio is on, and with it off every studio page answers 404 and
 * is kept out of search indexes. Configuration alone: PGlite, one database for the file.
 */
const database = useTestDatabase('pglite', { seeded: true });

const withApp = appsOn(database, () => ({ CLIENT_DIR: testClientDir() }));

const PAGES = ['/machines', '/machines/kid-quiz', '/machines/requirements/KQ-3'];

describe('STUDIO', () => {
  it('is on with developer tools, off in production unless set, and refuses a value that is not a flag', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).STUDIO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', STUDIO: 'false' }).STUDIO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_TOOLS: 'false' }).STUDIO).toBe(false);
    const production = { NODE_ENV: 'production', SEED_DEMO_DATA: 'true', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example', SMS_HTTP_KEY: 'key' };
    expect(loadConfig(production).STUDIO).toBe(false);
    expect(loadConfig({ ...production, STUDIO: 'true' }).STUDIO).toBe(true);
    expect(() => loadConfig({ STUDIO: 'maybe' })).toThrow(/STUDIO/);
  });
});

describe('the studio pages', () => {
  it('with the studio on: the browser is told so, and its pages answer 200, never indexed', async () => {
    await withApp({ STUDIO: 'true' }, async (ctx) => {
      expect(await (await ctx.request('/runtime-config.js')).text()).toContain('"studio":true');
      for (const page of PAGES) {
        const response = await ctx.request(page);
        expect(response.status, page).toBe(200);
        expect(await response.text(), page).toContain('<meta name="robots" content="noindex" />');
      }
    });
  });

  it('with the studio off: the browser is told so, and its pages answer 404', async () => {
    await withApp({ STUDIO: 'false', DEV_TOOLS: 'true' }, async (ctx) => {
      expect(await (await ctx.request('/runtime-config.js')).text()).toContain('"studio":false');
      for (const page of PAGES) expect((await ctx.request(page)).status, page).toBe(404);
      // Other pages are not touched.
      expect((await ctx.request('/kid-quiz')).status).toBe(200);
    });
  });
});
