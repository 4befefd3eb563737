import { contentSeed } from './data/content';
import { productSeed } from './data/products';
import type { SeedCatalogue } from './types';

/** The demo catalogue and content the seed loads (types.ts describes each part). */
export const demoCatalogue: SeedCatalogue = { ...productSeed, ...contentSeed };
