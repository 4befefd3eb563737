import type { RuntimeConfig } from './contract/runtime-config';
import { getRuntimeConfig } from '../platform/runtime-config';
import { liveApiSession } from './api-session';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/** A Main API client on the `mainApiBase` of the runtime configuration. */
export function createMainApi(
  deps: Omit<ApiClientOptions, 'baseURL'>,
  config: Pick<RuntimeConfig, 'mainApiBase'> = getRuntimeConfig(),
): ApiClient {
  return createApiClient({ ...deps, baseURL: config.mainApiBase });
}

let defaultMainApi: ApiClient | undefined;

/** The app's Main API client, created on first use. */
export function mainApi(): ApiClient {
  defaultMainApi ??= createMainApi(liveApiSession);
  return defaultMainApi;
}
