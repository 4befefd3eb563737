import { sessionClient } from './api-session';
import { createApiClient, type ApiClient } from './client';
import { healthEndpoints, type Health } from './contract/health';
import { callEndpoint } from './call-endpoint';
import { API_BASES } from './contract/endpoint';

/** Same-origin client for the paths outside both API bases (`/api/...`). */
export const siteApi = sessionClient((session) => createApiClient({ ...session, baseURL: API_BASES.site }));

export async function getHealth(api: ApiClient = siteApi()): Promise<Health> {
  return (await callEndpoint(api, healthEndpoints.get, {})).data;
}
