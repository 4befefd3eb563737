import { productPackageEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { productPackageHandlers } from './product-packages.handlers';

export const productPackageRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(productPackageEndpoints, productPackageHandlers(services)));
