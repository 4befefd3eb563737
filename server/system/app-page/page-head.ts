import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { formatMoney } from '../../../src/domain/money';
import type { Db } from '../../db/client';
import { banners, blogPosts, newsArticles, orders, productPackages, promotionPositions } from '../../db/schema';
import { languages } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';
import { textIn } from '../../main-api/shared/localize';
import type { SeedImage } from '../../seed/catalogue/types';
import { escapeHtml, siteTexts } from './app-page';

/*
 * The head of a shared page, written by the server so that a link preview (Zalo, Facebook) and a
 * search engine see the page's own title, description, image and price without running the app:
 * /packages/{slug}, /news/{slug} and /blog/{slug}. The home keeps the site's title and description
 * and names its largest image, the home-hero banner's, to preload (and to show in a preview).
 * Other pages keep the site's head (app-page.ts).
 * Every page gets its canonical address and hreflang alternates (?lang=… picks the language).
 */

export interface PageHead {
  title: string;
  description: string;
  /** og:type: product, article or website. */
  type: 'product' | 'article' | 'website';
  image: SeedImage | null;
  /** A package's price in VND (the shop's currency), the promotional one when on promotion. */
  price: { amount: number; currency: 'VND'; formatted: string } | null;
  publishedAt: Date | null;
  /** An image the page shows at its top, asked for before the app runs (the home's hero banner, a package's first image). */
  preload?: SeedImage | null;
}

const PAGE = /^\/(packages|news|blog)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The first image of the home-hero banner shown at `now`: the latest started of those running. */
async function homeHeroImage(db: Db, now: Date): Promise<SeedImage | null> {
  const [banner] = await db
    .select({ objects: banners.objects })
    .from(banners)
    .innerJoin(promotionPositions, eq(promotionPositions.id, banners.positionId))
    .where(and(eq(promotionPositions.name, 'home-hero'), lte(banners.startsAt, now), gt(banners.endsAt, now)))
    .orderBy(desc(banners.startsAt), asc(banners.id))
    .limit(1);
  return banner?.objects.find((object) => object.objectType === 'image' && object.image)?.image ?? null;
}

/** The head of a catalogue or content page, or null for any other page (or an unknown slug). */
export async function pageHeadOf(db: Db, path: string, language: Language, now: Date = new Date()): Promise<PageHead | null> {
  if (path === '/' || path === '/index.html') {
    const image = await homeHeroImage(db, now);
    return image ? { ...siteTexts(language), type: 'website', image, price: null, publishedAt: null, preload: image } : null;
  }
  const match = PAGE.exec(path);
  if (!match) return null;
  const [, kind, slug] = match;
  if (kind === 'packages') {
    const [row] = await db.select().from(productPackages).where(eq(productPackages.slug, slug));
    if (!row) return null;
    const amount = (row.promotionalPrice ?? row.price).VND;
    return {
      title: `${textIn(row.name, language)} | GeneWell`,
      description: textIn(row.summary, language),
      type: 'product',
      image: row.thumbnails[0] ?? null,
      price: { amount, currency: 'VND', formatted: formatMoney(amount, 'VND') },
      publishedAt: null,
      // The package page's largest image, at its top: the first of its gallery.
      preload: row.thumbnails[0] ?? null,
    };
  }
  const table = kind === 'news' ? newsArticles : blogPosts;
  const [row] = await db.select({ title: table.title, summary: table.summary, image: table.image, publishedAt: table.publishedAt }).from(table).where(eq(table.slug, slug));
  if (!row) return null;
  return { title: `${textIn(row.title, language)} | GeneWell`, description: textIn(row.summary, language), type: 'article', image: row.image, price: null, publishedAt: row.publishedAt };
}


/** A page of one thing, by its slug or reference: /packages/{slug}, /news/{slug}, /blog/{slug}, /orders/{reference}. */
const THING_PAGE = /^\/(packages|news|blog|orders)\/([^/]+)\/?$/;

/** The statechart studio's pages (/machines…): a tool for the team, never for search indexes. */
export const isStudioPath = (path: string): boolean => /^\/machines(\/|$)/.test(path);

/**
 * Whether the path is the page of a package, article, post or order that does not exist (issue 22
 * §13): such a page answers 404 with no canonical address, not a 200 "soft 404" a search engine
 * would index. An order's page is told apart by its reference alone (references are random:
 * orders.service.ts), never by anything of the order.
 */
export async function isUnknownThingPage(db: Db, path: string): Promise<boolean> {
  const match = THING_PAGE.exec(path);
  if (!match) return false;
  const [, kind, key] = match;
  let id: string;
  try {
    id = decodeURIComponent(key);
  } catch {
    return true;
  }
  if (id.length > 200) return true;
  if (kind === 'orders') return (await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, id)).limit(1)).length === 0;
  const table = kind === 'packages' ? productPackages : kind === 'news' ? newsArticles : blogPosts;
  return (await db.select({ slug: table.slug }).from(table).where(eq(table.slug, id)).limit(1)).length === 0;
}

/** Open Graph locales of our languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', vi: 'vi_VN', th: 'th_TH', zh: 'zh_CN' };

/** An Open Graph (or product, article) property: `<meta property=… content=… />`, the content escaped. */
function metaProperty(property: string, content: string | number): string {
  return `<meta property="${property}" content="${escapeHtml(String(content))}" />`;
}

/** The tags a page adds to the head: canonical, hreflang alternates, Open Graph (and the page's own, when it has a head of its own). */
export function headTags(origin: string, path: string, language: Language, head: PageHead | null, site: { title: string; description: string }, offered: readonly Language[] = languages): string {
  const url = `${origin}${path}`;
  const at = (lang: Language) => `${url}?lang=${lang}`;
  const title = head?.title ?? site.title;
  const description = head?.description ?? site.description;
  const tags = [
    // The page's largest image, asked for with the page's own scripts instead of after them.
    ...(head?.preload ? [`<link rel="preload" as="image" href="${escapeHtml(head.preload.src)}" fetchpriority="high" />`] : []),
    `<link rel="canonical" href="${escapeHtml(at(language))}" />`,
    ...offered.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(at(lang))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
    metaProperty('og:site_name', 'GeneWell'),
    metaProperty('og:type', head?.type ?? 'website'),
    metaProperty('og:url', at(language)),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaProperty('og:locale', OG_LOCALES[language]),
  ];
  if (head?.image) {
    tags.push(
      metaProperty('og:image', `${origin}${head.image.src}`),
      metaProperty('og:image:width', head.image.width),
      metaProperty('og:image:height', head.image.height),
      metaProperty('og:image:alt', textIn(head.image.alt, language)),
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  if (head?.price) {
    const { amount, currency } = head.price;
    tags.push(
      metaProperty('product:price:amount', amount),
      metaProperty('product:price:currency', currency),
      metaProperty('og:price:amount', amount),
      metaProperty('og:price:currency', currency),
    );
  }
  if (head?.publishedAt) tags.push(metaProperty('article:published_time', head.publishedAt.toISOString()));
  return tags.join('\n    ');
}
