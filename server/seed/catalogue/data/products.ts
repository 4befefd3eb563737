import type { SeedCatalogue } from '../types';

/** The shop's demo catalogue: age groups, demands, categories, packages, testimonials and promotion banners (being written). */
export const productSeed: Pick<SeedCatalogue, 'ageGroups' | 'demands' | 'productCategories' | 'productPackages' | 'testimonials' | 'promotionPositions'> = {
  ageGroups: [],
  demands: [],
  productCategories: [],
  productPackages: [],
  testimonials: [],
  promotionPositions: [],
};
