import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../app-deps';
import { createRouter } from '../http/create-router';
import { listCurrenciesRoute } from './currencies/currencies.routes';
import { listCurrenciesHandler } from './currencies/currencies.handlers';

/** The Main API (catalogue, content, checkout), mounted at /main/api/v1. */
export function createMainApi(deps: AppDeps): OpenAPIHono<AppEnv> {
  const api = createRouter();
  api.openapi(listCurrenciesRoute, listCurrenciesHandler(deps));
  return api;
}
