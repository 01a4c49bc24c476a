// Settings of the storefront: where the inventory service is, how to reach it, and the session secret.
import 'server-only';
import { z } from 'zod';
import { DEFAULT_MAX_TICKETS_PER_ORDER } from '@/lib/checkout/reserve-schema';
import { parseEnv } from '@/lib/env';

const LOCAL_STAGING_KEY = 'local-staging-key';

const schema = z
  .object({
    TICKETING_BASE_URL: z.url().default('http://127.0.0.1:4000'),
    TICKETING_ENV: z.enum(['staging', 'live']).default('staging'),
    TICKETING_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    TICKETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
    /** The most tickets (seats, rooms) one order may hold: a merchant's rule against hoarding. */
    MAX_TICKETS_PER_ORDER: z.coerce.number().int().min(1).max(100).default(DEFAULT_MAX_TICKETS_PER_ORDER),
  })
  .transform((env, ctx) => {
    const local = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(env.TICKETING_BASE_URL);
    // The embedded service accepts the local demo key; a remote provider needs a real one.
    const apiKey = env.TICKETING_API_KEY ?? (local ? LOCAL_STAGING_KEY : undefined);
    if (!apiKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['TICKETING_API_KEY'],
        message: 'is required when TICKETING_BASE_URL is not a local address',
      });
      return z.NEVER;
    }
    return { ...env, TICKETING_API_KEY: apiKey };
  });

export type StorefrontEnv = z.output<typeof schema>;

let cached: StorefrontEnv | undefined;

function loadStorefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  return parseEnv(schema, source, 'storefront');
}

/** The storefront's settings, parsed on first use (not at build time). */
export function storefrontEnv(): StorefrontEnv {
  cached ??= loadStorefrontEnv();
  return cached;
}
