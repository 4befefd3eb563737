import { geneTestEndpoints } from '../../../src/api/contract/gene-test';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { geneTestHandlers } from './gene-tests.handlers';

export const geneTestRoutes = (services: Services) => bindEndpoints(geneTestEndpoints, geneTestHandlers(services));
