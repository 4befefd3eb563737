import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import {
  createDiscountCodeHandler,
  createKidQuizKit,
  createResultRecordHandler,
  retrieveResultRecordHandler,
  sendDiscountCodeSmsHandler,
  sendResultsSmsHandler,
  updateResultRecordHandler,
} from './kid-quiz.handlers';
import type { KidQuizSettings } from './kid-quiz.handlers';
import {
  createDiscountCodeRoute,
  createResultRecordRoute,
  retrieveResultRecordRoute,
  sendDiscountCodeSmsRoute,
  sendResultsSmsRoute,
  updateResultRecordRoute,
} from './kid-quiz.routes';

/**
 * Adds the kid-quiz routes to a Portal API router. Each call makes its own rate-limit counters,
 * so every app (and every test app) starts with a full allowance.
 */
export function registerKidQuizRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, settings?: KidQuizSettings): void {
  const kit = createKidQuizKit(settings);
  api.openapi(createResultRecordRoute, createResultRecordHandler(deps));
  api.openapi(retrieveResultRecordRoute, retrieveResultRecordHandler(deps));
  api.openapi(updateResultRecordRoute, updateResultRecordHandler(deps));
  api.openapi(sendResultsSmsRoute, sendResultsSmsHandler(deps, kit));
  api.openapi(createDiscountCodeRoute, createDiscountCodeHandler(deps, kit));
  api.openapi(sendDiscountCodeSmsRoute, sendDiscountCodeSmsHandler(deps, kit));
}
