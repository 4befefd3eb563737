import type { SeedCatalogue } from '../types';

/** The site's demo content: news, blog, advisors, partners and careers (being written). */
export const contentSeed: Pick<SeedCatalogue, 'newsCategories' | 'newsArticles' | 'blogCategories' | 'blogPosts' | 'advisorRoles' | 'advisors' | 'partners' | 'recruitmentCategories'> = {
  newsCategories: [],
  newsArticles: [],
  blogCategories: [],
  blogPosts: [],
  advisorRoles: [],
  advisors: [],
  partners: [],
  recruitmentCategories: [],
};
