/*
 * Catalogue answers in their wire form (snake_case, as the Main API sends them), for tests that
 * put a fake Main API behind the real client. Test code only.
 */

export const wireImage = (src: string, width = 800, height = 600) => ({ src, width, height, alt: `Image ${src}` });

const money = (vnd: number, usd: number) => ({ VND: { value: vnd, formatted: `${vnd.toLocaleString('vi-VN')}đ` }, USD: { value: usd, formatted: `$${usd.toFixed(2)}` } });

/** A package as GET /product-packages/{slug} carries it (3,000,000 VND or 120 USD). */
export const wirePackage = (id: number, slug: string, name: string, best: boolean) => ({
  id,
  slug,
  name,
  summary: `${name}: một câu giới thiệu.`,
  image: wireImage(`/images/packages/${slug}.svg`),
  price_by_currencies: money(3_000_000, 120),
  promotional_price_by_currencies: null,
  is_best_seller: best,
  categories: [{ id: 1, slug: 'genetic-tests-adults', name: 'Xét nghiệm gen cho người lớn' }],
  age_group: { id: 1, slug: 'adults', name: 'Người lớn' },
  demands: [],
  promotion_code: null,
  best_selling_description_list: [],
  siblings: [],
  report_categories: [],
  duration_minutes: null,
  thumbnail_images: [wireImage(`/images/packages/${slug}.svg`)],
  sections: [],
  statistics: [],
  tested_traits: [],
  related_packages: [],
});
