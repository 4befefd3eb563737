import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import type { Context } from 'hono';
import { languageOf, validationError } from './errors';

async function inputOf(c: Context, target: string): Promise<unknown> {
  switch (target) {
    case 'json':
      return c.req.json().catch(() => undefined);
    case 'query':
      return c.req.query();
    case 'param':
      return c.req.param();
    case 'header':
      return c.req.header();
    default:
      return undefined;
  }
}

/** A router whose failed validations become our 400 shape, naming every failing field. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      // The input lets a missing field be called "required" whatever check it failed.
      const input = await inputOf(c, result.target);
      throw validationError(languageOf(c), result.error, input);
    },
  });
}
