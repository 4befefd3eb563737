import { describe, expect, it } from 'vitest';
import { packageIncludes } from '../../../src/api/contract/catalogue';
import { normalizeSearchText } from '../../../src/domain/search';
import { demoCatalogue } from '../../seed/catalogue';
import type { SeedProductPackage } from '../../seed/catalogue/types';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, LANGUAGES, expectRefused, getMain, listOf, oneOf } from '../testing/public-read';

interface WirePackage {
  id: number;
  slug: string;
  name: string;
  summary: string;
  categories: Array<{ id: number; slug: string }>;
  age_group: { id: number; slug: string };
  demands: Array<{ id: number; slug: string }>;
  siblings: Array<{ slug: string; name: string }>;
  price_by_currencies: Record<string, { value: number; formatted: string }>;
  promotional_price_by_currencies: Record<string, { value: number; formatted: string }> | null;
  report_categories: Array<{ id: string; reports: Array<{ id: string; packages: string[] | null; genders: string[] | null }> }>;
  [include: string]: unknown;
}

const packages = demoCatalogue.productPackages;
/** The display order: sort order, then the order of the data (ids follow it). */
const displayOrder = [...packages].map((item, index) => ({ item, index })).sort((a, b) => a.item.sortOrder - b.item.sortOrder || a.index - b.index).map(({ item }) => item.slug);
const bySlug = (slug: string): SeedProductPackage => {
  const found = packages.find((item) => item.slug === slug);
  if (!found) throw new Error(`no package ${slug}`);
  return found;
};
const PACKAGES = '/product-packages';
const slugsOf = (list: WirePackage[]) => list.map((item) => item.slug);

describe.each(databaseKinds)('product packages on %s', (kind) => {
  const ctx = useTestContext(kind);
  const idsBy = async (path: string) => new Map((await listOf<{ id: number; slug: string }>(ctx, `${path}?limit=0`)).data.map((row) => [row.slug, row.id]));

  describe('GET /product-packages', () => {
    it('lists every package by default (limit 0), in display order, with meta', async () => {
      const { data, meta } = await listOf<WirePackage>(ctx, PACKAGES);
      expect(slugsOf(data)).toEqual(displayOrder);
      expect(meta).toEqual({ page: 1, limit: 0, total: packages.length });
    });

    it('pages: limit and page cut the same order; a page past the end is empty with the total', async () => {
      const second = await listOf<WirePackage>(ctx, `${PACKAGES}?limit=3&page=2`);
      expect(slugsOf(second.data)).toEqual(displayOrder.slice(3, 6));
      expect(second.meta).toEqual({ page: 2, limit: 3, total: packages.length });
      const past = await listOf<WirePackage>(ctx, `${PACKAGES}?limit=100&page=9`);
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(packages.length);
      expect((await listOf(ctx, `${PACKAGES}?limit=0&page=2`)).data).toEqual([]);
    });

    it('expands nothing unless include names it, and each value it names', async () => {
      const [plain] = (await listOf<WirePackage>(ctx, `${PACKAGES}?limit=1`)).data;
      for (const include of packageIncludes) expect(plain).not.toHaveProperty(include);
      for (const include of packageIncludes) {
        const [item] = (await listOf<WirePackage>(ctx, `${PACKAGES}?limit=1&include=${include}`)).data;
        expect(item).toHaveProperty(include);
        for (const other of packageIncludes.filter((name) => name !== include)) expect(item).not.toHaveProperty(other);
      }
      const all = (await listOf<WirePackage>(ctx, `${PACKAGES}?include=${packageIncludes.join(',')}`)).data;
      for (const item of all) {
        const seed = bySlug(item.slug);
        expect((item.thumbnail_images as unknown[]).length).toBe(seed.thumbnails.length);
        expect((item.sections as Array<{ key: string }>).map((section) => section.key)).toEqual(seed.sections.map((section) => section.key));
        expect((item.statistics as Array<{ value: string }>).map((statistic) => statistic.value)).toEqual(seed.statistics.map((statistic) => statistic.value));
        expect((item.tested_traits as unknown[]).length).toBe(seed.testedTraits.length);
        expect((item.related_packages as WirePackage[]).map((related) => related.slug)).toEqual(seed.relatedSlugs);
      }
    });

    it('filters by age group, demand and category ids (any of the ids given), and by all three together', async () => {
      const ageGroupIds = await idsBy('/age-groups');
      const demandIds = await idsBy('/demands');
      const categoryIds = await idsBy('/product-categories');
      for (const [slug, id] of ageGroupIds) {
        const { data } = await listOf<WirePackage>(ctx, `${PACKAGES}?age_group_ids=${id}`);
        expect(slugsOf(data)).toEqual(displayOrder.filter((item) => bySlug(item).ageGroup === slug));
      }
      for (const [slug, id] of demandIds) {
        const { data } = await listOf<WirePackage>(ctx, `${PACKAGES}?demand_ids=${id}`);
        expect(slugsOf(data)).toEqual(displayOrder.filter((item) => bySlug(item).demandSlugs.includes(slug)));
      }
      const demandSlugs = [...demandIds.keys()].slice(0, 2);
      const two = await listOf<WirePackage>(ctx, `${PACKAGES}?demand_ids=${demandSlugs.map((slug) => demandIds.get(slug)).join(',')}`);
      expect(slugsOf(two.data)).toEqual(displayOrder.filter((item) => bySlug(item).demandSlugs.some((slug) => demandSlugs.includes(slug))));
      for (const [slug, id] of categoryIds) {
        const { data, meta } = await listOf<WirePackage>(ctx, `${PACKAGES}?category_ids=${id}`);
        expect(slugsOf(data)).toEqual(displayOrder.filter((item) => bySlug(item).categorySlug === slug));
        expect(meta.total).toBe(data.length);
      }
      const adults = ageGroupIds.get('adults');
      const adultTests = categoryIds.get('genetic-tests-adults');
      const both = await listOf<WirePackage>(ctx, `${PACKAGES}?age_group_ids=${adults}&category_ids=${adultTests}`);
      expect(slugsOf(both.data)).toEqual(displayOrder.filter((item) => bySlug(item).ageGroup === 'adults' && bySlug(item).categorySlug === 'genetic-tests-adults'));
      expect(slugsOf(both.data)).toContain('g-intel');
      expect((await listOf(ctx, `${PACKAGES}?category_ids=999999`)).data).toEqual([]);
    });

    it('filters the best sellers (best_selling=true), the others (false), with paging, other filters and the language', async () => {
      const bestSellers = displayOrder.filter((slug) => bySlug(slug).isBestSeller);
      const others = displayOrder.filter((slug) => !bySlug(slug).isBestSeller);
      expect(bestSellers.length).toBeGreaterThan(1);
      expect(others.length).toBeGreaterThan(0);
      const best = await listOf<WirePackage & { is_best_seller: boolean }>(ctx, `${PACKAGES}?best_selling=true`, 'vi');
      expect(slugsOf(best.data)).toEqual(bestSellers);
      expect(best.data.map((item) => item.name)).toEqual(bestSellers.map((slug) => bySlug(slug).name.vi));
      expect(best.data.every((item) => item.is_best_seller)).toBe(true);
      expect(best.meta).toEqual({ page: 1, limit: 0, total: bestSellers.length });
      expect(slugsOf((await listOf<WirePackage>(ctx, `${PACKAGES}?best_selling=false`)).data)).toEqual(others);
      const firstPage = await listOf<WirePackage>(ctx, `${PACKAGES}?best_selling=true&limit=1`);
      expect([slugsOf(firstPage.data), firstPage.meta.total]).toEqual([bestSellers.slice(0, 1), bestSellers.length]);
      const categoryIds = await idsBy('/product-categories');
      const firstCategory = categoryIds.get(bySlug(bestSellers[0]).categorySlug);
      expect(slugsOf((await listOf<WirePackage>(ctx, `${PACKAGES}?best_selling=true&category_ids=${firstCategory}`)).data)).toEqual(
        bestSellers.filter((slug) => bySlug(slug).categorySlug === bySlug(bestSellers[0]).categorySlug),
      );
    });

    it('caches the best sellers apart from the whole list: each query its own answer and ETag', async () => {
      const all = await getMain<{ data: WirePackage[] }>(ctx, PACKAGES, 'en');
      const best = await getMain<{ data: WirePackage[] }>(ctx, `${PACKAGES}?best_selling=true`, 'en');
      const bestAgain = await getMain<{ data: WirePackage[] }>(ctx, `${PACKAGES}?best_selling=true`, 'en');
      expect(slugsOf(all.body.data)).toEqual(displayOrder);
      expect(slugsOf(bestAgain.body.data)).toEqual(displayOrder.filter((slug) => bySlug(slug).isBestSeller));
      expect(best.headers.get('etag')).toBe(bestAgain.headers.get('etag'));
      expect(best.headers.get('etag')).not.toBe(all.headers.get('etag'));
      const vi = await getMain<{ data: WirePackage[] }>(ctx, `${PACKAGES}?best_selling=true`, 'vi');
      expect(vi.body.data.map((item) => item.name)).not.toEqual(best.body.data.map((item) => item.name));
    });

    it('finds packages by words in vi with or without diacritics ("xet nghiem gen" finds "Xét nghiệm gen")', async () => {
      const geneTests = displayOrder.filter((slug) => `${bySlug(slug).name.vi} ${bySlug(slug).summary.vi}`.includes('Xét nghiệm gen'));
      expect(geneTests.length).toBeGreaterThanOrEqual(7);
      const plain = await listOf<WirePackage>(ctx, `${PACKAGES}?search=${encodeURIComponent('xet nghiem gen')}`, 'vi');
      const accented = await listOf<WirePackage>(ctx, `${PACKAGES}?search=${encodeURIComponent('Xét nghiệm gen')}`, 'vi');
      expect(slugsOf(plain.data)).toEqual(expect.arrayContaining(geneTests));
      expect(slugsOf(accented.data)).toEqual(slugsOf(plain.data));
      expect(plain.meta.total).toBe(plain.data.length);
      // Prefixes: "xet ngh" is enough.
      expect(slugsOf((await listOf<WirePackage>(ctx, `${PACKAGES}?search=xet%20ngh`)).data)).toEqual(expect.arrayContaining(geneTests));
    });

    it('matches đ with d, and finds each package by its vi name typed without accents, the name match ranked first', async () => {
      for (const slug of displayOrder) {
        const typed = normalizeSearchText(bySlug(slug).name.vi);
        const { data } = await listOf<WirePackage>(ctx, `${PACKAGES}?search=${encodeURIComponent(typed)}`, 'vi');
        expect(slugsOf(data), typed).toContain(slug);
        // Whatever is found by the name is ranked before what is found by other text.
        const firstByOtherText = data.findIndex((item) => !normalizeSearchText(`${item.slug} ${bySlug(item.slug).name.vi} ${bySlug(item.slug).name.en}`).includes(typed.split(' ')[0]));
        if (firstByOtherText >= 0) expect(slugsOf(data).indexOf(slug)).toBeLessThan(firstByOtherText);
      }
      const withD = packages.find((item) => /[đĐ]/.test(item.name.vi) || /[đĐ]/.test(item.summary.vi));
      if (withD) {
        const word = [...`${withD.name.vi} ${withD.summary.vi}`.split(/\s+/)].find((part) => /[đĐ]/.test(part)) ?? '';
        const [dWord, đWord] = [normalizeSearchText(word), word];
        const found = slugsOf((await listOf<WirePackage>(ctx, `${PACKAGES}?search=${encodeURIComponent(dWord)}`)).data);
        expect(found).toContain(withD.slug);
        expect(slugsOf((await listOf<WirePackage>(ctx, `${PACKAGES}?search=${encodeURIComponent(đWord)}`)).data)).toEqual(found);
      }
    });

    it('finds nothing for words nobody wrote, or for punctuation alone; an empty search is no search', async () => {
      expect(await listOf(ctx, `${PACKAGES}?search=qqqxyzzy`)).toEqual({ data: [], meta: { page: 1, limit: 0, total: 0 } });
      expect(await listOf(ctx, `${PACKAGES}?search=${encodeURIComponent("!!'&|:*")}`)).toEqual({ data: [], meta: { page: 1, limit: 0, total: 0 } });
      expect((await listOf(ctx, `${PACKAGES}?search=`)).meta.total).toBe(packages.length);
    });

    it('answers in each language, by Accept-Language or by lang (which wins)', async () => {
      for (const language of LANGUAGES) {
        const byHeader = await getMain<{ data: WirePackage[] }>(ctx, PACKAGES, language);
        expect(byHeader.headers.get('content-language')).toBe(language);
        expect(byHeader.body.data.map((item) => item.name)).toEqual(displayOrder.map((slug) => bySlug(slug).name[language]));
        const byQuery = await getMain<{ data: WirePackage[] }>(ctx, `${PACKAGES}?lang=${language}`, language === 'en' ? 'vi' : 'en');
        expect(byQuery.headers.get('content-language')).toBe(language);
        expect(byQuery.body.data.map((item) => item.summary)).toEqual(displayOrder.map((slug) => bySlug(slug).summary[language]));
      }
      // Anything else is English.
      expect((await getMain(ctx, PACKAGES, 'fr')).headers.get('content-language')).toBe('en');
    });

    it('prices in VND and USD, formatted as shown (1.990.000đ, $79.00), the promotional price below the price', async () => {
      for (const item of (await listOf<WirePackage>(ctx, PACKAGES)).data) {
        const seed = bySlug(item.slug);
        expect(item.price_by_currencies.VND.value).toBe(seed.price.VND);
        expect(item.price_by_currencies.VND.formatted).toMatch(/^\d{1,3}(\.\d{3})*đ$/);
        expect(item.price_by_currencies.USD).toEqual({ value: seed.price.USD, formatted: `$${seed.price.USD.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}` });
        if (seed.promotionalPrice) {
          expect(item.promotional_price_by_currencies?.VND.value).toBeLessThan(item.price_by_currencies.VND.value);
          expect(item.promotional_price_by_currencies?.USD.value).toBeLessThan(item.price_by_currencies.USD.value);
        } else {
          expect(item.promotional_price_by_currencies).toBeNull();
        }
      }
      expect((await oneOf<WirePackage>(ctx, `${PACKAGES}/g-intel`)).price_by_currencies.VND.formatted).toBe(
        `${bySlug('g-intel').price.VND.toLocaleString('vi-VN')}đ`,
      );
    });

    it('refuses bad paging, unknown include values, malformed id lists and languages, naming the field, in the language asked', async () => {
      for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `${PACKAGES}?${query}`, field);
      await expectRefused(ctx, `${PACKAGES}?include=prices`, 'include');
      await expectRefused(ctx, `${PACKAGES}?include=sections,prices`, 'include', 'th');
      await expectRefused(ctx, `${PACKAGES}?include=`, 'include', 'zh');
      await expectRefused(ctx, `${PACKAGES}?age_group_ids=adults`, 'age_group_ids');
      await expectRefused(ctx, `${PACKAGES}?demand_ids=1,,2`, 'demand_ids', 'en');
      await expectRefused(ctx, `${PACKAGES}?category_ids=99999999999`, 'category_ids');
      await expectRefused(ctx, `${PACKAGES}?search=${'x'.repeat(201)}`, 'search');
      for (const value of ['yes', '1', 'TRUE', '', 'true,false']) await expectRefused(ctx, `${PACKAGES}?best_selling=${encodeURIComponent(value)}`, 'best_selling', 'th');
      const answer = await getMain<{ error: { fields: Record<string, string> } }>(ctx, `${PACKAGES}?include=prices`, 'vi');
      expect(answer.body.error.fields.include).not.toBe((await getMain<{ error: { fields: Record<string, string> } }>(ctx, `${PACKAGES}?include=prices`, 'en')).body.error.fields.include);
    });
  });

  describe('GET /product-packages/{slug}', () => {
    it('answers a package with its category, age group, demands, siblings and report categories', async () => {
      const seed = bySlug('g-intel');
      const item = await oneOf<WirePackage>(ctx, `${PACKAGES}/g-intel`, 'vi');
      expect(item.name).toBe(seed.name.vi);
      expect(item.categories.map((category) => category.slug)).toEqual([seed.categorySlug]);
      expect(item.age_group.slug).toBe(seed.ageGroup);
      expect(item.demands.map((demand) => demand.slug)).toEqual(seed.demandSlugs);
      expect(item.siblings.map((sibling) => sibling.slug)).toEqual(seed.siblingSlugs);
      expect(item.siblings.map((sibling) => sibling.name)).toEqual(seed.siblingSlugs.map((slug) => bySlug(slug).name.vi));
      expect(item.report_categories.map((category) => category.id)).toEqual(seed.reportCategories.map((category) => category.id));
      expect(item.report_categories.flatMap((category) => category.reports.map((report) => report.packages))).toEqual(
        seed.reportCategories.flatMap((category) => category.reports.map((report) => report.packages ?? null)),
      );
      expect(item).not.toHaveProperty('sections');
    });

    it('gives g-health reports their genders', async () => {
      const item = await oneOf<WirePackage>(ctx, `${PACKAGES}/g-health`, 'en');
      expect(item.report_categories.flatMap((category) => category.reports).some((report) => report.genders !== null && report.genders.length > 0)).toBe(true);
    });

    it('expands every include value, related packages as cards in the answer language', async () => {
      const seed = bySlug('g-intel');
      const item = await oneOf<WirePackage>(ctx, `${PACKAGES}/g-intel?include=${packageIncludes.join(',')}&lang=th`);
      expect((item.sections as Array<{ title: string }>).map((section) => section.title)).toEqual(seed.sections.map((section) => section.title.th));
      expect((item.statistics as Array<{ label: string }>).map((statistic) => statistic.label)).toEqual(seed.statistics.map((statistic) => statistic.label.th));
      expect((item.tested_traits as Array<{ name: string; category_id: string }>).map((trait) => trait.name)).toEqual(seed.testedTraits.map((trait) => trait.name.th));
      expect(item.thumbnail_images).toEqual(seed.thumbnails.map((image) => ({ src: image.src, width: image.width, height: image.height, alt: image.alt.th })));
      const related = item.related_packages as WirePackage[];
      expect(related.map((card) => card.slug)).toEqual(seed.relatedSlugs);
      expect(related.map((card) => card.name)).toEqual(seed.relatedSlugs.map((slug) => bySlug(slug).name.th));
      expect(related[0]).not.toHaveProperty('sections');
    });

    it('answers 404 not_found for an unknown slug, in the language asked', async () => {
      const vi = await getMain<{ error: { code: string; message: string } }>(ctx, `${PACKAGES}/g-nothing`, 'vi');
      const en = await getMain<{ error: { code: string; message: string } }>(ctx, `${PACKAGES}/g-nothing`, 'en');
      expect([vi.status, vi.body.error.code, en.status]).toEqual([404, 'not_found', 404]);
      expect(vi.body.error.message).not.toBe(en.body.error.message);
      expect(vi.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses a malformed slug and an unknown include value', async () => {
      await expectRefused(ctx, `${PACKAGES}/G%20INTEL`, 'slug');
      await expectRefused(ctx, `${PACKAGES}/g-intel?include=jobs`, 'include');
    });
  });
});
