import { surveyEndpoints } from '../../../src/api/contract/surveys';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { surveyHandlers } from './surveys.handlers';

export const surveyRoutes = (services: Services) => bindEndpoints(surveyEndpoints, surveyHandlers(services));
