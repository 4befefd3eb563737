import { resolveStoredCurrency } from '../../machines/settings/currency-rules';
import { analyticsConsented, trackShop } from '../../platform/analytics-consent';
import type { ShopEvents } from '../../platform/analytics-consent';
import type { ShopEvent } from '../../platform/shop-analytics';
import { STORAGE_KEYS, readItem } from '../../platform/storage';

/** The chosen currency (the settings keep it in localStorage `selectedCurrencyCode`). */
export function chosenCurrency(): string {
  return resolveStoredCurrency(readItem(STORAGE_KEYS.selectedCurrencyCode));
}

/**
 * Sends a shop event to the tags the configuration turns on, once the visitor consented. A page
 * whose code has the shop's event builders anyway may build the event itself; the others hand
 * `trackShop` a builder, so the builders load only with consent (src/platform/analytics-consent.ts).
 */
export function trackShopEvent(event: ShopEvent | null): void {
  // The consent machine starts the tags on "accepted" (a remembered one as the app starts) and stops them on "declined".
  trackShop(() => event);
}

/**
 * A shop event in the currency chosen now, built by `build` with the shop's event builders, which
 * load only while consent stands (nothing is built or loaded without it).
 */
export function trackShopEventOf(build: (events: ShopEvents, currency: string) => ShopEvent | null): void {
  if (!analyticsConsented()) return;
  const currency = chosenCurrency();
  trackShop((events) => build(events, currency));
}
