// The link that carries a customer's choice from an embed's frame to a new tab: the choice stays on the server,
// sealed (encrypted and signed), and the link holds only a random id that opens it once, within 15 minutes.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';
import {
  checkoutDraftSchema,
  checkoutStateSchema,
  orderSourceSchema,
} from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

/** Long enough to open the tab and look again; the choice is not a hold, nothing is kept meanwhile. */
export const CONTINUE_TTL_SECONDS = 15 * 60;

export const continueChoiceSchema = checkoutDraftSchema.extend({
  source: orderSourceSchema,
  code: checkoutStateSchema.shape.promoCode.nullable().optional(),
});
export type ContinueChoice = z.output<typeof continueChoiceSchema>;

// 24 random bytes: 32 base64url characters, never guessed.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Keeps the choice on the server for CONTINUE_TTL_SECONDS and returns the link's id (the only thing the URL carries). */
export async function sealContinueChoice(
  choice: ContinueChoice,
  secret: string,
  db?: StoreDatabase,
): Promise<string> {
  const store = db ?? (await storefrontDatabase());
  const sealed = await sealData(continueChoiceSchema.parse(choice), {
    password: secret,
    ttl: CONTINUE_TTL_SECONDS,
  });
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  // Links nobody opened are swept as new ones are made.
  await store.deleteFrom('embed_continue_links').where('expires_at', '<=', now).execute();
  await store
    .insertInto('embed_continue_links')
    .values({ token_hash: hashOf(token), sealed, expires_at: now + CONTINUE_TTL_SECONDS * 1000 })
    .execute();
  return token;
}

/**
 * The choice behind a link, taken once: null when the link is unknown, already used, expired, sealed with
 * another secret, or of another shape. The delete is the use, so of two requests only one gets the choice.
 */
export async function unsealContinueChoice(
  token: string,
  secret: string,
  db?: StoreDatabase,
): Promise<ContinueChoice | null> {
  if (!TOKEN.test(token)) return null;
  const store = db ?? (await storefrontDatabase());
  const tokenHash = hashOf(token);
  const row = await store
    .selectFrom('embed_continue_links')
    .select(['sealed', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const taken = await store
    .deleteFrom('embed_continue_links')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1 || Number(row.expires_at) <= Date.now()) return null;
  try {
    const parsed = continueChoiceSchema.safeParse(
      await unsealData(row.sealed, { password: secret, ttl: CONTINUE_TTL_SECONDS }),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
