import { describe, expect, it, vi } from 'vitest';
import { bootScript, withFirstScreen } from './first-screen';

/** index.html as Vite writes it, with the configuration script vite.config.ts adds and a font preload. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/runtime-config.js" defer></script>
    <title>GeneWell</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
${Array.from({ length: 8 }, (_, index) => `    <link rel="modulepreload" crossorigin href="/assets/module-${index}.js">`).join('\n')}
    <link rel="preload" href="/assets/be-vietnam-pro-latin-700-normal-abc.woff2" as="font" type="font/woff2" crossorigin="" data-font-subset="latin">
  </head>
  <body><div id="root"></div></body>
</html>`;

const MODULES = Array.from({ length: 8 }, (_, index) => `/assets/module-${index}.js`);
const FONT = '/assets/be-vietnam-pro-latin-700-normal-abc.woff2';

/** jsdom's constructor, as far as these tests use it (the package ships no types). */
type Jsdom = new (html: string, options: { runScripts: 'dangerously'; pretendToBeVisual: boolean; url: string }) => { window: Window & typeof globalThis };
const jsdomPackage = 'jsdom';
const { JSDOM } = (await import(jsdomPackage)) as { JSDOM: Jsdom };

/** The page the server sends with a first screen, in a browser-like DOM: its inline scripts run, frames are painted. */
function openPage() {
  const html = withFirstScreen(BUILT_INDEX, { html: '<main><h1>Kid quiz</h1></main>', namespaces: ['common'], data: {} });
  const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://127.0.0.1/kid-quiz' });
  const { document } = window;
  return {
    window,
    asked: () => [...document.querySelectorAll('link')].filter((link) => link.rel === 'modulepreload' || link.rel === 'preload').map((link) => link.getAttribute('href')),
    added: () => [...document.querySelectorAll('head > script[src]')].map((script) => ({ src: script.getAttribute('src'), type: script.getAttribute('type') })),
    config: () => document.querySelector<HTMLScriptElement>('head > script[src="/runtime-config.js"]'),
  };
}

describe('the first screen’s boot (first-screen-boot.js)', () => {
  it('is the inline text the CSP names, without its comments', () => {
    expect(bootScript.js).not.toMatch(/^\s*\/\//m);
    expect(bootScript.js).toContain('data-entry');
  });

  it('asks for nothing while the page is parsed; once it has loaded, every held-back preload, then the configuration, then the app', async () => {
    const page = openPage();
    // Parsed, not yet loaded: the page is all there is.
    expect(page.asked()).toEqual([]);
    expect(page.added()).toEqual([]);
    await vi.waitFor(() => expect(page.config()).not.toBeNull());
    expect(page.asked()).toEqual([...MODULES, FONT]);
    expect(page.window.document.querySelector(`link[href="${FONT}"]`)?.getAttribute('rel')).toBe('preload');
    // The app's module waits for its configuration (a deferred script ran before it).
    expect(page.added()).toEqual([{ src: '/runtime-config.js', type: null }]);
    page.config()?.dispatchEvent(new page.window.Event('load'));
    expect(page.added()).toEqual([
      { src: '/runtime-config.js', type: null },
      { src: '/assets/index-abc.js', type: 'module' },
    ]);
    // Once only, whatever fires later.
    page.window.dispatchEvent(new page.window.Event('load'));
    await vi.waitFor(() => expect(page.window.document.readyState).toBe('complete'));
    expect(page.added()).toHaveLength(2);
    page.window.close();
  });

  it('starts the app on its defaults when the configuration cannot be loaded', async () => {
    const page = openPage();
    await vi.waitFor(() => expect(page.config()).not.toBeNull());
    page.config()?.dispatchEvent(new page.window.Event('error'));
    expect(page.added()).toEqual([
      { src: '/runtime-config.js', type: null },
      { src: '/assets/index-abc.js', type: 'module' },
    ]);
    page.window.close();
  });
});
