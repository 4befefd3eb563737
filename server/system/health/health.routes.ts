import { healthEndpoints } from '../../../src/api/contract/health';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { healthHandlers } from './health.handlers';

export const healthRoutes = (services: Services) => bindEndpoints(healthEndpoints, healthHandlers(services));
