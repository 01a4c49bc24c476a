// A router for one area of the API: OpenAPI-described routes whose validation failures use the envelope.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import type { z } from 'zod';
import { firstProblem, validationError } from '../domain/core/errors';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

export type ValidationResult = { success: true } | { success: false; error: z.ZodError };

/** The validation error of a buy: `status` (400 unless said), with `reason`, its first problem in words. */
export function buyValidationError(issues: z.ZodError['issues'], status: 400 | 422 = 400) {
  const error = validationError(issues, status);
  error.details.reason ??= firstProblem(error.details.errors);
  return error;
}

/** Route hook: the spec answers a malformed buy with 400 (not the 422 of other routes) and a `reason`. */
export function buyValidationHook(result: ValidationResult): undefined {
  if (!result.success) throw buyValidationError(result.error.issues);
  return undefined;
}
