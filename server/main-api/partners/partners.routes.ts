import { partnerEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { partnerHandlers } from './partners.handlers';

export const partnerRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(partnerEndpoints, partnerHandlers(services)));
