// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Cart } from '../../api/contract/cart';
import { createSettingsMachine } from '../../machines/settings/settings.machine';
import { cartCountOf, cartPhaseOf } from '../../machines/cart/cart.selectors';
import { STORAGE_KEYS, checkStorage } from '../../platform/storage';
import { cartEffects, createCartActor } from './cart-effects';

/** The cart's id as the server sees it on the next page (the cookie). */
const cookieCartId = () => /(?:^|; )cartId=([^;]*)/.exec(document.cookie)?.[1];

const settingsIn = (language: 'en' | 'vi') => createActor(createSettingsMachine(), { input: { language, currency: null, chineseEnabled: false } });

const CART_ID = '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21';
const drawnCart = (id: string) => ({ id, object: 'cart', itemCount: 1, items: { data: [] } }) as unknown as Cart;

describe('the cart’s id, mirrored in a cookie for the server’s first screen of /cart and /checkout', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'cartId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    checkStorage();
  });
  afterEach(() => localStorage.clear());

  it('is written when the machine remembers a new cart, and removed when it forgets it', () => {
    const { actions } = cartEffects();
    actions.rememberCartId(undefined, { cartId: CART_ID });
    expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(CART_ID);
    expect(cookieCartId()).toBe(CART_ID);
    actions.forgetCartId();
    expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBeNull();
    expect(cookieCartId()).toBeUndefined();
  });

  it('is written at start for a cart kept before the cookie existed', () => {
    localStorage.setItem(STORAGE_KEYS.cartId, CART_ID);
    createCartActor(settingsIn('en'));
    expect(cookieCartId()).toBe(CART_ID);
  });

  it('follows storage at start: a cookie naming another cart, or a cart storage no longer has, is corrected', () => {
    document.cookie = 'cartId=11111111-2222-4333-8444-555555555555; path=/';
    localStorage.setItem(STORAGE_KEYS.cartId, CART_ID);
    createCartActor(settingsIn('en'));
    expect(cookieCartId()).toBe(CART_ID);
    localStorage.removeItem(STORAGE_KEYS.cartId);
    createCartActor(settingsIn('en'));
    expect(cookieCartId()).toBeUndefined();
  });

  it('starts from the cart the server drew when it is the stored one in the page’s language, else reads the stored cart', () => {
    localStorage.setItem(STORAGE_KEYS.cartId, CART_ID);
    const adopted = createCartActor(settingsIn('vi'), { cart: drawnCart(CART_ID), language: 'vi' });
    expect(cartPhaseOf(adopted.getSnapshot())).toBe('ready');
    expect(cartCountOf(adopted.getSnapshot())).toBe(1);
    const otherCart = createCartActor(settingsIn('vi'), { cart: drawnCart('11111111-2222-4333-8444-555555555555'), language: 'vi' });
    expect(cartPhaseOf(otherCart.getSnapshot())).toBe('loading');
    const otherLanguage = createCartActor(settingsIn('vi'), { cart: drawnCart(CART_ID), language: 'en' });
    expect(cartPhaseOf(otherLanguage.getSnapshot())).toBe('loading');
  });
});
