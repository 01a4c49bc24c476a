// OpenAPI descriptions of the spec's envelope: a success wrapper around `data`, and the error shape.
import { z } from '@hono/zod-openapi';

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    reason: z.string().optional(),
    data: z.unknown().optional(),
  })
  .openapi('ErrorEnvelope');

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    status: z.number().int(),
    message: z.string(),
    data,
  });
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** Error responses of a route, each described by what causes it. */
export function errorResponses<S extends number>(described: Record<S, string>) {
  const out = {} as Record<S, ReturnType<typeof jsonContent<typeof ErrorEnvelopeSchema>>>;
  for (const [status, description] of Object.entries(described) as [string, string][]) {
    out[Number(status) as S] = jsonContent(ErrorEnvelopeSchema, description);
  }
  return out;
}
