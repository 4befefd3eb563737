import { newsEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { newsHandlers } from './news.handlers';

export const newsRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(newsEndpoints, newsHandlers(services)));
