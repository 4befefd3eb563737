// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { useTestServer as testServerForFile } from '../../api/http-test-server';
import type { ReceivedRequest, TestReply } from '../../api/http-test-server';
import { createTestRouter } from '../testing/test-router';
import { createShellHarness } from '../testing/test-harness';

/**
 * The catalogue and content pages on the real route tree, against a Main API on a test server:
 * what each page asks (its query, page, limit, language) and shows; a list's query in the URL
 * (a search, a filter, "load more"); prices in the chosen currency; the package's head (Product
 * JSON-LD); a slug the catalogue does not have.
 */

const server = testServerForFile();

const image = (src: string) => ({ src, width: 800, height: 600, alt: `Image ${src}` });
const money = (vnd: number, usd: number) => ({ VND: { value: vnd, formatted: `${vnd.toLocaleString('vi-VN')}đ` }, USD: { value: usd, formatted: `$${usd.toFixed(2)}` } });
const summary = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  summary: `${name} in one sentence.`,
  image: image(`/images/packages/${slug}.svg`),
  price_by_currencies: money(3_000_000, 120),
  promotional_price_by_currencies: null,
  is_best_seller: id === 1,
});
const PACKAGE = {
  ...summary(1, 'g-intel', 'G-Intel'),
  categories: [{ id: 1, slug: 'genetic-tests-adults', name: 'Genetic tests for adults' }],
  age_group: { id: 1, slug: 'adults', name: 'Adults' },
  demands: [],
  promotion_code: 'GINTEL10',
  best_selling_description_list: ['Nutrition read from your genes'],
  siblings: [{ id: 2, slug: 'g-care', name: 'G-Care' }],
  report_categories: [{ id: 'nutrition', name: 'Nutrition', reports: [{ id: 'folate', name: 'Folate metabolism', packages: null, genders: null }] }],
  duration_minutes: null,
  thumbnail_images: [image('/images/packages/g-intel.svg')],
  sections: [{ key: 'overview', title: 'Overview', body: 'First paragraph.\n\nSecond paragraph.' }],
  statistics: [{ value: '120+', label: 'Traits read' }],
  tested_traits: [{ name: 'Folate', category_id: 'nutrition' }],
  related_packages: [summary(3, 'g-health', 'G-Health')],
};
const doctor = { id: 1, slug: 'nguyen-thi-mai', name: 'TS. BS. Nguyễn Thị Mai', title: 'Geneticist', role: { id: 1, slug: 'doctor', name: 'Doctor' }, image: image('/images/advisors/mai.svg') };
const post = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: `Summary ${id}`,
  published_at: '2026-08-05T01:00:00.000Z',
  image: image(`/images/blog/${id}.svg`),
  reading_minutes: 5,
  category: { id: 1, slug: 'nutrition', name: 'Nutrition' },
  author: { name: doctor.name, advisor: doctor },
});
const page = <T,>(data: T[], query: URLSearchParams, total: number) => ({ data, meta: { page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 0), total } });

/** The demo Main API: 6 blog posts, one package, the blog's filters; anything else 404. */
function mainApi(request: ReceivedRequest): TestReply {
  const url = new URL(request.url, 'http://test');
  const query = url.searchParams;
  const path = url.pathname.replace('/main/api/v1', '');
  if (path === '/product-currencies') return { json: { data: [] } };
  if (path === '/product-packages/g-intel') return { json: { data: PACKAGE } };
  if (path === '/blog-categories') return { json: page([{ id: 1, slug: 'nutrition', name: 'Nutrition' }], query, 1) };
  if (path === '/advisors' && query.get('role') === 'doctor') return { json: page([{ ...doctor, bio: 'Reads your genes.' }], query, 1) };
  if (path === '/blog-posts') {
    const all = Array.from({ length: 6 }, (_, index) => post(index + 1));
    const found = query.get('search') ? all.slice(0, 1) : all;
    const limit = Number(query.get('limit'));
    const start = (Number(query.get('page') ?? 1) - 1) * limit;
    return { json: page(found.slice(start, start + limit), query, found.length) };
  }
  if (path === '/product-packages' && query.get('search')) return { json: page([PACKAGE], query, 1) };
  if (['/product-packages', '/news-articles', '/advisors', '/product-categories', '/testimonials', '/promotion-positions'].includes(path)) return { json: page([], query, 0) };
  return { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } };
}

const requestsTo = (path: string) =>
  server.server.received.map((request) => new URL(request.url, 'http://test')).filter((url) => url.pathname === `/main/api/v1${path}`).map((url) => Object.fromEntries(url.searchParams));

async function renderAt(path: string) {
  const harness = await createShellHarness({ chineseEnabled: true });
  await harness.i18n.loadNamespaces('catalogue');
  const router = await createTestRouter({ session: harness.actors.session, cart: harness.actors.cart }, path);
  render(<RouterProvider router={router} />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...harness, router };
}

beforeEach(() => {
  vi.stubGlobal('__GENEWELL_CONFIG__', { mainApiBase: `${server.server.url}/main/api/v1` });
  server.server.handle(mainApi);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the blog list', () => {
  it('reads the doctor from the URL, loads 4 posts at a time in English, and puts each page and search in the URL', async () => {
    const { router } = await renderAt('/blog?doctor=nguyen-thi-mai');
    await screen.findByText('Showing 4 of 6');
    expect(requestsTo('/blog-posts')).toEqual([{ lang: 'en', page: '1', limit: '4', doctor: 'nguyen-thi-mai' }]);
    expect([...document.querySelectorAll('.article-grid h2')].map((heading) => heading.textContent)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 6 of 6');
    expect(requestsTo('/blog-posts').at(-1)).toEqual({ lang: 'en', page: '2', limit: '4', doctor: 'nguyen-thi-mai' });
    expect(router.state.location.search).toEqual({ doctor: 'nguyen-thi-mai', page: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'folate{Enter}');
    await screen.findByText('Showing 1 of 1');
    expect(requestsTo('/blog-posts').at(-1)).toEqual({ lang: 'en', page: '1', limit: '4', doctor: 'nguyen-thi-mai', search: 'folate' });
    expect(router.state.location.search).toEqual({ doctor: 'nguyen-thi-mai', q: 'folate' });

    // Back: the URL's query (page 2 of the doctor's posts) is shown again, both pages asked at once.
    await act(() => router.history.back());
    await screen.findByText('Showing 6 of 6');
    expect(requestsTo('/blog-posts').at(-1)).toEqual({ lang: 'en', page: '1', limit: '8', doctor: 'nguyen-thi-mai' });
  });

  it('offers the doctors to filter by, and a choice is a new URL on page 1', async () => {
    const { router } = await renderAt('/blog');
    await screen.findByText('Showing 4 of 6');
    const select = screen.getByRole('combobox', { name: 'Written by' });
    await within(select).findByRole('option', { name: doctor.name });
    await userEvent.selectOptions(select, doctor.slug);
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ doctor: doctor.slug }));
    expect(requestsTo('/blog-posts').at(-1)).toEqual({ lang: 'en', page: '1', limit: '4', doctor: doctor.slug });
  });
});

describe('a list in another language', () => {
  it('asks again in the language chosen, keeping its query', async () => {
    const { i18n } = await renderAt('/blog?q=folate');
    await screen.findByText('Showing 1 of 1');
    await act(() => i18n.changeLanguage('vi'));
    await screen.findByText('Đang hiển thị 1/1');
    expect(requestsTo('/blog-posts').map((query) => [query.lang, query.search])).toEqual([
      ['en', 'folate'],
      ['vi', 'folate'],
    ]);
  });
});

describe('the search page', () => {
  it('searches packages, news, blog posts and advisors for the words of the URL, 4 of each, and shows what it found', async () => {
    await renderAt('/search?q=xet%20nghiem');
    await screen.findByText('Results: 2');
    const asked = { lang: 'en', search: 'xet nghiem', limit: '4' };
    for (const path of ['/product-packages', '/news-articles', '/blog-posts', '/advisors']) expect(requestsTo(path)).toEqual([asked]);
    expect(within(screen.getByRole('region', { name: 'Packages (1)' })).getByRole('link', { name: 'G-Intel' }).getAttribute('href')).toBe('/packages/g-intel');
    expect(within(screen.getByRole('region', { name: 'Blog posts (1)' })).getByRole('link', { name: 'Post 1' })).toBeTruthy();
  });
});

describe('the package page', () => {
  it('shows the package in the chosen currency with its sections, reports and related packages, and says it all as Product JSON-LD', async () => {
    const { actors } = await renderAt('/packages/g-intel');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('G-Intel');
    const price = () => document.querySelector('.package__buy [data-testid="package-price"]')?.textContent;
    expect(price()).toBe('3.000.000đ');
    expect(requestsTo('/product-packages/g-intel')).toEqual([{ lang: 'en', include: 'thumbnail_images,sections,statistics,tested_traits,related_packages' }]);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('Folate metabolism')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Related packages' })).getByRole('link', { name: 'G-Health' }).getAttribute('href')).toBe('/packages/g-health');
    expect(within(screen.getByRole('navigation', { name: 'Other tiers of this line' })).getByRole('link', { name: 'G-Care' })).toBeTruthy();
    const jsonLd = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { '@type': string; offers: { priceCurrency: string; price: string } };
    expect(jsonLd()).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'VND', price: '3000000' } });
    expect(document.title).toBe('G-Intel · GeneWell');

    act(() => actors.settings.send({ type: 'currency.select', currency: 'USD' }));
    expect(price()).toBe('$120.00');
    expect(jsonLd()).toMatchObject({ offers: { priceCurrency: 'USD', price: '120' } });
    expect(requestsTo('/product-packages/g-intel')).toHaveLength(1);
  });

  it('says a package the catalogue does not have is not found, with no retry', async () => {
    await renderAt('/packages/no-such-package');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not find this page');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
