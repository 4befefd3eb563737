import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/** A campaign code's claim page (a leaflet's or a partner's code). */
export const claimRoute = createRoute({ getParentRoute: () => rootRoute, path: '/claim/$code' }).lazy(() => import('./claim-page').then((module) => module.Route));
