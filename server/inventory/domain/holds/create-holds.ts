// The hold engine: turns a validated POST /api/v1/svc/validate into holds, all or none, in one
// database transaction; identical requests of the same owner while a hold is active get that hold.
import { randomUUID } from 'node:crypto';
import type { Medium } from '../../db/schema';
import {
  inTransactionUnlessUnsafe,
  isTransientConflict,
  isUniqueViolation,
  type Tx,
} from '../../db/transaction';
import type { AppDeps, AuthContext } from '../../http/context';
import { claimPools, endHold, recordAllocations } from '../inventory';
import { holdFingerprint } from './fingerprint';
import type { HoldOwner } from './owner';
import { holdKindFor, type HoldItem } from './registry';
import { holdView, type HoldSnapshot, type HoldView } from './view';

export interface CreateHoldsInput {
  items: HoldItem[];
  owner: HoldOwner;
  medium: Medium;
}

interface Scope {
  auth: AuthContext;
  owner: HoldOwner;
  medium: Medium;
  now: number;
  unsafe: boolean;
}

// A unique violation means a concurrent identical request committed its hold first; the retry
// finds that hold and returns it. A deadlock (a claim expiring a lapsed hold while that hold is
// being released) rolled everything back, so trying again is safe. Bounded either way.
const ATTEMPTS = 4;

export async function createHolds(
  deps: AppDeps,
  auth: AuthContext,
  input: CreateHoldsInput,
): Promise<HoldView[]> {
  const unsafe = deps.config.unsafeDisableLocks === true;
  for (let attempt = 1; ; attempt += 1) {
    const scope: Scope = {
      auth,
      owner: input.owner,
      medium: input.medium,
      now: deps.clock.now(),
      unsafe,
    };
    try {
      const holds = await inTransactionUnlessUnsafe(deps.database, unsafe, async (tx) => {
        const made: HoldSnapshot[] = [];
        for (const [index, item] of input.items.entries())
          made.push(await holdOne(tx, item, index, scope));
        return made;
      });
      const now = deps.clock.now();
      return holds.map((hold) => holdView(hold, now));
    } catch (error) {
      if (attempt < ATTEMPTS && (isUniqueViolation(error) || isTransientConflict(error))) continue;
      throw error;
    }
  }
}

async function holdOne(tx: Tx, item: HoldItem, index: number, scope: Scope): Promise<HoldSnapshot> {
  const { auth, now } = scope;
  const environment = auth.environment;
  const resolved = await holdKindFor(item.ticket_type).resolve(tx, item, {
    environment,
    now,
    index,
  });
  const fingerprint = holdFingerprint({
    merchantId: auth.merchantId,
    kind: item.ticket_type,
    resourceId: resolved.resourceId,
    quantity: resolved.quantity,
    metadata: resolved.metadata,
    owner: scope.owner,
  });

  const existing = await tx
    .selectFrom('holds')
    .select(['id', 'quantity', 'expires_at'])
    .where('environment', '=', environment)
    .where('fingerprint', '=', fingerprint)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (existing && Number(existing.expires_at) > now) {
    return {
      id: existing.id,
      ticket_type: item.ticket_type,
      resource_id: resolved.resourceId,
      quantity: existing.quantity,
      status: 'active',
      expires_at: Number(existing.expires_at),
      metadata: resolved.metadata,
      expiresAtStyle: resolved.expiresAtStyle,
    };
  }
  // Lapsed but not yet swept: expire it (freeing its units) before making the new one.
  if (existing) await endHold(tx, existing.id, 'expired', now);

  const shortfall = await claimPools(tx, resolved.claims, {
    environment,
    now,
    unsafe: scope.unsafe,
  });
  if (shortfall) throw resolved.insufficient(shortfall.available, shortfall.claim.poolKey);

  const id = randomUUID();
  const expiresAt = now + auth.holdTtlSeconds * 1000;
  await tx
    .insertInto('holds')
    .values({
      id,
      merchant_id: auth.merchantId,
      environment,
      ticket_type: item.ticket_type,
      resource_id: resolved.resourceId,
      quantity: resolved.quantity,
      metadata: JSON.stringify(resolved.metadata),
      owner_email: scope.owner.email,
      owner_phone: scope.owner.phone,
      status: 'active',
      fingerprint,
      medium: scope.medium,
      created_at: now,
      expires_at: expiresAt,
      updated_at: now,
      transaction_id: null,
    })
    .execute();
  await recordAllocations(tx, id, environment, resolved.claims, expiresAt);
  return {
    id,
    ticket_type: item.ticket_type,
    resource_id: resolved.resourceId,
    quantity: resolved.quantity,
    status: 'active',
    expires_at: expiresAt,
    metadata: resolved.metadata,
    expiresAtStyle: resolved.expiresAtStyle,
  };
}
