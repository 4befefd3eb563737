import { advisorEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { advisorHandlers } from './advisors.handlers';

export const advisorRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(advisorEndpoints, advisorHandlers(services)));
