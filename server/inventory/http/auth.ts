// Resolves the caller's merchant and environment from its key, and checks TransactionMedium on writes.
import { createMiddleware } from 'hono/factory';
import { findKeyOwner } from '../domain/core/merchants';
import type { Medium } from '../db/schema';
import type { AppEnv } from './context';
import { KeyOwnerCache } from './key-cache';
import { ApiError } from '../domain/core/errors';

const MEDIA: readonly Medium[] = ['Web', 'Mobile', 'POS'];

function readKey(
  apiKey: string | undefined,
  authorization: string | undefined,
): string | undefined {
  const key = apiKey?.trim();
  if (key) return key;
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

export function authMiddleware() {
  const cache = new KeyOwnerCache();
  return createMiddleware<AppEnv>(async (c, next) => {
    const { database, config } = c.get('deps');
    const key = readKey(c.req.header('x-api-key'), c.req.header('authorization'));
    if (!key)
      throw new ApiError(401, 'Unauthenticated. Provide your API key in the X-API-KEY header.');
    // A remembered key (nearly every request) is answered without a promise.
    const remembered = cache.remembered(key);
    const owner =
      remembered === undefined
        ? await cache.ownerOf(key, (k) => findKeyOwner(database.db, k))
        : remembered;
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
          errors: {
            TransactionMedium: [
              medium
                ? `${medium} is not one of Web, Mobile, POS.`
                : 'The TransactionMedium header is required.',
            ],
          },
        });
      }
      c.set('medium', medium as Medium);
    }
    await next();
  });
}
