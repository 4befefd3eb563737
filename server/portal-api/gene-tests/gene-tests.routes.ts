import { geneTestEndpoints } from '../../../src/api/contract/gene-test';
import type { Services } from '../../composition-root';
import { bindEndpoints } from '../../http/endpoint-routes';
import { geneTestHandlers } from './gene-tests.handlers';

export const geneTestRoutes = (services: Services) => bindEndpoints(geneTestEndpoints, geneTestHandlers(services));
