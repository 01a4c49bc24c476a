// Resolves the caller's merchant and environment from its key, and checks TransactionMedium on writes.
import { createMiddleware } from 'hono/factory';
import { findKeyOwner } from '../domain/core/merchants';
import type { Medium } from '../db/schema';
import type { AppEnv } from './context';
import { KeyOwnerCache } from './key-cache';
import { requestHeader } from './request-header';
import { ApiError } from '../domain/core/errors';

const MEDIA: readonly Medium[] = ['Web', 'Mobile', 'POS'];

function readKey(header: (name: string) => string | undefined): string | undefined {
  const key = header('x-api-key')?.trim();
  if (key) return key;
  const match = /^Bearer\s+(.+)$/i.exec(header('authorization')?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

export function authMiddleware() {
  const cache = new KeyOwnerCache();
  return createMiddleware<AppEnv>(async (c, next) => {
    const { database, config } = c.get('deps');
    const key = readKey((name) => requestHeader(c, name));
    if (!key) throw new ApiError(401, 'Unauthenticated. Provide your API key in the X-API-KEY header.');
    const owner = await cache.ownerOf(key, (k) => findKeyOwner(database.db, k));
    if (!owner) throw new ApiError(401, 'Unauthenticated. The API key is invalid.');
    c.set('auth', {
      merchantId: owner.merchantId,
      merchantName: owner.merchantName,
      environment: owner.environment,
      holdTtlSeconds: owner.holdTtlSeconds ?? config.holdTtlSeconds,
    });

    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const medium = requestHeader(c, 'transactionmedium');
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
