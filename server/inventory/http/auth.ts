// Resolves the caller's merchant and environment from its key, and checks TransactionMedium on writes.
import { createMiddleware } from 'hono/factory';
import { TtlCache } from '../domain/core/catalogue-cache';
import { findKeyOwner, type KeyOwner } from '../domain/core/merchants';
import type { Medium } from '../db/schema';
import type { AppEnv } from './context';
import { ApiError } from '../domain/core/errors';

const MEDIA: readonly Medium[] = ['Web', 'Mobile', 'POS'];
const CACHE_MS = 30_000;
const CACHE_MAX_KEYS = 1_000;

function readKey(header: (name: string) => string | undefined): string | undefined {
  const key = header('x-api-key')?.trim();
  if (key) return key;
  const match = /^Bearer\s+(.+)$/i.exec(header('authorization')?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

export function authMiddleware() {
  // Keys are looked up once and remembered briefly: every request needs its owner. The owner is
  // wrapped so an unknown key is remembered as a miss too (TtlCache never stores undefined).
  const cache = new TtlCache<{ owner: KeyOwner | undefined }>(CACHE_MS, CACHE_MAX_KEYS);

  return createMiddleware<AppEnv>(async (c, next) => {
    const { database, config } = c.var.deps;
    const key = readKey((name) => c.req.header(name));
    if (!key) throw new ApiError(401, 'Unauthenticated. Provide your API key in the X-API-KEY header.');
    const { owner } = await cache.getOrLoad(key, async () => ({ owner: await findKeyOwner(database.db, key) }));
    if (!owner) throw new ApiError(401, 'Unauthenticated. The API key is invalid.');
    c.set('auth', {
      merchantId: owner.merchantId,
      merchantName: owner.merchantName,
      environment: owner.environment,
      holdTtlSeconds: owner.holdTtlSeconds ?? config.holdTtlSeconds,
    });

    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const medium = c.req.header('transactionmedium');
      if (!medium || !MEDIA.includes(medium as Medium)) {
        throw new ApiError(400, 'The TransactionMedium header is required: Web, Mobile or POS.', {
          errors: { TransactionMedium: [medium ? `${medium} is not one of Web, Mobile, POS.` : 'The TransactionMedium header is required.'] },
        });
      }
      c.set('medium', medium as Medium);
    }
    await next();
  });
}
