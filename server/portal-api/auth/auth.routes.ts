import { authEndpoints } from '../../../src/api/contract/auth';
import type { Services } from '../../composition-root';
import { bindEndpoints } from '../../http/endpoint-routes';
import { authHandlers } from './auth.handlers';

export const authRoutes = (services: Services) => bindEndpoints(authEndpoints, authHandlers(services));
