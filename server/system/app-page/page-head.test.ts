import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { testClientDir } from '../../testing/client-build';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { siteTexts } from './app-page';
import { pageHeadOf } from './page-head';

const clientDir = () => testClientDir();

const ORIGIN = 'https://genewell.example';
const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string | undefined) => text?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe.each(databaseKinds)('the server-rendered head of shared pages on %s', (kind) => {
  const ctx = useTestContext(kind, { env: { CLIENT_DIR: clientDir(), PUBLIC_ORIGIN: ORIGIN } });

  it('gives a package page its name, summary, image and price, in the language of ?lang=', async () => {
    const seed = demoCatalogue.productPackages.find((item) => item.slug === 'g-intel');
    if (!seed) throw new Error('no g-intel');
    const html = await (await ctx.request('/packages/g-intel?lang=vi')).text();
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('vi');
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(`${seed.name.vi} | GeneWell`);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1])).toBe(seed.summary.vi);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${seed.thumbnails[0].src}`);
    expect(meta(html, 'og:image:width')).toBe(String(seed.thumbnails[0].width));
    expect(meta(html, 'product:price:amount')).toBe(String((seed.promotionalPrice ?? seed.price).VND));
    expect(meta(html, 'product:price:currency')).toBe('VND');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/packages/g-intel?lang=vi" />`);
    for (const language of ['en', 'vi', 'th', 'zh']) expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${ORIGIN}/packages/g-intel?lang=${language}" />`);
    expect(html).toContain(`hreflang="x-default" href="${ORIGIN}/packages/g-intel"`);
  });

  it('gives news and blog pages their title and image as articles, in the Accept-Language language', async () => {
    const [article] = demoCatalogue.newsArticles;
    const news = await (await ctx.request(`/news/${article.slug}`, { language: 'th' })).text();
    expect(decode(meta(news, 'og:title'))).toBe(`${article.title.th} | GeneWell`);
    expect(meta(news, 'og:type')).toBe('article');
    expect(meta(news, 'og:locale')).toBe('th_TH');
    expect(meta(news, 'og:image')).toBe(`${ORIGIN}${article.image.src}`);
    const [post] = demoCatalogue.blogPosts;
    const blog = await (await ctx.request(`/blog/${post.slug}?lang=zh`)).text();
    expect(decode(meta(blog, 'og:description'))).toBe(post.summary.zh);
    expect(meta(blog, 'article:published_time')).toBe(new Date(post.publishedAt).toISOString());
  });

  it('keeps the site head for other pages, with canonical and alternates', async () => {
    const response = await ctx.request('/kid-quiz', { language: 'en' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(html).toContain('<link rel="canonical"');
  });

  it('answers 404 for the page of a package, article, post or order that does not exist, with no canonical address (issue 22 §13)', async () => {
    const [article] = demoCatalogue.newsArticles;
    const [post] = demoCatalogue.blogPosts;
    for (const page of ['/packages/no-such-package', '/news/no-such-article', `/blog/${post.slug}-gone`, '/news/Bad%22%3E%3Cscript%3E', '/orders/GW-2026-0000000001', '/orders/%E0%A4%A', '/packages/g-intel/']) {
      const response = await ctx.request(page, { language: 'en' });
      const html = await response.text();
      if (page === '/packages/g-intel/') {
        // A trailing slash is the same page.
        expect(response.status, page).toBe(200);
        continue;
      }
      expect(response.status, page).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).not.toContain('<link rel="canonical"');
      expect(html).not.toContain('hreflang');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('<script>');
    }
    // Pages that exist still answer 200.
    for (const page of ['/packages/g-intel', `/news/${article.slug}`, `/blog/${post.slug}`, '/packages', '/news']) expect((await ctx.request(page)).status, page).toBe(200);
  });

  it('sends exactly one meta description on every page, the page’s own in the language asked', async () => {
    const descriptionsOf = (html: string) => [...html.matchAll(/<meta\b[^>]*\bname="description"[^>]*>/g)].map((match) => decode(/content="([^"]*)"/.exec(match[0])?.[1]));
    const seed = demoCatalogue.productPackages.find((item) => item.slug === 'g-care');
    const [post] = demoCatalogue.blogPosts;
    const [article] = demoCatalogue.newsArticles;
    if (!seed) throw new Error('no g-care');
    for (const language of ['en', 'vi', 'th', 'zh'] as const) {
      const site = siteTexts(language).description;
      const expected: Array<[string, string | null]> = [
        [`/packages/g-care?lang=${language}`, seed.summary[language]],
        [`/blog/${post.slug}?lang=${language}`, post.summary[language]],
        [`/news/${article.slug}?lang=${language}`, article.summary[language]],
        [`/kid-quiz?lang=${language}`, site],
        [`/packages/no-such-package?lang=${language}`, site],
        [`/?lang=${language}`, null],
      ];
      for (const [page, description] of expected) {
        const descriptions = descriptionsOf(await (await ctx.request(page)).text());
        expect(descriptions, page).toHaveLength(1);
        if (description) expect(descriptions, page).toEqual([description]);
      }
    }
  });

  it('preloads the home’s largest image, the home-hero banner shown now, and names it as the preview image', async () => {
    const now = new Date();
    const hero = demoCatalogue.promotionPositions
      .find((position) => position.name === 'home-hero')
      ?.banners.filter((banner) => new Date(banner.startsAt) <= now && now < new Date(banner.endsAt))
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0];
    const image = hero?.objects.find((object) => object.objectType === 'image')?.image;
    if (!image) throw new Error('no home-hero banner image runs now');
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    for (const page of ['/', '/?lang=th']) {
      const html = await (await ctx.request(page)).text();
      expect(preloads(html)).toEqual([`<link rel="preload" as="image" href="${image.src}" fetchpriority="high" />`]);
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}${image.src}`);
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([String(image.width), String(image.height)]);
    }
    expect(decode(meta(await (await ctx.request('/?lang=vi')).text(), 'og:image:alt'))).toBe(image.alt.vi);
    // A package page preloads its own first image (image-preload.test.ts); these pages have none.
    for (const page of ['/kid-quiz', '/blog']) expect(preloads(await (await ctx.request(page)).text()), page).toEqual([]);
    // No banner running: no preload, the site's head.
    expect(await pageHeadOf(ctx.services.database.db, '/', 'en', new Date('2099-01-01T00:00:00Z'))).toBeNull();
    expect((await pageHeadOf(ctx.services.database.db, '/', 'en', now))?.preload).toEqual(image);
  });

  it('serves robots.txt and a sitemap of every package, category, article and post with alternates', async () => {
    const robots = await ctx.request('/robots.txt');
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robotsText).toContain('Disallow: /account');
    const sitemap = await ctx.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        ...demoCatalogue.productPackages.map((item) => `${ORIGIN}/packages/${item.slug}`),
        ...demoCatalogue.productCategories.map((item) => `${ORIGIN}/categories/${item.slug}`),
        ...demoCatalogue.newsArticles.map((item) => `${ORIGIN}/news/${item.slug}`),
        ...demoCatalogue.blogPosts.map((item) => `${ORIGIN}/blog/${item.slug}`),
      ]),
    );
    expect(locations.some((location) => location.includes('/account'))).toBe(false);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="vi" href="${ORIGIN}/packages/g-intel?lang=vi"/>`);
  });
});
