import { locationEndpoints } from '../../../src/api/contract/locations';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { locationHandlers } from './locations.handlers';

/** Static lists, answered through the public cache (ETag, Cache-Control) like the catalogue. */
export const locationRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(locationEndpoints, locationHandlers(services)));
