import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFirstScreen } from '../../../src/entry-server';
import type { FirstScreen, FirstScreenRequest } from '../../../src/api/contract/first-screen';
import { composeServer } from '../../composition-root';
import type { ComposedServer } from '../../composition-root';
import { testClientDir } from '../../testing/client-build';
import { openTestDatabase, requestApp } from '../../testing/test-context';
import { createLogger } from '../../http/logger';
import { MAX_WAITING, bootScript, firstScreens, loadServerBundle, screenCartId, stylesheetOf, withFirstScreen } from './first-screen';

/** index.html as Vite writes it: the entry module, its preloads, the stylesheet and an empty #root. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="GeneWell: genetic tests." />
    <title>GeneWell</title>
    <script src="/runtime-config.js" defer></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/router-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
    <link rel="preload" href="/assets/be-vietnam-pro-latin-700-normal-abc.woff2" as="font" type="font/woff2" crossorigin="" data-font-subset="latin">
  </head>
  <body><div id="root"></div></body>
</html>`;

const request = (url: string, consent?: string): FirstScreenRequest => ({ url, language: 'en', config: { chineseTranslationEnabled: true }, consent });
const screen: FirstScreen = { html: '<main>Hello</main>', namespaces: ['common', 'kid-quiz'], data: {} };

describe('a page with its first screen', () => {
  it('has the screen in #root, data-booting until the app takes over, with the namespaces it used', () => {
    const html = withFirstScreen(BUILT_INDEX, screen);
    expect(html).toContain('<div id="root" data-booting data-namespaces="common kid-quiz"><main>Hello</main></div>');
  });

  it('asks for nothing but the page until it has loaded: the entry, the configuration and the preloads go to the inline boot', () => {
    const html = withFirstScreen(BUILT_INDEX, screen);
    expect(html).toContain(`<script data-entry="/assets/index-abc.js" data-config="/runtime-config.js">${bootScript.js}</script>`);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('<script src="/runtime-config.js"');
    expect(html).not.toMatch(/rel="(module)?preload"/);
    expect([...html.matchAll(/<link data-modulepreload crossorigin href="([^"]+)">/g)].map((match) => match[1])).toEqual(['/assets/react-abc.js', '/assets/router-abc.js']);
    expect([...html.matchAll(/<link data-preload href="([^"]+)" as="font"/g)].map((match) => match[1])).toEqual(['/assets/be-vietnam-pro-latin-700-normal-abc.woff2']);
    // The stylesheet still blocks the first paint: the screen is styled when it shows.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
  });

  it('carries the reads it was drawn with as a JSON block no script runs, which no text can close', () => {
    const html = withFirstScreen(BUILT_INDEX, { ...screen, data: { 'package:g-intel:en': { name: 'G-Intel </script><script>alert(1)</script>', note: 'a\u2028b' } } });
    const block = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ 'package:g-intel:en': { name: 'G-Intel </script><script>alert(1)</script>', note: 'a\u2028b' } });
    expect(withFirstScreen(BUILT_INDEX, screen)).not.toContain('first-screen-data');
  });

  it('carries the build’s stylesheet inline, allowed by the CSP through its hash, when the server has it', () => {
    const css = 'body{color:#0f766e}.hero::before{content:"<"}';
    const stylesheet = stylesheetOf(testClientDir({ 'assets/style-abc.css': css }, BUILT_INDEX));
    expect(stylesheet).toEqual({ href: '/assets/style-abc.css', css, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` });
    const html = withFirstScreen(BUILT_INDEX, screen, stylesheet);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    // A page without a first screen keeps the link (the file is cached across pages).
    expect(withFirstScreen(BUILT_INDEX, null, stylesheet)).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
  });

  it('has no stylesheet to inline without a build, or with one that could close its own tag', () => {
    expect(stylesheetOf(testClientDir())).toBeNull();
    expect(stylesheetOf(testClientDir({ 'assets/style-abc.css': 'a{}</style><script>x</script>' }, BUILT_INDEX))).toBeNull();
  });

  it('is index.html untouched when there is no first screen', () => {
    expect(withFirstScreen(BUILT_INDEX, null)).toBe(BUILT_INDEX);
  });
});

describe('first screens, drawn once a minute', () => {
  it('draws every screen anew when the catalogue changes', async () => {
    const render = vi.fn(async () => screen);
    const screens = firstScreens(render, { warn: vi.fn() });
    await screens.render(request('/packages/g-intel'), 7);
    await screens.render(request('/packages/g-intel'), 7);
    await screens.render(request('/packages/g-intel'), 8);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('draws a screen once per address, language and answer to the cookie notice', async () => {
    const render = vi.fn(async () => screen);
    const screens = firstScreens(render, { warn: vi.fn() });
    await Promise.all([screens.render(request('/')), screens.render(request('/'))]);
    await screens.render(request('/'));
    expect(render).toHaveBeenCalledTimes(1);
    await screens.render(request('/', 'accepted'));
    await screens.render(request('/', 'declined'));
    // Anything but an answer is no answer: the same screen as none.
    await screens.render(request('/', 'garbage'));
    await screens.render({ ...request('/'), language: 'vi' });
    await screens.render(request('/kid-quiz'));
    expect(render).toHaveBeenCalledTimes(5);
  });

  it('sends pages without a screen while too many wait to be drawn, and draws them later', async () => {
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const render = vi.fn(async () => {
      await held;
      return screen;
    });
    const screens = firstScreens(render, { warn: vi.fn() });
    const waiting = Array.from({ length: MAX_WAITING }, (_, index) => screens.render(request(`/news?page=${index}`)));
    expect(await screens.render(request('/blog'))).toBeNull();
    finish();
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: MAX_WAITING }, () => screen));
    // Nothing was kept for the page sent without: it is drawn now.
    expect(await screens.render(request('/blog'))).toEqual(screen);
    expect(render).toHaveBeenCalledTimes(MAX_WAITING + 1);
  });

  it('draws a screen with a visitor’s cart for each request and keeps none: another visitor, or the same after a change, never gets an earlier one', async () => {
    const render = vi.fn(async ({ cartId }: FirstScreenRequest) => ({ ...screen, html: `<main>${cartId ?? 'no cart'}</main>` }));
    const screens = firstScreens(render, { warn: vi.fn() });
    const mine = { ...request('/cart'), cartId: '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21' };
    const theirs = { ...request('/cart'), cartId: '11111111-2222-4333-8444-555555555555' };
    expect((await screens.render(mine, 3))?.html).toBe('<main>0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21</main>');
    expect((await screens.render(theirs, 3))?.html).toBe('<main>11111111-2222-4333-8444-555555555555</main>');
    expect((await screens.render(request('/cart'), 3))?.html).toBe('<main>no cart</main>');
    await screens.render(mine, 3);
    expect(render).toHaveBeenCalledTimes(4);
    // The page without a cart is kept, like every other shared page.
    await screens.render(request('/cart'), 3);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('draws the cart’s pages with the cart its cookie names, and no other page; only an id that can be a cart’s is given', () => {
    const id = '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21';
    expect(screenCartId('/cart', id)).toBe(id);
    expect(screenCartId('/checkout', id)).toBe(id);
    for (const path of ['/', '/packages/g-intel', '/cart/x', '/orders/GW-2026-000123', '/account']) expect(screenCartId(path, id)).toBeUndefined();
    for (const forged of [undefined, '', 'cart-1', `${id}x`, `${id}; path=/`, '../../checkout/orders', '0b5f8a3e2a9c4b528f0e3d1e9c6f7a21', 'x'.repeat(4000)]) expect(screenCartId('/cart', forged)).toBeUndefined();
  });

  it('draws again after a minute', async () => {
    vi.useFakeTimers();
    try {
      const render = vi.fn(async () => screen);
      const screens = firstScreens(render, { warn: vi.fn() });
      await screens.render(request('/'));
      vi.advanceTimersByTime(61_000);
      await screens.render(request('/'));
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the page without a screen when drawing fails, and logs neither the address nor the query', async () => {
    const warn = vi.fn();
    const screens = firstScreens(async () => {
      throw new Error('boom');
    }, { warn });
    expect(await screens.render(request('/orders/GW-2026-0001?q=0912345678'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/GW-2026|0912345678/);
  });

  it('has no renderer without the build’s server bundle, or when it cannot be loaded', async () => {
    // A client build in <dir>/client with no <dir>/server beside it.
    expect(await loadServerBundle(path.join(testClientDir(), 'client'))).toBeNull();
    const warn = vi.fn();
    const screens = firstScreens(Promise.reject(new Error('bad bundle')), { warn });
    expect(await screens.render(request('/'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

const SERVED_CSS = '.site-header{display:flex}';

describe('the served page, drawn with the app’s own views', () => {
  let server: ComposedServer;
  /** What the server logged, one entry a line. */
  const logged: string[] = [];
  beforeAll(async () => {
    server = await composeServer({
      // The first screens read the Main API over HTTP from the server's own port; this app is called
      // in-process, so they are pointed at a port that refuses (the home is drawn in its loading state).
      env: { NODE_ENV: 'test', CLIENT_DIR: testClientDir({ 'assets/style-abc.css': SERVED_CSS }, BUILT_INDEX), MAIN_API_BASE: 'http://127.0.0.1:9/main/api/v1' },
      database: await openTestDatabase('pglite', { from: 'seeded' }),
      seed: true,
      version: 'test',
      settings: { firstScreen: renderFirstScreen, logger: createLogger({ level: 'warn', format: 'json', destination: (line) => void logged.push(line) }) },
    });
  });
  afterAll(async () => server.close());
  /** Every console call while a test runs: a first screen writes none (its failures go to the server's logger). */
  let consoleCalls: unknown[][] = [];
  beforeEach(() => {
    consoleCalls = [];
    logged.length = 0;
    for (const method of ['error', 'warn', 'log', 'info', 'debug', 'trace'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleCalls.push([method, ...args]));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    expect(consoleCalls).toEqual([]);
  });
  const get = (path: string, headers: Record<string, string> = {}) => requestApp(server.app, path, { headers }).then((response) => response.text());
  /** The screen the app's views draw for this request, with the configuration the browser gets. */
  const expected = async (url: string, language: FirstScreenRequest['language'], consent?: string) => {
    const script = await get('/runtime-config.js');
    const config = JSON.parse(script.slice(script.indexOf('=') + 1).trim().replace(/;$/, '')) as FirstScreenRequest['config'];
    const drawn = await renderFirstScreen({ url, language, config, consent });
    if (!drawn) throw new Error(`no first screen for ${url}`);
    return `<div id="root" data-booting data-namespaces="${drawn.namespaces.join(' ')}">${drawn.html}</div>`;
  };

  it('is the app’s home in the visitor’s language, with the cookie notice, and no inline script but the boot its CSP names', async () => {
    const response = await requestApp(server.app, '/', { headers: { 'Accept-Language': 'vi-VN,vi;q=0.9' } });
    const html = await response.text();
    const vietnamese = await expected('/', 'vi');
    expect(html).toContain(vietnamese);
    expect(vietnamese).not.toBe(await expected('/', 'en'));
    expect(vietnamese).toContain('id="cookie-notice"');
    // The page's CSP allows scripts from the site, and one inline text by its hash: every script
    // has a src, is a JSON block no browser runs, or is that text.
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1].split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/ src="\//.test(attributes) && !/ type="application\/json"/.test(attributes));
    expect(inline.map(([, , text]) => text)).toEqual([bootScript.js]);
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(bootScript.js).digest('base64')}'`);
  });

  it('carries the stylesheet inline and names exactly that text in its CSP', async () => {
    const response = await requestApp(server.app, '/kid-quiz');
    expect(await response.text()).toContain(`<style>${SERVED_CSS}</style>`);
    const styleSrc = /style-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc?.split(' ')).toEqual(["'self'", `'sha256-${createHash('sha256').update(SERVED_CSS).digest('base64')}'`]);
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  it('leaves the cookie notice out for a visitor whose cookie says they answered', async () => {
    const html = await get('/', { Cookie: 'cookieConsent=declined' });
    expect(html).toContain(await expected('/', 'en', 'declined'));
    expect(html).not.toContain('id="cookie-notice"');
  });

  it('logs each read that failed as one masked line in the server’s log, and writes nothing to the console', async () => {
    // The reads go to a port that refuses: the package's read fails, and the path names a phone number.
    await get('/packages/0912345678');
    const failures = logged.map((line) => JSON.parse(line) as { msg: string; path?: string; stack?: unknown }).filter((entry) => entry.msg === 'a first screen’s read failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.map((entry) => entry.path)).toContain('/product-packages/[phone …678]');
    expect(logged.join('\n')).not.toContain('0912345678');
    // One line per failure: no stack frames.
    for (const line of logged) expect(line.trimEnd()).not.toMatch(/\n|\s+at /);
    expect(consoleCalls).toEqual([]);
  });

  it('sends the cart’s page drawn for a cart cookie as the visitor’s alone (private), and as for everyone without one or with one that is no cart id', async () => {
    const cartId = '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21';
    const withCart = await requestApp(server.app, '/cart', { headers: { Cookie: `cookieConsent=accepted; cartId=${cartId}` } });
    expect(withCart.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(withCart.headers.get('Vary')).toContain('Cookie');
    // The Main API does not answer here (a port that refuses): the cart is drawn loading, as the app will show it, and nothing is handed on.
    const drawn = await withCart.text();
    expect(drawn).toContain('role="status"');
    expect(drawn).not.toContain('id="first-screen-data"');
    expect(drawn).not.toContain(cartId);
    for (const cookie of ['cookieConsent=accepted', 'cookieConsent=accepted; cartId=cart-1%3Cscript%3E']) {
      const response = await requestApp(server.app, '/cart', { headers: { Cookie: cookie } });
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain(await expected('/cart', 'en', 'accepted'));
    }
    // Another page is drawn as for everyone whatever the cookie says.
    const home = await requestApp(server.app, '/kid-quiz', { headers: { Cookie: `cookieConsent=accepted; cartId=${cartId}` } });
    expect(home.headers.get('Cache-Control')).toBe('no-cache');
    expect(await home.text()).toContain(await expected('/kid-quiz', 'en', 'accepted'));
  });

  it('sends a signed-in page with an empty #root and the app loading as usual', async () => {
    const html = await get('/account/orders');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });
});
