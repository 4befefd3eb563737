import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectFirstPages, expectRefused, listOf } from '../testing/public-read';

interface WireTestimonial {
  id: number;
  name: string;
  quote: string;
  location: string;
  rating: number;
  product_category_id: number;
}

const testimonials = demoCatalogue.testimonials;

describe.each(databaseKinds)('testimonials on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('pages 3 by default, in the order of the data, in each language', async () => {
    await expectFirstPages<WireTestimonial, (typeof testimonials)[number]>(ctx, '/testimonials', testimonials, 3, [
      [(item) => item.quote, (item, language) => item.quote[language]],
      [(item) => item.name, (item) => item.name],
    ]);
    const rest = await listOf<WireTestimonial>(ctx, '/testimonials?page=2');
    expect(rest.data.map((item) => item.location)).toEqual(testimonials.slice(3, 6).map((item) => item.location.en));
  });

  it('filters by product category id', async () => {
    const categories = (await listOf<{ id: number; slug: string }>(ctx, '/product-categories?limit=0')).data;
    for (const category of categories) {
      const { data, meta } = await listOf<WireTestimonial>(ctx, `/testimonials?limit=0&product_category_id=${category.id}`);
      const expected = testimonials.filter((item) => item.productCategorySlug === category.slug);
      expect(meta.total).toBe(expected.length);
      expect(data.map((item) => item.quote)).toEqual(expected.map((item) => item.quote.en));
      expect(data.every((item) => item.product_category_id === category.id)).toBe(true);
    }
    expect((await listOf(ctx, '/testimonials?product_category_id=424242')).meta.total).toBe(0);
  });

  it('refuses bad paging and a bad category id', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/testimonials?${query}`, field);
    await expectRefused(ctx, '/testimonials?product_category_id=0', 'product_category_id');
    await expectRefused(ctx, '/testimonials?product_category_id=abc', 'product_category_id');
    await expectRefused(ctx, '/testimonials?product_category_id=99999999999', 'product_category_id');
  });
});
