import { asc, desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Services } from '../../app-services';
import { blogPosts, newsArticles, productCategories, productPackages } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { languages } from '../../i18n/server-i18n';

/*
 * /robots.txt and /sitemap.xml for search engines. The sitemap lists the public pages of the app
 * (home, catalogue, content, the trust pages) and every package, category, news article and blog
 * post, each with its hreflang alternates (?lang=…, as page-head.ts writes them), at the address
 * people reach the site at (PUBLIC_ORIGIN). Account pages, sign-in and the developer tools are
 * kept out of the index.
 */

/** Pages of the app that are the same for everyone. */
const STATIC_PAGES = ['/', '/shop', '/promotions', '/news', '/blog', '/advisors', '/partners', '/careers', '/kid-quiz', '/contact', '/privacy', '/terms', '/cookies'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /account', 'Disallow: /sign-in', 'Disallow: /dev/', 'Disallow: /api/', 'Disallow: /portal/api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function sitemapXml(origin: string, entries: SitemapEntry[], offered: readonly string[] = languages): string {
  const urls = entries.map(({ path, lastModified }) => {
    const location = `${origin}${path}`;
    const alternates = offered.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${location}?lang=${language}`)}"/>`);
    return [
      '  <url>',
      `    <loc>${escapeXml(location)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`] : []),
      ...alternates,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(location)}"/>`,
      '  </url>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...urls, '</urlset>', ''].join('\n');
}

export async function sitemapEntries(services: Services): Promise<SitemapEntry[]> {
  const { db } = services.database;
  const [categories, packages, news, posts] = await Promise.all([
    db.select({ slug: productCategories.slug }).from(productCategories).orderBy(asc(productCategories.sortOrder)),
    db.select({ slug: productPackages.slug }).from(productPackages).orderBy(asc(productPackages.sortOrder), asc(productPackages.id)),
    db.select({ slug: newsArticles.slug, publishedAt: newsArticles.publishedAt }).from(newsArticles).orderBy(desc(newsArticles.publishedAt)),
    db.select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts).orderBy(desc(blogPosts.publishedAt)),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categories.map(({ slug }) => ({ path: `/categories/${slug}` })),
    ...packages.map(({ slug }) => ({ path: `/packages/${slug}` })),
    ...news.map(({ slug, publishedAt }) => ({ path: `/news/${slug}`, lastModified: publishedAt })),
    ...posts.map(({ slug, publishedAt }) => ({ path: `/blog/${slug}`, lastModified: publishedAt })),
  ];
}

export function mountSeo(app: Hono<AppEnv>, services: Services): void {
  const origin = services.config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const offered = services.config.CHINESE_TRANSLATION_ENABLED ? languages : languages.filter((language) => language !== 'zh');
  app.get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (c) =>
    c.body(sitemapXml(origin, await sitemapEntries(services), offered), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
}
