// Test fixtures: bus seat holds written straight through the inventory primitives (no HTTP).
import { randomUUID } from 'node:crypto';
import type { Environment } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { claimPools, endHold, poolKeys, recordAllocations } from '../../domain/inventory';
import { TEST_MERCHANT_ID, type TestService } from '../../testing/harness';

export interface SeatHoldSpec {
  scheduleId: number;
  seatIds: number[];
  environment?: Environment;
  ttlMs?: number;
  /** `converted` marks the seats sold */
  status?: 'active' | 'converted';
}

export async function seatHold(service: TestService, spec: SeatHoldSpec): Promise<string> {
  const now = service.clock.now();
  const environment = spec.environment ?? 'staging';
  const id = randomUUID();
  const expiresAt = now + (spec.ttlMs ?? 180_000);
  const claims = spec.seatIds.map((seatId) => ({
    poolKey: poolKeys.seat(spec.scheduleId, seatId),
    capacity: 1,
    quantity: 1,
  }));
  await inTransaction(service.deps.database, async (tx) => {
    await tx
      .insertInto('holds')
      .values({
        id,
        merchant_id: TEST_MERCHANT_ID,
        environment,
        ticket_type: 'bus',
        resource_id: String(spec.scheduleId),
        quantity: spec.seatIds.length,
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
    const short = await claimPools(tx, claims, { environment, now });
    if (short) throw new Error(`seat ${short.claim.poolKey} is taken`);
    await recordAllocations(tx, id, environment, claims, expiresAt);
    if (spec.status === 'converted') await endHold(tx, id, 'converted', now);
  });
  return id;
}
