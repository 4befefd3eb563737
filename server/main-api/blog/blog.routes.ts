import { blogEndpoints } from '../../../src/api/contract/content';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import { cachedRoutes } from '../../http/public-cache';
import { blogHandlers } from './blog.handlers';

export const blogRoutes = (services: Services) => cachedRoutes(services, bindEndpoints(blogEndpoints, blogHandlers(services)));
