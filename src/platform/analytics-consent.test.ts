// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductPackage } from '../api/contract/catalogue';
import type * as Gate from './analytics-consent';

/**
 * The consent gate every page holds: the tags' and the shop events' code loads only once consent
 * stands, and starting, events and stopping reach the tags in the order they happened.
 */

const GA4_ID = 'G-TEST12345';
const PIXEL_ID = '123456789012345';

let gate: typeof Gate;

/** What gtag was told, as plain arrays. */
const gtagCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const scripts = () => document.querySelectorAll('script[data-analytics-tag]').length;

const money = (vnd: number) => ({ VND: { value: vnd, formatted: `${vnd}đ` }, USD: { value: vnd / 25000, formatted: `$${(vnd / 25000).toFixed(2)}` } });
const pkg = {
  id: 1,
  slug: 'g-intel',
  name: 'G-INTEL',
  summary: '',
  image: null,
  priceByCurrencies: money(1_990_000),
  promotionalPriceByCurrencies: null,
  isBestSeller: true,
  categories: [{ id: 1, name: 'Genetic tests', slug: 'genetic-tests' }],
} as unknown as ProductPackage;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('__GENEWELL_CONFIG__', {
    analyticsEnabled: true,
    ga4MeasurementId: GA4_ID,
    ga4ScriptUrl: 'https://tags.example/gtag/js',
    pixelEnabled: true,
    pixelId: PIXEL_ID,
    pixelScriptUrl: 'https://tags.example/fbevents.js',
  });
  gate = await import('./analytics-consent');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  for (const name of ['dataLayer', 'gtag', 'fbq', '_fbq', `ga-disable-${GA4_ID}`]) Reflect.deleteProperty(window, name);
});

describe('the analytics consent gate', () => {
  it('before consent: builds no event, loads no tag', async () => {
    const build = vi.fn(() => null);
    gate.trackShop(build);
    gate.stopAnalyticsTags();
    await gate.analyticsSettled();
    expect(gate.analyticsConsented()).toBe(false);
    expect(build).not.toHaveBeenCalled();
    expect(scripts()).toBe(0);
    expect(window.gtag).toBeUndefined();
  });

  it('after consent: the tags start, then each event in turn; after withdrawal the tags are told and nothing more is handed over', async () => {
    gate.startAnalyticsTags();
    expect(gate.analyticsConsented()).toBe(true);
    gate.trackShop((events) => events.viewItemListEvent(events.ITEM_LISTS.homeBestSellers, [pkg], 'VND'));
    gate.trackShop((events) => events.viewItemEvent(pkg, 'VND'));
    gate.stopAnalyticsTags();
    const afterStop = vi.fn(() => null);
    gate.trackShop(afterStop);
    await gate.analyticsSettled();

    expect(scripts()).toBe(2);
    expect(gtagCalls().map((call) => call.slice(0, 2))).toEqual([
      ['js', expect.any(Date)],
      ['config', GA4_ID],
      ['event', 'view_item_list'],
      ['event', 'view_item'],
      ['consent', 'update'],
    ]);
    expect(afterStop).not.toHaveBeenCalled();
    expect(gate.analyticsConsented()).toBe(false);
  });

  it('an event the builder finds nothing for is not handed over', async () => {
    gate.startAnalyticsTags();
    gate.trackShop((events) => events.viewItemListEvent(events.ITEM_LISTS.searchResults, [], 'VND'));
    await gate.analyticsSettled();
    expect(gtagCalls().map((call) => call[0])).toEqual(['js', 'config']);
  });
});
