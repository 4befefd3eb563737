import { kidQuizEndpoints } from '../../../src/api/contract/kid-quiz';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { kidQuizHandlers } from './kid-quiz.handlers';

export const kidQuizRoutes = (services: Services) => bindEndpoints(kidQuizEndpoints, kidQuizHandlers(services));
