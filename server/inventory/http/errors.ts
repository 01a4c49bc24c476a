// The one error model of the service: a typed error, the spec's envelope, and the mapping of any thrown value.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

export interface ErrorEnvelope {
  success: false;
  status: number;
  message: string;
  errors?: FieldErrors;
  reason?: string;
  data?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: { errors?: FieldErrors; reason?: string; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): ErrorEnvelope {
    return { success: false, status: this.status, message: this.message, ...this.details };
  }
}

/** The first problem of `errors` in words: the `reason` a buy's 400 carries. */
export function firstProblem(errors: FieldErrors | undefined): string {
  return Object.values(errors ?? {})[0]?.[0] ?? 'Invalid request.';
}

/** Groups zod issues by field path (`tickets.0.resource_id`), as the spec's `errors` object. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], prefix: string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validationError(
  issues: readonly z.core.$ZodIssue[],
  status: ContentfulStatusCode = 422,
  message = 'The given data was invalid.',
): ApiError {
  return new ApiError(status, message, { errors: fieldErrors(issues) });
}

/** Maps anything thrown by a handler to a status and the envelope; 5xx are logged, never detailed. */
export function toErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return c.json(error.toEnvelope(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // (Too large bodies are an ApiError already: see http/body.ts.)
    const message =
      status === 400 && /json/i.test(error.message)
        ? 'Malformed JSON in request body.'
        : error.message || 'Bad request.';
    return c.json({ success: false, status, message } satisfies ErrorEnvelope, status);
  }
  c.get('logger')?.error({ err: error, request_id: c.get('requestId') }, 'unhandled error');
  return c.json({ success: false, status: 500, message: 'Internal server error.' } satisfies ErrorEnvelope, 500);
}
