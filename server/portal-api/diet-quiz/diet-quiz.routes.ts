import { dietQuizEndpoints } from '../../../src/api/contract/diet-quiz';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { dietQuizHandlers } from './diet-quiz.handlers';

export const dietQuizRoutes = (services: Services) => bindEndpoints(dietQuizEndpoints, dietQuizHandlers(services));
