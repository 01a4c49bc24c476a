// The service's failure envelope, read leniently: any field may be missing on a proxy's or a crash's reply.
import { z } from 'zod';

const messages = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const wireErrorEnvelope = z
  .object({
    status: z.number().int().optional(),
    message: z.string().optional(),
    errors: z.record(z.string(), messages).optional(),
    reason: z.string().optional(),
    data: z.unknown().optional(),
  })
  .catch({});
