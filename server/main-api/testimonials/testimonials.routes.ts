import { testimonialEndpoints } from '../../../src/api/contract/catalogue';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { testimonialHandlers } from './testimonials.handlers';

export const testimonialRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(testimonialEndpoints, testimonialHandlers(services)));
