import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, LANGUAGES, expectRefused, getMain, listOf, oneOf } from '../testing/public-read';

interface WireCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: { src: string; width: number; height: number; alt: string };
  package_count: number;
}

const categories = [...demoCatalogue.productCategories].sort((a, b) => a.sortOrder - b.sortOrder);
const packagesIn = (slug: string) => demoCatalogue.productPackages.filter((item) => item.categorySlug === slug).length;

describe.each(databaseKinds)('product categories, age groups and demands on %s', (kind) => {
  const ctx = useTestContext(kind);

  describe('GET /product-categories', () => {
    it('pages 4 by default, in display order, with how many packages each holds', async () => {
      const { data, meta } = await listOf<WireCategory>(ctx, '/product-categories', 'vi');
      expect(meta).toEqual({ page: 1, limit: 4, total: categories.length });
      expect(data.map((category) => category.slug)).toEqual(categories.slice(0, 4).map((category) => category.slug));
      expect(data.map((category) => category.package_count)).toEqual(categories.slice(0, 4).map((category) => packagesIn(category.slug)));
      expect(data.map((category) => category.name)).toEqual(categories.slice(0, 4).map((category) => category.name.vi));
      expect(data.map((category) => category.slug)).toEqual(expect.arrayContaining(['genetic-tests-adults', 'genetic-tests-kids', 'health-screening', 'consultations']));
    });

    it('pages with limit and page, all with limit 0', async () => {
      const second = await listOf<WireCategory>(ctx, '/product-categories?limit=1&page=2');
      expect(second.data.map((category) => category.slug)).toEqual([categories[1].slug]);
      expect(second.meta).toEqual({ page: 2, limit: 1, total: categories.length });
      expect((await listOf(ctx, '/product-categories?limit=0')).data).toHaveLength(categories.length);
    });

    it('answers in each language, images with their size and alt text', async () => {
      for (const language of LANGUAGES) {
        const { data } = await listOf<WireCategory>(ctx, `/product-categories?lang=${language}`);
        expect(data.map((category) => category.description)).toEqual(categories.slice(0, 4).map((category) => category.description[language]));
        expect(data.map((category) => category.image)).toEqual(categories.slice(0, 4).map(({ image }) => ({ src: image.src, width: image.width, height: image.height, alt: image.alt[language] })));
      }
    });

    it('refuses bad paging', async () => {
      for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/product-categories?${query}`, field);
    });
  });

  describe('GET /product-categories/{slug}', () => {
    it('answers one category, 404 for an unknown one', async () => {
      const category = await oneOf<WireCategory>(ctx, '/product-categories/genetic-tests-kids', 'zh');
      expect(category.name).toBe(demoCatalogue.productCategories.find((item) => item.slug === 'genetic-tests-kids')?.name.zh);
      expect(category.package_count).toBe(packagesIn('genetic-tests-kids'));
      const missing = await getMain<{ error: { code: string } }>(ctx, '/product-categories/toys', 'vi');
      expect([missing.status, missing.body.error.code, missing.headers.get('content-language')]).toEqual([404, 'not_found', 'vi']);
      await expectRefused(ctx, '/product-categories/Bad_Slug', 'slug');
    });
  });

  describe('GET /age-groups and /demands', () => {
    it('list every age group and demand in the answer language', async () => {
      const ageGroups = await listOf<{ slug: string; name: string }>(ctx, '/age-groups', 'th');
      expect(ageGroups.data).toEqual(demoCatalogue.ageGroups.map((group) => ({ id: expect.any(Number), slug: group.slug, name: group.name.th })));
      expect(ageGroups.meta).toEqual({ page: 1, limit: 0, total: demoCatalogue.ageGroups.length });
      const demands = await listOf<{ slug: string; name: string }>(ctx, '/demands?lang=vi');
      expect(demands.data.map((demand) => demand.name)).toEqual(demoCatalogue.demands.map((demand) => demand.name.vi));
      expect((await listOf(ctx, '/demands?limit=1&page=2')).data).toHaveLength(demoCatalogue.demands.length > 1 ? 1 : 0);
      for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/demands?${query}`, field);
    });
  });
});
