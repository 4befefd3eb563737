import { vi } from 'vitest';

/*
 * The first setup file of every view test file (vitest.config.ts, the views project). The views'
 * files share a worker's module cache (`isolate: false`), so the libraries (React, jsdom, Testing
 * Library, i18next, XState) are loaded once per worker instead of once per file. The app's own
 * modules keep module-wide state (the storage target, the API session, the analytics tags, the
 * public reads' cache…), so they are evaluated afresh for each file: this drops them from the
 * module registry before the setup files and the test file import them. A file therefore starts
 * from the same app state as in a process of its own, whatever file ran before it in the worker.
 */
vi.resetModules();

/*
 * The document is the worker's too. With `isolate: false` Vitest keeps one jsdom window for every
 * jsdom file of a worker: its storage, cookies, <head> and <body>, address and the globals a file
 * set are what the next file starts with (a sign-in test's code step, kept in sessionStorage, once
 * opened the trust page's sign-in test on "Enter your code"). So each file starts from what a new
 * window holds: the app's own globals gone (the configuration the server's first-screen renderer
 * sets, `__GENEWELL_CONFIG__`, which in a node-environment file is set on the worker's own global
 * object; the inline boot's replay; the analytics tags' queues), nothing stored, no cookie, an empty
 * document at the address jsdom opens on. Testing Library's `screen` keeps the same <body>, so the
 * document is emptied, not replaced.
 */
const APP_GLOBALS = ['__GENEWELL_CONFIG__', '__genewellReplay', 'dataLayer', 'gtag', 'fbq', '_fbq'];
for (const name of APP_GLOBALS) delete (globalThis as Record<string, unknown>)[name];

if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  }
  // jsdom's starting address (vitest's default, http://localhost:3000/), kept by the first file.
  const start = ((globalThis as { __viewTestsStartUrl?: string }).__viewTestsStartUrl ??= location.href);
  if (location.href !== start) history.replaceState(null, '', start);
}
