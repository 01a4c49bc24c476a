// Test fixtures: holds written straight through the inventory primitives (no HTTP), for the
// listings' tests that need held, sold and lapsed units without going through a hold kind.
import { randomUUID } from 'node:crypto';
import type { Environment, HoldKind } from '../db/schema';
import { inTransaction } from '../db/transaction';
import {
  assignShards,
  claimPools,
  endHold,
  poolKeys,
  recordAllocations,
  type PoolClaim,
} from '../domain/core/inventory';
import { TEST_MERCHANT_ID, type TestService } from './harness';

export interface FixtureHoldSpec {
  kind: HoldKind;
  resourceId: string;
  claims: PoolClaim[];
  environment?: Environment;
  ttlMs?: number;
  /** `converted` marks the units sold */
  status?: 'active' | 'converted';
}

export async function fixtureHold(service: TestService, spec: FixtureHoldSpec): Promise<string> {
  const now = service.clock.now();
  const environment = spec.environment ?? 'staging';
  const id = randomUUID();
  const expiresAt = now + (spec.ttlMs ?? 180_000);
  await inTransaction(service.deps.database, async (tx) => {
    await tx
      .insertInto('holds')
      .values({
        id,
        merchant_id: TEST_MERCHANT_ID,
        environment,
        ticket_type: spec.kind,
        resource_id: spec.resourceId,
        quantity: spec.claims[0]?.quantity ?? 1,
        metadata: '{}',
        owner_email: 'fixture@example.com',
        owner_phone: null,
        status: 'active',
        fingerprint: id,
        medium: 'Web',
        created_at: now,
        expires_at: expiresAt,
        updated_at: now,
        transaction_id: null,
      })
      .execute();
    const claims = assignShards(spec.claims);
    const short = await claimPools(tx, claims, { environment, now });
    if (short) throw new Error(`pool ${short.claim.poolKey} is short`);
    await recordAllocations(tx, id, environment, claims, expiresAt);
    if (spec.status === 'converted') await endHold(tx, id, 'converted', now);
  });
  return id;
}

export interface SeatHoldSpec extends Omit<FixtureHoldSpec, 'kind' | 'resourceId' | 'claims'> {
  scheduleId: number;
  seatIds: number[];
}

export function seatHold(
  service: TestService,
  { scheduleId, seatIds, ...rest }: SeatHoldSpec,
): Promise<string> {
  const claims = seatIds.map((seatId) => ({
    poolKey: poolKeys.seat(scheduleId, seatId),
    capacity: 1,
    quantity: 1,
  }));
  return fixtureHold(service, { ...rest, kind: 'bus', resourceId: String(scheduleId), claims });
}
