import type { ReactNode } from 'react';
import { AppTree } from './app-tree';
import { prerenderToNodeStream } from 'react-dom/static';
import pLimit from 'p-limit';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import type { i18n as I18n } from 'i18next';
import { NAMESPACES, createI18n } from './i18n/i18n';
import type { Language } from './i18n/languages';
import { createSettingsMachine } from './machines/settings/settings.machine';
import { createProgressBarMachine } from './machines/progress-bar/progress-bar.machine';
import { createSiteMenuMachine } from './machines/site-menu/site-menu.machine';
import { createSessionMachine } from './machines/auth/session/session.machine';
import { createConsentMachine } from './machines/consent/consent.machine';
import { createCartMachine } from './machines/cart/cart.machine';
import type { AppActors } from './views/shared/app-actors';
import { createAppRouter } from './router';
import { publicReads } from './api/request-cache';
import { DRAWN_CART_KEY } from './api/contract/first-screen';
import type { DrawnCart, FirstScreen, FirstScreenLog, FirstScreenRequest, RenderFirstScreen } from './api/contract/first-screen';
import { retrieveCart } from './api/cart';
import { mainApi } from './api/main-api';
import { setApiFailureLog } from './api/failure-log';
import type { ApiFailureLog } from './api/failure-log';

/*
 * The first screen, rendered by the server (server/system/app-page/first-screen.ts) with the very
 * views the browser app renders: the page a visitor opens shows at once, before the app's
 * JavaScript has arrived, and the app then adopts it (src/start.tsx, the same tree: src/app-tree.tsx).
 *
 * What the server cannot know stays as a first visit sees it: no one is signed in, the cart is
 * empty (but on /cart and /checkout, drawn with the cart its cookie names), the currency is the default, and every page's machine is in its first state. The actors
 * are never started: no effect runs, nothing is stored. The public reads a route's loader starts
 * (the home's content, a package) are awaited, through the Main API as the browser would ask
 * (`mainApiBase` of the configuration), so those pages are drawn with their content; the answers
 * go with the screen (`data`) and the app starts from them instead of asking again.
 */

/** One i18next instance per language with every namespace, made once (the texts never change while the server runs). */
const translations = new Map<Language, Promise<I18n>>();

function translationsIn(language: Language): Promise<I18n> {
  let ready = translations.get(language);
  if (!ready) {
    ready = createI18n(language, { namespaces: [...NAMESPACES] });
    translations.set(language, ready);
  }
  return ready;
}

/** Markup with nothing left for a script to finish: no pending or client-rendered boundary, no script that runs (JSON-LD is data). */
const isWhole = (html: string) => !/<!--\$[?!]-->|<script(?![^>]*type="application\/ld\+json")|<template/.test(html);

async function markupOf(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first screen of `url`, or null for a page that is not the same for every visitor: one the
 * router sends elsewhere (a signed-in page for a visitor the server sees signed out) or one it
 * does not know.
 */
/**
 * One screen at a time: a screen's reads go through the app's public read cache, which each
 * screen starts empty (so it never shows an earlier screen's answers); two at once would empty it
 * under each other. A screen is drawn once a minute at most (server/system/app-page/first-screen.ts).
 */
const oneAtATime = pLimit(1);

/**
 * The log of the screen being drawn. A failed read is one line in the server's log (scrubbed
 * there: a path may hold a phone number), never the console; a read that fails after its screen
 * is done goes to the log of the screen drawn then, or nowhere.
 */
let drawingLog: FirstScreenLog | undefined;
const CART_PATH = /\/checkout\/carts\/[^/?]+/;
export const logFirstScreenFailure: ApiFailureLog = ({ method, path, status, code }) => {
  // The cart a cookie names may be gone, checked out or an account's (never read without its
  // token): the screen then shows the cart loading, as the app will, and there is nothing to report.
  const cartRead = CART_PATH.test(path);
  if (cartRead && status === 404) return;
  drawingLog?.warn({ method, path: cartRead ? path.replace(CART_PATH, '/checkout/carts/{id}') : path, status, code }, 'a first screen’s read failed');
};
setApiFailureLog(logFirstScreenFailure);

export const renderFirstScreen: RenderFirstScreen = (request, log) =>
  oneAtATime(() => {
    drawingLog = log;
    return draw(request);
  });

async function draw(request: FirstScreenRequest): Promise<FirstScreen | null> {
  (globalThis as { __GENEWELL_CONFIG__?: unknown }).__GENEWELL_CONFIG__ = request.config;
  const i18n = await translationsIn(request.language);
  const used = new Set<string>(['common']);

  const session = createActor(createSessionMachine(), { input: { token: null } });
  const drawn = request.cartId ? await drawnCart(request.cartId, request.language) : null;
  const actors: AppActors = {
    settings: createActor(createSettingsMachine(), { input: { language: request.language, currency: null, chineseEnabled: request.config.chineseTranslationEnabled } }),
    progressBar: createActor(createProgressBarMachine()),
    siteMenu: createActor(createSiteMenuMachine()),
    session,
    consent: createActor(createConsentMachine(), { input: { stored: request.consent ?? null } }),
    // The cart its cookie names (the cart pages only: server/app.ts), read as the browser reads it:
    // its lines and totals drawn as the app will draw them; not answered, the cart drawn loading.
    cart: createActor(createCartMachine(), { input: { storedCartId: request.cartId ?? null, language: request.language, drawn } }),
  };

  // This screen's reads are asked afresh (the server's public cache answers them), never an earlier screen's.
  publicReads.invalidate();
  const router = createAppRouter({ context: { session, cart: actors.cart, firstScreenLanguage: request.language }, history: createMemoryHistory({ initialEntries: [request.url] }) });
  await router.load();
  // A redirect (a signed-in page, which the server sees signed out) or a failed load: no first screen.
  const { matches } = router.state;
  if (matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;

  // This request's own instance (sharing the loaded texts), which collects the namespaces the views ask for, as react-i18next reports them.
  const scoped = i18n.cloneInstance();
  (scoped as I18n & { reportNamespaces: unknown }).reportNamespaces = {
    addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };

  const page = <AppTree i18n={scoped} actors={actors} router={router} container={null} />;
  let html = await markupOf(page);
  // A part that waited for its code (a policy's text, say) comes out as a separate segment that
  // an inline script would move into place, which the page's CSP forbids: drawn again now that
  // everything it waited for is loaded, it comes out whole. Still not whole: no first screen.
  if (!isWhole(html)) html = renderToString(page);
  if (!isWhole(html)) return null;
  // React lifts a page's <title> and its image preloads to the front of the markup; the server's
  // head has the page's title and its largest image's preload already (server/system/app-page).
  // Style attributes (a banner's breakpoint styles) would break the CSP's style-src; the stylesheet's
  // defaults stand in until the app sets them through the CSSOM (React escapes every `"` in text).
  const markup = html.replace(/^(?:<title>[^<]*<\/title>|<link rel="preload"[^>]*>)+/, '').replace(/ style="[^"]*"/g, '');
  return { html: markup, namespaces: [...used].sort(), data: drawn ? { ...publicReads.answers(), [DRAWN_CART_KEY]: drawn } : publicReads.answers() };
}

/**
 * The visitor's cart through the Main API, as the browser reads it (no token: an account's cart
 * is not found), or null when it does not answer it (gone, checked out, an account's, a forged id).
 * Every price and total is the server's own answer: the cookie gives nothing but the id.
 */
async function drawnCart(cartId: string, language: Language): Promise<DrawnCart | null> {
  try {
    return { cart: await retrieveCart(mainApi(), cartId, language), language };
  } catch {
    return null;
  }
}
