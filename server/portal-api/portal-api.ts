import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../app-deps';
import { createRouter } from '../http/create-router';
import { registerKidQuizRoutes } from './kid-quiz/kid-quiz.api';
import { registerAccountRoutes } from './auth/account.api';

/** The Portal API (sign-in, profile, consultations, quizzes), mounted at /portal/api/v1. */
export function createPortalApi(deps: AppDeps): OpenAPIHono<AppEnv> {
  const api = createRouter();
  registerKidQuizRoutes(api, deps);
  registerAccountRoutes(api, deps);
  return api;
}
