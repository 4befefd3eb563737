import type { RuntimeConfig } from './contract/runtime-config';
import { getRuntimeConfig } from '../platform/runtime-config';
import { liveApiSession } from './api-session';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * A Portal API client on the `portalApiBase` of the runtime configuration (default
 * `/portal/api/v1`). The spec's portal paths are relative to it: its
 * `/api/v1/mobile-auth/signin/` is called as `'/mobile-auth/signin/'`.
 */
export function createPortalApi(
  deps: Omit<ApiClientOptions, 'baseURL'>,
  config: Pick<RuntimeConfig, 'portalApiBase'> = getRuntimeConfig(),
): ApiClient {
  return createApiClient({ ...deps, baseURL: config.portalApiBase });
}

let defaultPortalApi: ApiClient | undefined;

/** The app's Portal API client, created on first use. */
export function portalApi(): ApiClient {
  defaultPortalApi ??= createPortalApi(liveApiSession);
  return defaultPortalApi;
}
