// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { useTestServer as testServerForFile } from '../../api/http-test-server';
import type { ReceivedRequest, TestReply } from '../../api/http-test-server';
import { createTestRouter } from '../testing/test-router';
import { wireImage as image, wirePackage as pkg } from '../../api/catalogue-fixture';
import { createShellHarness } from '../testing/test-harness';
import vi_catalogue from '../../i18n/locales/vi/catalogue.json';
import vi_common from '../../i18n/locales/vi/common.json';
import en_common from '../../i18n/locales/en/common.json';
import vi_legal from '../../i18n/locales/vi/legal.json';

/**
 * The catalogue home and the head every page leaves: the home asks the Main API for the best
 * sellers (best_selling=true) and shows the home-hero banner with its breakpoint styles as custom
 * properties; across pages (home, a package, a page without a head of its own, a language
 * change) the document keeps exactly ONE meta description, one canonical link and one alternate
 * per language, the very elements the server sent, in the page's language.
 */

const server = testServerForFile();

const BANNER = {
  id: 1,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-12-31T00:00:00.000Z',
  style: { backgroundColor: '#ccfbf1', color: '#134e4a', backgroundImage: 'url(https://evil.example/x.png)' },
  viewport_settings: [
    { breakpoint: 0, style: { padding: '24px 16px', minHeight: '480px', textAlign: 'center' } },
    { breakpoint: 768, style: { padding: '40px 32px', textAlign: 'left' } },
  ],
  objects: [
    { object_type: 'image', name: 'illustration', image: image('/images/banners/home-hero.svg', 1440, 560), text: null, href: null },
    { object_type: 'text', name: 'headline', image: null, text: 'Hiểu gen để chăm sóc cả gia đình', href: null },
  ],
};
const page = <T,>(data: T[], query: URLSearchParams) => ({ data, meta: { page: 1, limit: Number(query.get('limit') ?? 0), total: data.length } });

function mainApi(request: ReceivedRequest): TestReply {
  const url = new URL(request.url, 'http://test');
  const query = url.searchParams;
  const path = url.pathname.replace('/main/api/v1', '');
  if (path === '/product-currencies') return { json: { data: [] } };
  if (path === '/promotion-positions') return { json: page([{ id: 1, name: 'home-hero', description: 'Banner', current_banner: BANNER }], query) };
  if (path === '/product-packages/g-intel') return { json: { data: pkg(1, 'g-intel', 'G-Intel', true) } };
  // The API filters; this fake answers what it is asked for, so a home that filtered itself would show both.
  if (path === '/product-packages') {
    const all = [pkg(1, 'g-intel', 'G-Intel', true), pkg(2, 'g-care', 'G-Care', false)];
    return { json: page(query.get('best_selling') === 'true' ? all.filter((item) => item.is_best_seller) : all, query) };
  }
  if (['/news-articles', '/product-categories', '/testimonials'].includes(path)) return { json: page([], query) };
  return { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } };
}

const requestsTo = (path: string) =>
  server.server.received.map((request) => new URL(request.url, 'http://test')).filter((url) => url.pathname === `/main/api/v1${path}`).map((url) => Object.fromEntries(url.searchParams));

const head = () => ({
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')).sort(),
  ogDescription: [...document.head.querySelectorAll('meta[property="og:description"]')].map((meta) => meta.getAttribute('content')),
});

/** The head as the server sends the home page (server/system/app-page): index.html's description, localised. */
const SERVER_HEAD = `
  <meta name="description" content="${vi_common.app.description}" />
  <link rel="canonical" href="${window.location.origin}/?lang=vi" />
  ${['en', 'vi', 'th', 'zh', 'x-default'].map((code) => `<link rel="alternate" hreflang="${code}" href="${window.location.origin}/" />`).join('\n')}
  <meta property="og:description" content="${vi_common.app.description}" />
`;

beforeEach(() => {
  vi.stubGlobal('__GENEWELL_CONFIG__', { mainApiBase: `${server.server.url}/main/api/v1` });
  server.server.handle(mainApi);
  document.head.innerHTML = SERVER_HEAD;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the catalogue home and the head of every page', () => {
  it('asks for the best sellers, shows the banner’s breakpoint styles, and keeps one description per page in its language', async () => {
    const serverDescription = document.head.querySelector('meta[name="description"]');
    const harness = await createShellHarness({ chineseEnabled: true, language: 'vi' });
    await harness.i18n.loadNamespaces('catalogue');
    const router = await createTestRouter({ session: harness.actors.session, cart: harness.actors.cart }, '/');
    render(<RouterProvider router={router} />, { wrapper: harness.wrapper });

    // The home: the best sellers as the API filtered them.
    await screen.findByRole('heading', { name: vi_catalogue.home.bestSellers }, { timeout: 10_000 });
    // (The route's loader may also start the reads in the document's language before the page knows its own.)
    expect(requestsTo('/product-packages')).toContainEqual({ lang: 'vi', limit: '0', best_selling: 'true' });
    expect(requestsTo('/product-packages').every((query) => query.best_selling === 'true')).toBe(true);
    expect([...document.querySelectorAll('.package-grid h3')].map((heading) => heading.textContent)).toEqual(['G-Intel']);
    expect(head()).toEqual({
      descriptions: [vi_catalogue.home.description],
      canonical: [`${window.location.origin}/?lang=vi`],
      alternates: ['en', 'th', 'vi', 'x-default', 'zh'],
      ogDescription: [vi_catalogue.home.description],
    });
    expect(document.head.querySelector('meta[name="description"]')).toBe(serverDescription);

    // The banner: its style as custom properties per tier, the hostile background image dropped.
    const banner = document.querySelector<HTMLElement>('.promo-banner');
    expect(banner?.style.getPropertyValue('--banner-padding-sm')).toBe('24px 16px');
    expect(banner?.style.getPropertyValue('--banner-padding-md')).toBe('40px 32px');
    expect(banner?.style.getPropertyValue('--banner-min-height-md')).toBe('480px');
    expect(banner?.style.getPropertyValue('--banner-background-color-lg')).toBe('#ccfbf1');
    expect(banner?.getAttribute('style')).not.toContain('url(');
    expect(banner?.style.backgroundImage).toBe('');

    // A package: its own description, still one.
    await act(() => router.navigate({ to: '/packages/$slug', params: { slug: 'g-intel' } }));
    await screen.findByRole('heading', { level: 1, name: /G-Intel/ }, { timeout: 10_000 });
    expect(head()).toMatchObject({ descriptions: ['G-Intel: một câu giới thiệu.'], canonical: [`${window.location.origin}/packages/g-intel?lang=vi`], ogDescription: ['G-Intel: một câu giới thiệu.'] });
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
    // Named and priced as the server names it in a link preview.
    const property = (name: string) => [...document.head.querySelectorAll(`meta[property="${name}"]`)].map((meta) => meta.getAttribute('content'));
    expect([property('og:title'), property('product:price:amount'), property('product:price:currency')]).toEqual([['G-Intel | GeneWell'], ['3000000'], ['VND']]);

    // A page without a head of its own: the site's description again, at the page's address, no package image.
    await act(() => router.navigate({ to: '/cookies' }));
    await screen.findByRole('heading', { level: 1, name: vi_legal.cookies.title }, { timeout: 10_000 });
    expect(head()).toEqual({
      descriptions: [vi_common.app.description],
      canonical: [`${window.location.origin}/cookies?lang=vi`],
      alternates: ['en', 'th', 'vi', 'x-default', 'zh'],
      ogDescription: [vi_common.app.description],
    });
    expect(document.head.querySelectorAll('meta[property="og:image"], meta[property^="product:"]')).toHaveLength(0);
    expect(property('og:title')).toEqual([`GeneWell — ${vi_common.app.tagline}`]);

    // The language changes: the same one description, in English.
    await act(async () => {
      harness.actors.settings.send({ type: 'language.select', language: 'en' });
      await harness.i18n.changeLanguage('en');
    });
    expect(head()).toMatchObject({ descriptions: [en_common.app.description], canonical: [`${window.location.origin}/cookies?lang=en`] });
    expect(document.head.querySelector('meta[name="description"]')).toBe(serverDescription);
  }, 30_000);
});
