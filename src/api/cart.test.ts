import { describe, expect, it, vi } from 'vitest';
import { addCartItems, applyCartPromotionCode, createCart, removeCartItem, removeCartPromotionCode } from './cart';
import { createTransaction, retrieveOrder } from './checkout';
import { API_BASES } from './contract/endpoint';
import { useTestServer } from './http-test-server';
import { createMainApi } from './main-api';
import { wireOrder } from './order-fixture';

const api = useTestServer();

const client = () =>
  createMainApi(
    { getToken: () => null, getLanguage: () => 'vi', getClientId: () => 'client-1', onUnauthorized: vi.fn(), reportError: vi.fn() },
    { mainApiBase: `${api.server.url}${API_BASES.main}` },
  );

const CART_ID = '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21';
const ITEM_ID = '5d2c8e1a-7b3f-4a6d-9c0e-1f2a3b4c5d6e';
const money = (value: number) => ({ value, formatted: `${value}đ` });
const prices = (value: number) => ({ VND: money(value), USD: { value: value / 25000, formatted: '$0.00' } });
const wireCart = {
  id: CART_ID,
  object: 'cart',
  items: { data: [] },
  item_count: 0,
  subtotal: prices(0),
  promotion_code: null,
  discount: null,
  promotion_code_problem: null,
  total: 0,
  formatted_total: '0đ',
  total_amount_by_currencies: prices(0),
  suggestions: { data: [] },
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};
const base = `${API_BASES.main}/checkout`;

describe('cart calls', () => {
  it('creates a cart with its first packages, the suggestions, and the client id that lets sign-in move it to the account', async () => {
    api.server.handle(() => ({ status: 201, json: { data: wireCart } }));
    await expect(createCart(client(), ['g-intel'], 'vi')).resolves.toMatchObject({ id: CART_ID, itemCount: 0 });
    expect(api.sent()).toMatchObject({ method: 'POST', url: `${base}/carts?lang=vi&include=suggestions`, body: { product_slugs: ['g-intel'] } });
    expect(api.sent().headers['user-client-id']).toBe('client-1');
  });

  it('adds, removes, applies and takes off a code on the cart named in the path', async () => {
    api.server.handle(() => ({ json: { data: wireCart } }));
    await addCartItems(client(), CART_ID, ['consultation-session-30-min'], 'en');
    expect(api.sent(0)).toMatchObject({ method: 'POST', url: `${base}/carts/${CART_ID}/items?lang=en&include=suggestions`, body: { product_slugs: ['consultation-session-30-min'] } });
    await removeCartItem(client(), CART_ID, ITEM_ID, 'en');
    expect(api.sent(1)).toMatchObject({ method: 'DELETE', url: `${base}/carts/${CART_ID}/items/${ITEM_ID}?lang=en&include=suggestions` });
    await applyCartPromotionCode(client(), CART_ID, 'WELCOME10', 'th');
    expect(api.sent(2)).toMatchObject({ method: 'POST', url: `${base}/check-promotion-code?lang=th&include=suggestions`, body: { cart_id: CART_ID, promotion_code: 'WELCOME10' } });
    await removeCartPromotionCode(client(), CART_ID, 'zh');
    expect(api.sent(3)).toMatchObject({ method: 'DELETE', url: `${base}/carts/${CART_ID}/promotion-code?lang=zh&include=suggestions` });
  });
});

describe('checkout calls', () => {
  const order = wireOrder('pending');

  it('sends the transaction with its Idempotency-Key header', async () => {
    api.server.handle(() => ({ status: 201, json: { data: order } }));
    const body = {
      cartId: CART_ID,
      deliveryName: 'An',
      deliveryContactPhone: '+84901234567',
      deliveryCountryId: 'VN',
      deliveryProvinceId: '79',
      deliveryWardId: '26734',
      deliveryAddress: '12 Lê Lợi',
      paymentMethod: 'bank_transfer' as const,
    };
    await expect(createTransaction(client(), body, 'c0ffee00-1111-4222-8333-444455556666')).resolves.toMatchObject({ reference: 'GW-2026-000123' });
    expect(api.sent()).toMatchObject({ method: 'POST', url: `${base}/transactions`, body: { cart_id: CART_ID, delivery_ward_id: '26734', payment_method: 'bank_transfer' } });
    expect(api.sent().headers['idempotency-key']).toBe('c0ffee00-1111-4222-8333-444455556666');
  });

  it('reads an order with the secret in the Order-Secret header, never in the URL', async () => {
    const secret = 'u2Xn4Jd7sT9eLfA6gKpYiO_Eq3ZkV0y8mB1cH5rWbq0';
    api.server.handle(() => ({ json: { data: order } }));
    await retrieveOrder(client(), 'GW-2026-000123', secret, 'vi');
    expect(api.sent().url).toBe(`${base}/orders/GW-2026-000123?lang=vi`);
    expect(api.sent().headers['order-secret']).toBe(secret);
    await retrieveOrder(client(), 'GW-2026-000123', null, 'vi');
    expect(api.sent(1).headers['order-secret']).toBeUndefined();
  });
});
