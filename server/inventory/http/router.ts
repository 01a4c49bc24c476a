// A router for one area of the API: OpenAPI-described routes whose validation failures use the envelope.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationError } from './errors';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
