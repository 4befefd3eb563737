import { resolveStoredCurrency } from '../../machines/settings/currency-rules';
import { appAnalyticsTags } from '../../platform/analytics-tags';
import { getRuntimeConfig } from '../../platform/runtime-config';
import { STORAGE_KEYS, readItem } from '../../platform/storage';
import { sendShopEvent } from '../../platform/shop-analytics';
import type { ShopEvent } from '../../platform/shop-analytics';

/** The chosen currency (the settings keep it in localStorage `selectedCurrencyCode`). */
export function chosenCurrency(): string {
  return resolveStoredCurrency(readItem(STORAGE_KEYS.selectedCurrencyCode));
}

/** Sends a shop event to the tags the configuration turns on, once the visitor consented. */
export function trackShopEvent(event: ShopEvent | null): void {
  if (typeof window === 'undefined' || !event) return;
  // The consent machine starts the tags on "accepted" (a remembered one as the app starts) and stops them on "declined".
  const tags = appAnalyticsTags();
  const config = getRuntimeConfig();
  sendShopEvent(event, { analyticsEnabled: config.analyticsEnabled, pixelEnabled: config.pixelEnabled, consented: tags.consented }, tags.targets());
}
