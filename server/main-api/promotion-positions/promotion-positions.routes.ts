import { promotionPositionEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { promotionPositionHandlers } from './promotion-positions.handlers';

export const promotionPositionRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(promotionPositionEndpoints, promotionPositionHandlers(services)));
