import { authEndpoints } from '../../../src/api/contract/auth';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { authHandlers } from './auth.handlers';

export const authRoutes = (services: Services) => bindEndpoints(authEndpoints, authHandlers(services));
