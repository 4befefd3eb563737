import { analyticsAllowed } from '../../machines/consent/consent.selectors';
import { resolveStoredCurrency } from '../../machines/settings/currency-rules';
import { appAnalyticsTags } from '../../platform/analytics-tags';
import { getRuntimeConfig } from '../../platform/runtime-config';
import { STORAGE_KEYS, readItem } from '../../platform/storage';
import { consentActor } from '../legal/consent-effects';
import { sendShopEvent } from '../../platform/shop-analytics';
import type { ShopEvent } from '../../platform/shop-analytics';

/** The chosen currency (the settings keep it in localStorage `selectedCurrencyCode`). */
export function chosenCurrency(): string {
  return resolveStoredCurrency(readItem(STORAGE_KEYS.selectedCurrencyCode));
}

/** Sends a shop event to the tags the configuration turns on, once the visitor consented. */
export function trackShopEvent(event: ShopEvent | null): void {
  if (typeof window === 'undefined' || !event) return;
  // First the consent actor (built on first use: a remembered "accepted" starts the tags), then the tags.
  const consented = analyticsAllowed(consentActor().getSnapshot());
  const config = getRuntimeConfig();
  sendShopEvent(event, { analyticsEnabled: config.analyticsEnabled, pixelEnabled: config.pixelEnabled, consented: () => consented }, appAnalyticsTags().targets());
}
