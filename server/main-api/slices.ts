import type { Slice } from '../app-services';
import { currencyRoutes } from './currencies/currencies.routes';
import { productCategoryRoutes } from './product-categories/product-categories.routes';
import { packageFilterRoutes } from './package-filters/package-filters.routes';
import { productPackageRoutes } from './product-packages/product-packages.routes';
import { testimonialRoutes } from './testimonials/testimonials.routes';
import { promotionPositionRoutes } from './promotion-positions/promotion-positions.routes';
import { advisorRoutes } from './advisors/advisors.routes';
import { newsRoutes } from './news/news.routes';
import { blogRoutes } from './blog/blog.routes';
import { partnerRoutes } from './partners/partners.routes';
import { recruitmentRoutes } from './recruitment/recruitment.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { locationRoutes } from './locations/locations.routes';

/**
 * The Main API's resources: every slice of this folder, each a `<slice>.routes.ts` binding its contract entries to
 * its handlers. The composition root registers these lists; a new slice adds its routes here
 * (server/slices.test.ts fails for a routes file no list names).
 */
export const mainApiSlices: readonly Slice[] = [
  currencyRoutes,
  productCategoryRoutes,
  packageFilterRoutes,
  productPackageRoutes,
  testimonialRoutes,
  promotionPositionRoutes,
  advisorRoutes,
  newsRoutes,
  blogRoutes,
  partnerRoutes,
  recruitmentRoutes,
  checkoutRoutes,
  locationRoutes,
];
