import { getRuntimeConfig } from '../platform/runtime-config';
import { createApiClient } from './client';
import type { ApiClient, ApiClientOptions } from './client';
import { DEFAULT_LANGUAGE } from './contract/language-codes';
import type { RuntimeConfig } from './contract/runtime-config';

/** What the default clients need from the running app: storage, i18n and the auth machine. */
export type ApiSession = Omit<ApiClientOptions, 'baseURL' | 'fetch' | 'reportError'>;

const signedOutSession: ApiSession = {
  getToken: () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => {},
};

let current: ApiSession = signedOutSession;

/** Called once at start-up (start.tsx); until then the default clients act signed out, in English. */
export function configureApiSession(session: ApiSession): void {
  current = session;
}

/**
 * Reads the configured session on every request, so a default client created before
 * configureApiSession still sends the right token and language.
 */
export const liveApiSession: ApiSession = {
  getToken: () => current.getToken(),
  getLanguage: () => current.getLanguage(),
  getClientId: () => current.getClientId?.(),
  setClientId: (id) => current.setClientId?.(id),
  getDeviceId: () => current.getDeviceId?.(),
  onUnauthorized: () => current.onUnauthorized(),
  onError: (error) => current.onError?.(error),
};

type ApiBaseKey = 'mainApiBase' | 'portalApiBase';

/** Makes clients of the API whose base the runtime configuration gives under `key`. */
export function clientFactoryOn<K extends ApiBaseKey>(key: K) {
  return (deps: Omit<ApiClientOptions, 'baseURL'>, config: Pick<RuntimeConfig, K> = getRuntimeConfig()): ApiClient =>
    createApiClient({ ...deps, baseURL: config[key] });
}

/** A default client of the app, made on first use (after configureApiSession or not: it reads the live session). */
export function sessionClient(create: (session: ApiSession) => ApiClient): () => ApiClient {
  let client: ApiClient | undefined;
  return () => {
    client ??= create(liveApiSession);
    return client;
  };
}
