import { describe, expect, it } from 'vitest';
import type { Cart } from '../api/contract/cart';
import type { Order } from '../api/contract/checkout';
import type { ProductPackage } from '../api/contract/catalogue';
import { ITEM_LISTS, addToCartEvent, beginCheckoutEvent, purchaseEvent, sendShopEvent, viewItemEvent, viewItemListEvent } from './shop-analytics';
import type { AnalyticsTargets } from './shop-analytics';

/** A local fake of the GA4 tag and the pixel: what arrived, in order. */
function fakeTags() {
  const arrived: Array<{ tag: string; name: string; params: Record<string, unknown> }> = [];
  const targets: AnalyticsTargets = {
    gtag: (_, name, params) => arrived.push({ tag: 'ga4', name, params }),
    fbq: (_, name, params) => arrived.push({ tag: 'pixel', name, params }),
  };
  return { arrived, targets };
}

const money = (vnd: number) => ({ VND: { value: vnd, formatted: `${vnd}đ` }, USD: { value: vnd / 25000, formatted: `$${(vnd / 25000).toFixed(2)}` } });
const line = (id: string, slug: string, vnd: number) => ({
  id,
  object: 'cart_item',
  cartItemIds: [id],
  parentIds: [],
  quantity: 1,
  prices: money(vnd),
  subtotal: money(vnd),
  package: { data: { id: 1, name: slug.toUpperCase(), slug, categories: [{ id: 1, name: 'Genetic tests', slug: 'genetic-tests' }], isAddOn: false, image: null } },
});
const cart = (lines: ReturnType<typeof line>[], code: string | null = null) =>
  ({ id: 'c', items: { data: lines }, promotionCode: code, totalAmountByCurrencies: money(lines.reduce((sum, item) => sum + item.prices.VND.value, 0)) }) as unknown as Cart;

describe('shop analytics', () => {
  const one = cart([line('i1', 'g-intel', 1_990_000)]);
  const two = cart([line('i1', 'g-intel', 1_990_000), line('i2', 'consultation-session-30-min', 500_000)], 'WELCOME10');

  it('sends nothing before consent, and to each tag only while its flag is on', () => {
    const { arrived, targets } = fakeTags();
    const event = beginCheckoutEvent(two, 'VND');
    expect(sendShopEvent(event, { analyticsEnabled: true, pixelEnabled: true, consented: () => false }, targets)).toEqual([]);
    expect(sendShopEvent(event, { analyticsEnabled: false, pixelEnabled: false, consented: () => true }, targets)).toEqual([]);
    expect(arrived).toEqual([]);
    expect(sendShopEvent(event, { analyticsEnabled: true, pixelEnabled: false, consented: () => true }, targets)).toEqual(['ga4']);
    expect(sendShopEvent(event, { analyticsEnabled: false, pixelEnabled: true, consented: () => true }, targets)).toEqual(['pixel']);
    expect(arrived.map(({ tag, name }) => `${tag}:${name}`)).toEqual(['ga4:begin_checkout', 'pixel:InitiateCheckout']);
  });

  it('begin_checkout carries the currency, the server’s total, the coupon and the items', () => {
    expect(beginCheckoutEvent(two, 'USD').params).toEqual({
      currency: 'USD',
      value: 99.6,
      coupon: 'WELCOME10',
      items: [
        { index: 0, item_id: 'g-intel', item_name: 'G-INTEL', item_category: 'Genetic tests', coupon: 'WELCOME10', discount: 0, price: 79.6, quantity: 1 },
        { index: 1, item_id: 'consultation-session-30-min', item_name: 'CONSULTATION-SESSION-30-MIN', item_category: 'Genetic tests', coupon: 'WELCOME10', discount: 0, price: 20, quantity: 1 },
      ],
    });
  });

  it('add_to_cart names only the lines the change added', () => {
    expect(addToCartEvent(one, two, 'VND')?.params).toMatchObject({ currency: 'VND', value: 500_000, items: [{ item_id: 'consultation-session-30-min', index: 1 }] });
    expect(addToCartEvent(two, two, 'VND')).toBeNull();
  });

  it('purchase adds the order reference, discount, shipping 0 and the payment type', () => {
    const order = {
      reference: 'GW-2026-000123',
      paymentMethod: 'bank_transfer',
      promotionCode: 'WELCOME10',
      discount: { amountByCurrencies: money(249_000) },
      totalAmountByCurrencies: money(2_241_000),
      items: { data: [{ id: 1, packageSlug: 'g-intel', name: 'G-Intel', parentId: null, quantity: 1, prices: money(1_990_000), subtotal: money(1_990_000) }] },
    } as unknown as Order;
    expect(purchaseEvent(order, 'VND').params).toMatchObject({ transaction_id: 'GW-2026-000123', currency: 'VND', value: 2_241_000, coupon: 'WELCOME10', discount: 249_000, shipping: 0, payment_type: 'bank_transfer', items: [{ index: 0, item_id: 'g-intel', price: 1_990_000 }] });
  });

  const pkg = (slug: string, vnd: number, promotionalVnd: number | null = null) =>
    ({
      id: 1,
      slug,
      name: slug.toUpperCase(),
      summary: '',
      image: null,
      priceByCurrencies: money(vnd),
      promotionalPriceByCurrencies: promotionalVnd === null ? null : money(promotionalVnd),
      isBestSeller: true,
      categories: [{ id: 1, name: 'Genetic tests', slug: 'genetic-tests' }],
    }) as unknown as ProductPackage;

  it('view_item: the package at its price now in the chosen currency, the discount from the usual price', () => {
    expect(viewItemEvent(pkg('g-intel', 1_990_000, 1_790_000), 'VND')).toEqual({
      name: 'view_item',
      params: {
        currency: 'VND',
        value: 1_790_000,
        items: [{ index: 0, item_id: 'g-intel', item_name: 'G-INTEL', item_category: 'Genetic tests', coupon: null, discount: 200_000, price: 1_790_000, quantity: 1 }],
      },
    });
    expect(viewItemEvent(pkg('g-care', 2_500_000), 'USD').params).toMatchObject({ currency: 'USD', value: 100, items: [{ item_id: 'g-care', price: 100, discount: 0 }] });
    // A package without a USD price is reported in VND, as the page shows it.
    const vndOnly = { ...pkg('g-pro', 3_000_000), priceByCurrencies: { VND: { value: 3_000_000, formatted: '3.000.000đ' } } } as unknown as ProductPackage;
    expect(viewItemEvent(vndOnly, 'USD').params).toMatchObject({ currency: 'VND', value: 3_000_000 });
  });

  it('view_item_list: the list’s id and name, its items in the order shown from index 0; nothing for an empty list', () => {
    const event = viewItemListEvent(ITEM_LISTS.category({ slug: 'kids', name: 'Kids' }), [pkg('g-intel-kid', 1_500_000), pkg('g-kid-care', 2_000_000, 1_800_000)], 'USD');
    expect(event).toEqual({
      name: 'view_item_list',
      params: {
        currency: 'USD',
        item_list_id: 'category_kids',
        item_list_name: 'Kids',
        items: [
          { index: 0, item_list_id: 'category_kids', item_list_name: 'Kids', item_id: 'g-intel-kid', item_name: 'G-INTEL-KID', item_category: 'Genetic tests', coupon: null, discount: 0, price: 60, quantity: 1 },
          { index: 1, item_list_id: 'category_kids', item_list_name: 'Kids', item_id: 'g-kid-care', item_name: 'G-KID-CARE', item_category: 'Genetic tests', coupon: null, discount: 8, price: 72, quantity: 1 },
        ],
      },
    });
    expect(viewItemListEvent(ITEM_LISTS.homeBestSellers, [pkg('g-intel', 1_990_000)], 'VND')?.params).toMatchObject({ item_list_id: 'home_best_sellers', item_list_name: 'Home best sellers' });
    expect(viewItemListEvent(ITEM_LISTS.searchResults, [], 'VND')).toBeNull();
  });

  it('the pixel gets a package view as ViewContent, and no list (it has no standard event for one)', () => {
    const { arrived, targets } = fakeTags();
    const gate = { analyticsEnabled: true, pixelEnabled: true, consented: () => true };
    expect(sendShopEvent(viewItemEvent(pkg('g-intel', 1_990_000), 'VND'), gate, targets)).toEqual(['ga4', 'pixel']);
    expect(sendShopEvent(viewItemListEvent(ITEM_LISTS.shop, [pkg('g-intel', 1_990_000)], 'VND'), gate, targets)).toEqual(['ga4']);
    expect(arrived.map(({ tag, name }) => `${tag}:${name}`)).toEqual(['ga4:view_item', 'pixel:ViewContent', 'ga4:view_item_list']);
    expect(arrived[1].params).toEqual({ currency: 'VND', value: 1_990_000, content_ids: ['g-intel'], content_type: 'product' });
  });
});
