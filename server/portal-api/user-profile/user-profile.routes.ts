import { userProfileEndpoints } from '../../../src/api/contract/user-profile';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { userProfileHandlers } from './user-profile.handlers';

export const userProfileRoutes = (services: Services) => bindEndpoints(userProfileEndpoints, userProfileHandlers(services));
