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

export interface FirstScreenRequest {
  /** Path and query, as asked. */
  url: string;
  language: Language;
  /** The runtime configuration the browser gets in /runtime-config.js (company details, languages offered). */
  config: Partial<RuntimeConfig> & { chineseTranslationEnabled: boolean };
  /** The `cookieConsent` cookie as sent, if any (anything but `accepted` or `declined` is no answer). */
  consent: string | undefined;
}

export interface FirstScreen {
  /** The markup of #root. */
  html: string;
  /** The translation namespaces the markup used. */
  namespaces: string[];
  /** The public reads the screen was drawn with, by their request-cache key (src/api/request-cache.ts). */
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
