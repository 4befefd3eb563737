import { productPackageEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../services/public-cache/public-cache';
import { productPackageHandlers } from './product-packages.handlers';

export const productPackageRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(productPackageEndpoints, productPackageHandlers(services)));
