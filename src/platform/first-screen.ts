import { DRAWN_CART_KEY, FIRST_SCREEN_DATA_ID, NAMESPACES_ATTRIBUTE } from '../api/contract/first-screen';
import type { DrawnCart } from '../api/contract/first-screen';

/*
 * The server draws each public page's first screen into #root (src/entry-server.tsx); #root's
 * NAMESPACES_ATTRIBUTE lists the translation namespaces that screen used, so the app loads them
 * before it adopts that screen (src/start.tsx) and nothing in view changes.
 */

/** The namespaces the server's first screen used, or [] when #root came empty (no first screen). */
export function firstScreenNamespaces(root: Element): string[] {
  if (!root.hasChildNodes()) return [];
  return (root.getAttribute(NAMESPACES_ATTRIBUTE) ?? '').split(' ').filter((namespace) => /^[a-z-]+$/.test(namespace));
}

/**
 * True while the server draws a first screen (no window): a route then creates its page's actor
 * without starting it, so the page shows the actor's first state and nothing runs, is fetched or
 * is stored on the server.
 */
export const onServer = (): boolean => typeof window === 'undefined';

/**
 * The public reads the server drew the first screen with (its JSON data block), by request-cache
 * key; {} when there is none or it cannot be read (the page then asks the API, as without one).
 */
export function firstScreenData(doc: Pick<Document, 'getElementById'> = document): Record<string, unknown> {
  const block = doc.getElementById(FIRST_SCREEN_DATA_ID);
  try {
    const data: unknown = JSON.parse(block?.textContent ?? '{}');
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The data block split in two: the visitor's cart the screen was drawn with (/cart, /checkout),
 * which goes to the cart's machine, or null when there is none or it is not a cart with an id and
 * a language; and the public reads, which seed the read cache.
 */
export function drawnCartOf(data: Record<string, unknown>): { cart: DrawnCart | null; reads: Record<string, unknown> } {
  const { [DRAWN_CART_KEY]: drawn, ...reads } = data;
  const candidate = drawn as { cart?: { id?: unknown } | null; language?: unknown } | null | undefined;
  const whole = typeof candidate === 'object' && candidate !== null && typeof candidate.language === 'string' && typeof candidate.cart === 'object' && candidate.cart !== null && typeof candidate.cart.id === 'string';
  return { cart: whole ? (drawn as DrawnCart) : null, reads };
}
