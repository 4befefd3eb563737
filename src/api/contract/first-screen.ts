import type { Cart } from './cart';
import type { Language } from './language-codes';
import type { RuntimeConfig } from './runtime-config';

/*
 * The first screen: what the server and the browser app agree on when the server draws a page's
 * first screen into #root (src/entry-server.tsx, called by server/system/app-page/first-screen.ts)
 * and the app then adopts that screen (src/start.tsx, hydrateRoot).
 */

/** On #root: the translation namespaces the first screen used, space-separated; the app loads them before it draws. */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

/** The id of the JSON data block (`<script type="application/json">`, never run) holding the reads the screen was drawn with. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * The cookie mirroring the visitor's answer to the cookie notice (localStorage `cookieConsent`
 * stays the app's record): `accepted` or `declined`. It lets the server leave the notice out of
 * the first screen of a visitor who has answered.
 */
export const CONSENT_COOKIE = 'cookieConsent';

/**
 * The cookie mirroring the id of the visitor's cart (localStorage `cartId` stays the cart
 * machine's record; the cart's effects keep the two in step). It lets the server draw the cart's
 * lines and totals into the first screen of the pages that show the cart (`CART_PAGES`): the
 * server reads that cart through the Main API as the browser would (a guest cart by its id, an
 * account's never without its token), so nothing in the cookie is trusted but the id it names.
 */
export const CART_COOKIE = 'cartId';

/** The pages whose first screen shows the cart's lines: drawn with the cart the `cartId` cookie names. */
export const CART_PAGES: readonly string[] = ['/cart', '/checkout'];

/** The key, in the first screen's data block, of the cart it was drawn with (`DrawnCart`). */
export const DRAWN_CART_KEY = 'cart';

/** A cart as the server drew it: the Main API's answer (src/api/contract/cart.ts) and the language it was asked in. */
export interface DrawnCart {
  cart: Cart;
  language: Language;
}

export interface FirstScreenRequest {
  /** Path and query, as asked. */
  url: string;
  language: Language;
  /** The runtime configuration the browser gets in /runtime-config.js (company details, languages offered). */
  config: Partial<RuntimeConfig> & { chineseTranslationEnabled: boolean };
  /** The `cookieConsent` cookie as sent, if any (anything but `accepted` or `declined` is no answer). */
  consent: string | undefined;
  /**
   * The `cartId` cookie, given only for a page of `CART_PAGES` and only when it is a cart id (a
   * UUID): the screen reads that cart and draws its lines, or the cart's loading state when the
   * Main API does not answer it (a cart gone, an account's cart, a forged id).
   */
  cartId?: string;
}

export interface FirstScreen {
  /** The markup of #root. */
  html: string;
  /** The translation namespaces the markup used. */
  namespaces: string[];
  /**
   * The public reads the screen was drawn with, by their request-cache key (src/api/request-cache.ts),
   * and under `DRAWN_CART_KEY` the visitor's cart it drew (`DrawnCart`), never a public read.
   */
  data: Record<string, unknown>;
}

/**
 * Where a first screen's failures go: the server's logger (server/http/logger.ts, which scrubs
 * phone numbers, codes and tokens), one line per failure. Nothing a screen draws writes to the
 * console.
 */
export interface FirstScreenLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The server-side bundle's export (dist/server/entry-server.js). */
export type RenderFirstScreen = (request: FirstScreenRequest, log?: FirstScreenLog) => Promise<FirstScreen | null>;
