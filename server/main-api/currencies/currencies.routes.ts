import { currencyEndpoints } from '../../../src/api/contract/currency';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { currencyHandlers } from './currencies.handlers';

export const currencyRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(currencyEndpoints, currencyHandlers(services)));
