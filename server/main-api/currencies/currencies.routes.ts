import { currencyEndpoints } from '../../../src/api/contract/currency';
import type { Services } from '../../composition-root';
import { bindEndpoints } from '../../http/endpoint-routes';
import { currencyHandlers } from './currencies.handlers';

export const currencyRoutes = (services: Services) => bindEndpoints(currencyEndpoints, currencyHandlers(services));
