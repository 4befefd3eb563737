import { productCategoryEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { productCategoryHandlers } from './product-categories.handlers';

export const productCategoryRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(productCategoryEndpoints, productCategoryHandlers(services)));
