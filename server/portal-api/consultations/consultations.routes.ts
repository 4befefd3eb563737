import { consultationEndpoints } from '../../../src/api/contract/consultations';
import type { Services } from '../../composition-root';
import { bindEndpoints } from '../../http/endpoint-routes';
import { consultationHandlers } from './consultations.handlers';

export const consultationRoutes = (services: Services) => bindEndpoints(consultationEndpoints, consultationHandlers(services));
