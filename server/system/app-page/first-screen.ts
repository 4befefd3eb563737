import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { CART_PAGES, FIRST_SCREEN_DATA_ID, NAMESPACES_ATTRIBUTE } from '../../../src/api/contract/first-screen';
import type { FirstScreen, FirstScreenRequest, RenderFirstScreen } from '../../../src/api/contract/first-screen';
import type { Logger } from '../../http/logger';
import { escapeHtml } from './app-page';

/**
 * The first screen of each app page, drawn on the server with the app's own views
 * (src/entry-server.tsx, built by `npm run build` into dist/server beside dist/client): the page
 * shows its header, its first content and the cookie notice as soon as the HTML arrives, and the
 * app draws the same screen over it once its JavaScript has run. Without the server bundle (a
 * client-only build, a test's client folder) pages go out with an empty #root, as before.
 *
 * A first screen depends only on the page's address, the language, whether the visitor has
 * answered the cookie notice and the public catalogue (the server sees no one signed in and an
 * empty cart): each is drawn once per catalogue version and kept a minute (at most 500 of them),
 * so a page costs one render a minute, and a change in the catalogue shows at once. The cart's
 * pages, for a visitor whose `cartId` cookie names a cart, are drawn with that cart, for each
 * request, and never kept.
 */

export interface FirstScreens {
  /**
   * #root's markup for this request, or null to send the page with an empty #root. `version` is
   * the public catalogue's (a change draws every screen anew: a package's new price shows at once).
   */
  render(request: FirstScreenRequest, version?: number | null): Promise<FirstScreen | null>;
}

/** The server bundle for a client build folder: `<CLIENT_DIR>/../server/entry-server.js`. */
const serverBundleOf = (clientDir: string): string => path.join(path.resolve(clientDir), '..', 'server', 'entry-server.js');

/** Screens waiting to be drawn at most; beyond, a page goes out without its first screen. */
export const MAX_WAITING = 8;

export function firstScreens(renderer: RenderFirstScreen | Promise<RenderFirstScreen | null> | null, logger: Pick<Logger, 'warn'>): FirstScreens {
  const ready = Promise.resolve(renderer).catch((error: unknown) => {
    logger.warn({ err: error }, 'the first-screen renderer could not be loaded: pages go out with an empty #root');
    return null;
  });
  // The wall clock (Date), which the tests move.
  const drawn = new LRUCache<string, { screen: FirstScreen | null }>({ max: 500, ttl: 60_000, perf: { now: () => Date.now() } });
  const inFlight = new Map<string, Promise<FirstScreen | null>>();
  return {
    async render(request, version = null) {
      const key = `${version ?? '-'}\u0000${request.language}\u0000${request.consent === 'accepted' || request.consent === 'declined' ? request.consent : ''}\u0000${request.url}\u0000${request.cartId ?? ''}`;
      // A screen drawn with a visitor's cart is drawn for each request (a cart changes with every
      // add and remove, and a minute's copy could show one that is gone); only a drawing under
      // way for the same cart is shared.
      const personal = request.cartId !== undefined;
      const kept = personal ? undefined : drawn.get(key);
      if (kept) return kept.screen;
      let drawing = inFlight.get(key);
      // Screens are drawn one at a time: with this many waiting (a burst of new addresses), the
      // page goes out without one rather than after them all; nothing is kept, the next visit draws it.
      if (!drawing && inFlight.size >= MAX_WAITING) return null;
      if (!drawing) {
        drawing = ready
          .then((render) => (render ? render(request, logger) : null))
          .catch((error: unknown) => {
            // The path may name an order or a search: the log says which kind of failure, not where.
            logger.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'a first screen could not be drawn: the page goes out with an empty #root');
            return null;
          })
          .then((screen) => {
            if (!personal) drawn.set(key, { screen });
            return screen;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, drawing);
      }
      return drawing;
    },
  };
}

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cart id a first screen is drawn with: the `cartId` cookie on a page that shows the cart
 * (`CART_PAGES`), when it is a cart id at all (a UUID); else none, and the page is drawn as for
 * everyone. The id is only a key: the screen reads the cart through the Main API, which answers
 * a guest cart by its id and never an account's without its token.
 */
export function screenCartId(path: string, cookie: string | undefined): string | undefined {
  return cookie !== undefined && CART_PAGES.includes(path) && CART_ID.test(cookie) ? cookie : undefined;
}

/** The renderer of the build's server bundle, or null when there is none. */
export async function loadServerBundle(clientDir: string): Promise<RenderFirstScreen | null> {
  const bundle = serverBundleOf(clientDir);
  if (!existsSync(bundle)) return null;
  const module = (await import(pathToFileURL(bundle).href)) as { renderFirstScreen?: RenderFirstScreen };
  return typeof module.renderFirstScreen === 'function' ? module.renderFirstScreen : null;
}

/** The inline start of the app on a page with a first screen (first-screen-boot.js), and the CSP source allowing it by its hash. */
export const bootScript = (() => {
  // Its comments stay in the file: every page would carry them.
  const js = readFileSync(new URL('./first-screen-boot.js', import.meta.url), 'utf8').replace(/^[ \t]*\/\/.*\n/gm, '');
  return { js, source: `'sha256-${createHash('sha256').update(js, 'utf8').digest('base64')}'` };
})();

/**
 * index.html with the first screen in #root. The page is readable before any script has run, so
 * nothing else is asked for until it has loaded: the entry module, its preloads, the heading
 * face's preloads and the runtime configuration are handed to the inline boot
 * (first-screen-boot.js, allowed by its hash), which asks for them once the page has loaded and
 * painted; only the page's largest image goes with the HTML. #root is `data-booting` until the app
 * has taken it over (src/platform/take-over.tsx): what is pressed, sent or typed meanwhile the boot
 * keeps and gives again then (issue 23 §0), so nothing done before the app can answer is lost.
 */
export function withFirstScreen(html: string, screen: FirstScreen | null, stylesheet: Stylesheet | null = null): string {
  if (!screen) return html;
  // The stylesheet inline (the CSP allows exactly this text by its hash): the screen paints with the HTML alone.
  const styled = stylesheet ? html.replace(`<link rel="stylesheet" crossorigin href="${stylesheet.href}">`, () => `<style>${stylesheet.css}</style>`) : html;
  // The reads the screen was drawn with, for the app to start from: a JSON data block (never run,
  // so the CSP's script-src does not apply), with `<` escaped so no text can close it.
  const data = Object.keys(screen.data).length > 0 ? `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(screen.data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}</script>` : '';
  let config: string | null = null;
  return styled
    .replace(/[ \t]*<script src="([^"]*\/runtime-config\.js)" defer><\/script>\n?/, (_tag, src: string) => {
      config = src;
      return '';
    })
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, entry: string) => `<script data-entry="${escapeHtml(entry)}"${config ? ` data-config="${escapeHtml(config)}"` : ''}>${bootScript.js}</script>`,
    )
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link data-modulepreload crossorigin href=')
    .replace(/<link rel="preload" (href="[^"]+" as="font")/g, '<link data-preload $1')
    .replace(/<div id="root"><\/div>/, () => `<div id="root" data-booting ${NAMESPACES_ATTRIBUTE}="${escapeHtml(screen.namespaces.join(' '))}">${screen.html}</div>${data}`);
}

/** The app's one stylesheet (cssCodeSplit: false), as index.html links it: its address, its text, and the CSP source allowing that text inline. */
export interface Stylesheet {
  href: string;
  css: string;
  /** `'sha256-…'`, for the pages' style-src. */
  source: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/;

/**
 * The build's stylesheet, read once at start, or null when there is no build or it links none
 * (a test's client folder). A page with a first screen carries it inline (`withFirstScreen`),
 * allowed by its hash in the pages' CSP: no request stands between the HTML and the first paint.
 */
export function stylesheetOf(clientDir: string): Stylesheet | null {
  try {
    const href = STYLESHEET_LINK.exec(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))?.[1];
    if (!href) return null;
    const css = readFileSync(path.join(clientDir, href), 'utf8');
    // Inline text cannot hold its own end.
    if (/<\/style/i.test(css)) return null;
    return { href, css, source: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'` };
  } catch {
    return null;
  }
}

