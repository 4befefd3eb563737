import { liveApiSession } from './api-session';
import { createApiClient, type ApiClient } from './client';
import { healthSchema, type Health } from './contract/health';

let sameOriginApi: ApiClient | undefined;

/** Same-origin client for the paths outside both API bases (`/api/...`). */
export function siteApi(): ApiClient {
  sameOriginApi ??= createApiClient({ ...liveApiSession, baseURL: '' });
  return sameOriginApi;
}

/** GET /api/health */
export function getHealth(api: ApiClient = siteApi()): Promise<Health> {
  return api.call(healthSchema, '/api/health');
}
