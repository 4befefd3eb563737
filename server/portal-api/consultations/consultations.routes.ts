import { consultationEndpoints } from '../../../src/api/contract/consultations';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { consultationHandlers } from './consultations.handlers';

export const consultationRoutes = (services: Services) => bindEndpoints(consultationEndpoints, consultationHandlers(services));
