import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../app-deps';
import { createRouter } from '../http/create-router';

/** The Portal API (sign-in, profile, consultations, quizzes), mounted at /portal/api/v1. */
export function createPortalApi(deps: AppDeps): OpenAPIHono<AppEnv> {
  void deps;
  return createRouter();
}
