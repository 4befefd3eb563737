import type { AnalyticsTags } from './analytics-tags';
import type * as ShopAnalytics from './shop-analytics';
import type { ShopEvent } from './shop-analytics';
import { getRuntimeConfig } from './runtime-config';

/**
 * What every page holds of the analytics: whether the visitor's consent stands, and the way to
 * the tags. The tags themselves (analytics-tags.ts) and the shop's events (shop-analytics.ts) are
 * needed only once the visitor has accepted, so they are not in the first load
 * (docs/performance.md, "Bundle budget"): the consent machine's `startTags` loads them, and an
 * event is built (and its code loaded) only while consent stands.
 *
 * Starting, stopping and each event are handed to the tags in the order they happened (one queue):
 * an event made before "Necessary only" still goes before the tags are told, none made after it
 * goes at all, and a visitor who never accepts loads neither module.
 */

export type ShopEvents = typeof ShopAnalytics;

let consented = false;
let started = false;
let queue: Promise<void> = Promise.resolve();

const appTags = (): Promise<AnalyticsTags> => import('./analytics-tags').then((module) => module.appAnalyticsTags());

function inTurn(task: () => Promise<void>): void {
  queue = queue.then(task).catch((error: unknown) => console.error('[analytics] the tags could not be loaded', error));
}

/** The visitor accepted analytics (the consent machine entered `accepted`): load the tags that are on, or resume them. */
export function startAnalyticsTags(): void {
  consented = true;
  started = true;
  inTurn(() => appTags().then((tags) => tags.start()));
}

/** The visitor withdrew consent: the tags stop measuring and get no more events (nothing to tell if they never started). */
export function stopAnalyticsTags(): void {
  consented = false;
  if (started) inTurn(() => appTags().then((tags) => tags.stop()));
}

/** Resolves once everything asked of the tags so far has been handed to them (for tests). */
export function analyticsSettled(): Promise<void> {
  return queue;
}

/** Whether the visitor's consent stands: between startAnalyticsTags and stopAnalyticsTags. */
export function analyticsConsented(): boolean {
  return consented;
}

/**
 * A shop event for the tags the configuration turns on, built by `build` from the shop's event
 * builders (loaded then) with what the caller read when it happened; nothing at all while consent
 * does not stand.
 */
export function trackShop(build: (events: ShopEvents) => ShopEvent | null): void {
  if (typeof window === 'undefined' || !consented) return;
  inTurn(async () => {
    const [events, tags] = await Promise.all([import('./shop-analytics'), appTags()]);
    const event = build(events);
    if (!event) return;
    const config = getRuntimeConfig();
    events.sendShopEvent(event, { analyticsEnabled: config.analyticsEnabled, pixelEnabled: config.pixelEnabled, consented: tags.consented }, tags.targets());
  });
}
