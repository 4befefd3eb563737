import { cartEndpoints } from '../../../src/api/contract/cart';
import { checkoutEndpoints } from '../../../src/api/contract/checkout';
import { promotionCodeEndpoints } from '../../../src/api/contract/promotion-codes';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cartHandlers } from './cart.handlers';
import { checkoutHandlers } from './checkout.handlers';
import { promotionCodeHandlers } from './promotion-codes.handlers';

/** The shop's cart, checkout and promotion codes (issue 11). */
export const checkoutRoutes = (services: Services) => [
  ...bindEndpoints(cartEndpoints, cartHandlers(services)),
  ...bindEndpoints(checkoutEndpoints, checkoutHandlers(services)),
  ...bindEndpoints(promotionCodeEndpoints, promotionCodeHandlers(services)),
];
