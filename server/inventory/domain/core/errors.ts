// The one error model of the service: a typed error carrying its status and the spec's envelope.
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
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: string[] = [],
): FieldErrors {
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
