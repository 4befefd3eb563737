import { recruitmentEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { recruitmentHandlers } from './recruitment.handlers';

export const recruitmentRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(recruitmentEndpoints, recruitmentHandlers(services)));
