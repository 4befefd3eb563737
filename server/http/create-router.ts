import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { languageOf, validationError } from './errors';

/** A router whose failed validations become our 400 shape, naming every failing field. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) throw validationError(languageOf(c), result.error);
    },
  });
}
