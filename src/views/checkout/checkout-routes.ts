import { createRoute } from '@tanstack/react-router';
import { preloadPhoneRules } from '../../domain/phone-rules';
import { rootRoute } from '../shell/root-route';

/**
 * The checkout (issue 11): the cart's lines and totals, the delivery form, the payment method, the
 * order button. The phone rules (libphonenumber's metadata, ≈29 kB gzip) are not in the page's
 * code: they start loading beside it, and the checkout machine waits for them before it checks
 * the delivery phone.
 */
export const checkoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/checkout' }).lazy(() => {
  preloadPhoneRules();
  return import('./checkout-page').then((module) => module.Route);
});
