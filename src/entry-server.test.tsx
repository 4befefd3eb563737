import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer as testServerForFile } from './api/http-test-server';
import { wirePackage } from './api/catalogue-fixture';
import { DEMO_COMPANY } from './api/contract/company';
import { logFirstScreenFailure, renderFirstScreen } from './entry-server';
import { setApiFailureLog } from './api/failure-log';
import viCommon from './i18n/locales/vi/common.json';
import enCommon from './i18n/locales/en/common.json';
import enAuth from './i18n/locales/en/auth.json';
import thKidQuiz from './i18n/locales/th/kid-quiz.json';
import enCatalogue from './i18n/locales/en/catalogue.json';
import viBooking from './i18n/locales/vi/booking.json';
import viAuth from './i18n/locales/vi/auth.json';
import enShop from './i18n/locales/en/shop.json';
import viShop from './i18n/locales/vi/shop.json';
import thShop from './i18n/locales/th/shop.json';
import zhShop from './i18n/locales/zh/shop.json';
import enCommonTexts from './i18n/locales/en/catalogue.json';
import type { FirstScreenLog } from './api/contract/first-screen';

// renderFirstScreen gives the app the request's configuration as a process-wide global, as the
// server does for each screen it draws; the next file of this worker must not find it.
afterAll(() => {
  delete (globalThis as { __GENEWELL_CONFIG__?: unknown }).__GENEWELL_CONFIG__;
});

/*
 * The first screen the server draws (src/entry-server.tsx): what a visitor sees before the app's
 * JavaScript has run. The oracle is the page's own texts in the asked language (the locale files)
 * and what a first visit must show; the server starts nothing and stores nothing, and reads only
 * what a route's loader asks for (the home's content, a package), from the Main API.
 */

/** The Main API the first screens read from (a real HTTP server on this machine): every read fails unless a test answers it. */
const api = testServerForFile();
const config = () => ({ chineseTranslationEnabled: true, mainApiBase: `${api.server.url}/main/api/v1` });
const draw = (url: string, language: 'en' | 'vi' | 'th' | 'zh' = 'en', consent?: string, cartId?: string) => renderFirstScreen({ url, language, config: config(), consent, ...(cartId && { cartId }) });
const asked = () => api.server.received.map((request) => request.url);
/** The text of markup, entities decoded the way a browser shows them. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the first screen the server draws', () => {
  it('is the home in the visitor’s language: header, the page’s heading, footer and, on a first visit, the cookie notice', async () => {
    const screen = await draw('/', 'vi');
    if (!screen) throw new Error('no first screen for /');
    const text = textOf(screen.html);
    expect(text).toContain(viCommon.home.hero.title);
    expect(text).toContain(viCommon.nav.shop);
    expect(text).toContain(viCommon.consent.title);
    expect(screen.html).toMatch(/<header class="site-header"/);
    expect(screen.html).toMatch(/<footer class="site-footer"/);
    // Nothing in English on a Vietnamese page.
    expect(text).not.toContain(enCommon.home.hero.title);
    // The head has the page's title already: no second <title> in the body.
    expect(screen.html).not.toMatch(/<title>/);
    expect(screen.namespaces).toEqual(expect.arrayContaining(['common']));
  });

  it('leaves the cookie notice out for a visitor who has answered it, whichever the answer', async () => {
    for (const consent of ['accepted', 'declined']) {
      const screen = await draw('/', 'en', consent);
      expect(textOf(screen?.html ?? '')).not.toContain(enCommon.consent.title);
    }
    // An unknown value is no answer.
    expect(textOf((await draw('/', 'en', 'maybe'))?.html ?? '')).toContain(enCommon.consent.title);
  });

  it('shows every page as a first visit sees it: signed out, an empty cart', async () => {
    const screen = await draw('/kid-quiz', 'th');
    const text = textOf(screen?.html ?? '');
    expect(text).toContain(thKidQuiz.home.title);
    expect(screen?.html).toMatch(/<a class="site-nav__link site-nav__link--cta" href="\/sign-in">/);
    expect(screen?.html).toMatch(/<span class="cart-link__count" aria-hidden="true">0<\/span>/);
    expect(screen?.namespaces).toEqual(expect.arrayContaining(['common', 'kid-quiz']));
  });

  it('draws a package with its content, read from the Main API in the page’s language, and hands the answer on', async () => {
    api.server.handle((request) => (request.url.startsWith('/main/api/v1/product-packages/g-care?') ? { json: { data: wirePackage(2, 'g-care', 'G-Care Plus', false) } } : { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
    const screen = await draw('/packages/g-care', 'vi');
    expect(asked().map((url) => new URL(url, api.server.url)).map((url) => [url.pathname, url.searchParams.get('lang')])).toEqual([['/main/api/v1/product-packages/g-care', 'vi']]);
    expect(screen?.html).toMatch(/<h1[^>]*>G-Care Plus<\/h1>/);
    expect(textOf(screen?.html ?? '')).toContain('3.000.000');
    expect(Object.keys(screen?.data ?? {})).toEqual(['package:g-care:vi']);
    expect(screen?.data['package:g-care:vi']).toMatchObject({ slug: 'g-care', name: 'G-Care Plus', priceByCurrencies: { VND: { value: 3_000_000 } } });
  });

  it('draws two screens asked at once each with its own content', async () => {
    api.server.handle((request) => {
      const slug = new URL(request.url, api.server.url).pathname.split('/').pop() ?? '';
      return { json: { data: wirePackage(slug === 'g-care' ? 2 : 3, slug, slug === 'g-care' ? 'G-Care' : 'G-Pro', false) } };
    });
    const [care, pro] = await Promise.all([draw('/packages/g-care'), draw('/packages/g-pro')]);
    expect(care?.html).toMatch(/<h1[^>]*>G-Care<\/h1>/);
    expect(Object.keys(care?.data ?? {})).toEqual(['package:g-care:en']);
    expect(pro?.html).toMatch(/<h1[^>]*>G-Pro<\/h1>/);
    expect(Object.keys(pro?.data ?? {})).toEqual(['package:g-pro:en']);
  });

  it('asks again for each screen: a screen never shows what an earlier one read', async () => {
    let name = 'G-Care';
    api.server.handle(() => ({ json: { data: wirePackage(2, 'g-care', name, false) } }));
    await draw('/packages/g-care');
    name = 'G-Care (renamed)';
    expect((await draw('/packages/g-care'))?.html).toContain('G-Care (renamed)');
    expect(asked()).toHaveLength(2);
  });

  it('shows the loading state when the Main API cannot answer, and hands nothing on', async () => {
    api.server.handle(() => ({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }));
    const screen = await draw('/packages/g-intel');
    expect(textOf(screen?.html ?? '')).toContain(enCatalogue.loading);
    expect(screen?.data).toEqual({});
  });

  it('reads nothing for a page whose loader starts no read: lists, the cart, sign-in keep their first state', async () => {
    const news = await draw('/news?q=gene');
    expect(news?.html).toMatch(/aria-busy="true"/);
    await draw('/cart?code=KIDQUIZ10');
    await draw('/sign-in');
    await draw('/kid-quiz');
    expect(asked()).toEqual([]);
  });

  it('draws the sign-in form, with the texts the namespaces list names', async () => {
    const screen = await draw('/sign-in');
    expect(textOf(screen?.html ?? '')).toContain(enAuth.signIn.title);
    expect(screen?.namespaces).toContain('auth');
  });

  it('has no first screen for a signed-in page: the server sees a visitor signed out, who would be sent to sign-in', async () => {
    expect(await draw('/account')).toBeNull();
    expect(await draw('/account/orders')).toBeNull();
  });

  it('draws the booking wizard as it looks while the account loads: its name and introduction, the same for everyone, and no step yet', async () => {
    const screen = await draw('/consultation', 'vi');
    if (!screen) throw new Error('no first screen for /consultation');
    const text = textOf(screen.html);
    expect(text).toContain(viBooking.title);
    expect(text).toContain(viBooking.intro);
    expect(text).toContain(viAuth.guard.loading);
    // Nothing the server cannot know: no step, no report, no call to the Portal API.
    expect(text).not.toContain(viBooking.reports.title);
    expect(screen.html).not.toMatch(/<h1/);
    expect(asked().filter((url) => url.includes('/portal/'))).toEqual([]);
    expect(screen.namespaces).toEqual(expect.arrayContaining(['booking', 'auth']));
  });

  it('draws the not-found page for an address the app does not know', async () => {
    const screen = await draw('/no-such-page');
    expect(textOf(screen?.html ?? '')).toContain(enCommon.notFound.title);
  });

  it('shows the company details the deployment configured', async () => {
    const company = { ...DEMO_COMPANY, hotline: '1900 1234', email: 'care@genewell.vn' };
    const screen = await renderFirstScreen({ url: '/', language: 'en', config: { ...config(), company }, consent: 'accepted' });
    expect(textOf(screen?.html ?? '')).toContain('1900 1234');
    expect(textOf(screen?.html ?? '')).not.toContain(DEMO_COMPANY.hotline);
  });

  it('is whole on every public page: nothing left for a script to finish (the CSP allows no inline script)', async () => {
    const pages = ['/', '/shop', '/packages/g-intel', '/news', '/blog', '/advisors', '/partners', '/careers', '/promotions', '/search?q=gen', '/kid-quiz', '/sign-in', '/cart', '/checkout', '/privacy', '/terms', '/cookies', '/contact', '/payment-security', '/bank-transfer', '/complaints', '/complaint-process', '/diet-quiz'];
    for (const url of pages) {
      const screen = await draw(url, 'vi');
      expect(screen, url).not.toBeNull();
      expect(screen?.html, url).not.toMatch(/<script(?![^>]*type="application\/ld\+json")|<template|<!--\$[?!]-->/);
    }
  });

  it('carries no style attribute (the CSP allows stylesheets from the site only): a banner takes its styles when the app runs', async () => {
    api.server.handle((request) => {
      const path = new URL(request.url, api.server.url).pathname;
      if (path === '/main/api/v1/promotion-positions') return { json: { data: [{ id: 1, name: 'home-hero', description: 'Banner', current_banner: { id: 1, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2099-12-31T00:00:00.000Z', style: { backgroundColor: '#ccfbf1' }, viewport_settings: [{ breakpoint: 0, style: { minHeight: '480px' } }], objects: [{ object_type: 'text', name: 'headline', image: null, text: 'Hiểu gen để chăm sóc cả gia đình', href: null }] } }], meta: { page: 1, limit: 1, total: 1 } } };
      return { json: { data: [], meta: { page: 1, limit: 4, total: 0 } } };
    });
    const screen = await draw('/', 'vi');
    expect(textOf(screen?.html ?? '')).toContain('Hiểu gen để chăm sóc cả gia đình');
    expect(screen?.html).toMatch(/class="promo-banner"/);
    expect(screen?.html).not.toMatch(/ style=/);
  });

  describe('the cart’s pages, with the cart the visitor’s cookie names (server/app.ts gives its id on /cart and /checkout alone)', () => {
    const CART_ID = '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21';
    const SHOP = { en: enShop, vi: viShop, th: thShop, zh: zhShop } as const;
    const prices = (vnd: number, formatted: string) => ({ VND: { value: vnd, formatted }, USD: { value: vnd / 25000, formatted: `$${(vnd / 25000).toFixed(2)}` } });
    /** The Main API's cart (wire form): one package, its name in the asked language, and one suggestion. */
    const wireCart = (lang: string) => ({
      id: CART_ID,
      object: 'cart',
      items: {
        data: [
          {
            id: '755cae80-4b22-4733-b905-4aef9d555e9a', object: 'cart_item', cart_item_ids: ['755cae80-4b22-4733-b905-4aef9d555e9a'], parent_ids: [], quantity: 1,
            prices: prices(3_000_000, '3.000.000đ'), subtotal: prices(3_000_000, '3.000.000đ'),
            package: { data: { id: 1, name: `G-Intel (${lang})`, slug: 'g-intel', categories: [], is_add_on: false, image: null } },
            promotion_code_applies: null,
          },
        ],
      },
      item_count: 1,
      subtotal: prices(3_000_000, '3.000.000đ'),
      promotion_code: null,
      discount: null,
      promotion_code_problem: null,
      total: 2_750_000,
      formatted_total: '2.750.000đ',
      total_amount_by_currencies: prices(2_750_000, '2.750.000đ'),
      suggestions: { data: [{ id: 4, slug: 'g-intel-kid', name: `G-Intel Kid (${lang})`, summary: '', image: null, price_by_currencies: prices(3_500_000, '3.500.000đ'), promotional_price_by_currencies: null, is_best_seller: false }] },
      created_at: '2026-11-29T02:07:09.103Z',
      updated_at: '2026-11-29T02:07:09.123Z',
    });
    const cartAnswers = () =>
      api.server.handle((request) => {
        const url = new URL(request.url, api.server.url);
        return url.pathname === `/main/api/v1/checkout/carts/${CART_ID}` ? { json: { data: wireCart(url.searchParams.get('lang') ?? '?') } } : { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } };
      });

    it('draws the cart’s lines, its total (the Main API’s, not a sum made here) and what goes with it, in each language, and hands the cart on', async () => {
      cartAnswers();
      for (const language of ['en', 'vi', 'th', 'zh'] as const) {
        const screen = await draw('/cart', language, 'accepted', CART_ID);
        const text = textOf(screen?.html ?? '');
        expect(text).toContain(SHOP[language].cart.title);
        expect(text).toContain(`G-Intel (${language})`);
        expect(text).toContain(`G-Intel Kid (${language})`);
        expect(text).toContain(SHOP[language].cart.checkout);
        expect(screen?.html).toMatch(/<dd data-testid="cart-total">2\.750\.000đ<\/dd>/);
        expect(text).not.toContain(SHOP[language].cart.empty);
        // The header counts it too.
        expect(screen?.html).toMatch(/<span class="cart-link__count" aria-hidden="true">1<\/span>/);
        expect(screen?.data.cart).toMatchObject({ language, cart: { id: CART_ID, itemCount: 1, formattedTotal: '2.750.000đ' } });
      }
      // Read as the browser reads it: the cart by its id, in the page's language, with its suggestions.
      expect(asked().map((url) => new URL(url, api.server.url)).map((url) => [url.pathname, url.searchParams.get('lang'), url.searchParams.get('include')])).toEqual(
        ['en', 'vi', 'th', 'zh'].map((lang) => [`/main/api/v1/checkout/carts/${CART_ID}`, lang, 'suggestions']),
      );
    });

    it('draws the checkout with the cart’s lines and total above the delivery form', async () => {
      cartAnswers();
      const screen = await draw('/checkout', 'vi', 'accepted', CART_ID);
      const text = textOf(screen?.html ?? '');
      expect(text).toContain(viShop.checkout.title);
      expect(text).toContain(viShop.checkout.summary);
      expect(text).toContain('G-Intel (vi)');
      expect(screen?.html).toMatch(/<dd data-testid="cart-total">2\.750\.000đ<\/dd>/);
      expect(text).toContain(viShop.checkout.delivery);
      expect(text).not.toContain(viShop.cart.empty);
      expect(screen?.data.cart).toMatchObject({ language: 'vi', cart: { id: CART_ID } });
    });

    it('draws a cart the Main API does not answer (gone, checked out, an account’s, a forged id) as loading, as the app will show it, hands nothing on and logs nothing', async () => {
      api.server.handle(() => ({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
      // The server's failure log (the unit tests' setup silences the API client's).
      setApiFailureLog(logFirstScreenFailure);
      const warnings: string[] = [];
      const log: FirstScreenLog = { warn: (_fields, message) => warnings.push(message) };
      for (const path of ['/cart', '/checkout']) {
        const screen = await renderFirstScreen({ url: path, language: 'en', config: config(), consent: 'accepted', cartId: CART_ID }, log);
        const text = textOf(screen?.html ?? '');
        expect(text).toContain(enCommonTexts.loading);
        expect(text).not.toContain(enShop.cart.empty);
        expect(screen?.html).toMatch(/<span class="cart-link__count" aria-hidden="true">0<\/span>/);
        expect(screen?.data).toEqual({});
      }
      expect(warnings).toEqual([]);
    });

    it('logs a cart read that fails otherwise without the cart’s id, and draws the cart loading', async () => {
      api.server.handle(() => ({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }));
      setApiFailureLog(logFirstScreenFailure);
      const warnings: Array<Record<string, unknown>> = [];
      const screen = await renderFirstScreen({ url: '/cart', language: 'en', config: config(), consent: 'accepted', cartId: CART_ID }, { warn: (fields) => warnings.push(fields) });
      expect(textOf(screen?.html ?? '')).toContain(enCommonTexts.loading);
      expect(screen?.data).toEqual({});
      expect(warnings.length).toBeGreaterThan(0);
      expect(JSON.stringify(warnings)).not.toContain(CART_ID);
    });
  });
});
