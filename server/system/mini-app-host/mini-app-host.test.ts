import { describe, expect, it } from 'vitest';
import { appsOn, useTestDatabase } from '../../testing/test-context';
import { hostOriginsOf } from './mini-app-host.routes';

/**
 * The mini-app host on the server's side: the browser is told the host origins (the
 * FRAME_ANCESTORS origins), and the demo host page is served only with developer tools on.
 * Configuration alone: PGlite, one database for the file, each configuration an app of its own.
 */
const database = useTestDatabase('pglite', { seeded: true });

const withApp = appsOn(database);

describe('hostOriginsOf', () => {
  it("names the FRAME_ANCESTORS origins, 'self' as the public origin; wildcards, schemes and keywords name none", () => {
    expect(hostOriginsOf("'self' https://h5.zalo.me https://*.example.com https: 'none' https://h5.zalo.me/", 'http://localhost:3000')).toEqual(['http://localhost:3000', 'https://h5.zalo.me']);
    expect(hostOriginsOf("'none'", 'https://genewell.vn')).toEqual([]);
  });
});

describe('the demo mini-app host', () => {
  it('tells the browser the host origins in its runtime configuration', async () => {
    await withApp({ FRAME_ANCESTORS: "'self' https://h5.zalo.me", PUBLIC_ORIGIN: 'https://genewell.example' }, async (ctx) => {
      const script = await (await ctx.request('/runtime-config.js')).text();
      expect(script).toContain('"hostOrigins":["https://genewell.example","https://h5.zalo.me"]');
    });
  });

  it('is served with developer tools on: a page framing the app, its script and style from our origin', async () => {
    await withApp({ DEV_TOOLS: 'true' }, async (ctx) => {
      const page = await ctx.request('/dev/mini-app-host', { language: 'vi' });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<iframe id="app" src="/"');
      expect(html).toContain('<html lang="vi">');
      expect(html).toContain('Xoay máy chủ sang chiều ngang');
      expect(html).not.toMatch(/<script>|style="/);
      expect((await ctx.request('/dev/mini-app-host.js')).status).toBe(200);
      expect((await ctx.request('/dev/mini-app-host.css')).status).toBe(200);
    });
  });

  it('answers 404 with developer tools off', async () => {
    await withApp({ DEV_TOOLS: 'false' }, async (ctx) => {
      for (const path of ['/dev/mini-app-host', '/dev/mini-app-host.js', '/dev/mini-app-host.css']) expect((await ctx.request(path)).status).toBe(404);
    });
  });
});
