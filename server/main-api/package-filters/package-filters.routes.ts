import { packageFilterEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { packageFilterHandlers } from './package-filters.handlers';

export const packageFilterRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(packageFilterEndpoints, packageFilterHandlers(services)));
