// Hold expiry: lapsed holds count as free at once, and the sweeper expires each exactly once.
import { describe, expect, it } from 'vitest';
import { poolKeys, poolUsed } from '../inventory';
import { insertFixtures, type Fixtures } from '../../../testing/fixtures';
import { ticketsLeft } from '../../../testing/reads';
import { experienceItem, newCustomer } from '../../../testing/requests';
import { startSweeper, sweepLapsedHolds } from './sweeper';
import { setUpTestService } from '../../../testing/per-file';

const service = setUpTestService({ seed: false });
const hold = (body: unknown) => service.request('POST', '/api/v1/svc/validate', { body });
const vipUsed = (f: Fixtures) =>
  poolUsed(service.deps.database.db, 'staging', poolKeys.ticketCategory(f.regular.vip.id));

describe('hold expiry', () => {
  it('frees a lapsed hold at once for reads and for new holds, before any sweep', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const first = await hold({
      tickets: [experienceItem(f.regular.vip.id, 5)],
      customer_info: customer,
    });
    expect(first.status).toBe(201);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(0);
    service.clock.advance(179_999);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(0);
    service.clock.advance(1);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(5);
    const second = await hold({
      tickets: [experienceItem(f.regular.vip.id, 5)],
      customer_info: newCustomer(),
    });
    expect(second.status).toBe(201);
    // The claim expired the lapsed hold on its way: it cannot be released any more.
    const id = first.body.data.reservations[0].reservation_id;
    const res = await service.request('DELETE', `/api/v1/svc/validate/${id}`, {
      body: { customer_info: customer },
    });
    expect(res.status).toBe(404);
    expect(await vipUsed(f)).toBe(5);
  });

  it('answers 404 to the release of a lapsed, unswept hold', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const res = await hold({
      tickets: [experienceItem(f.regular.vip.id, 2)],
      customer_info: customer,
    });
    service.clock.advance(180_000);
    const id = res.body.data.reservations[0].reservation_id;
    expect(
      (
        await service.request('DELETE', `/api/v1/svc/validate/${id}`, {
          body: { customer_info: customer },
        })
      ).status,
    ).toBe(404);
  });

  it('sweeps lapsed holds to expired exactly once', async () => {
    await sweepLapsedHolds(service.deps);
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await hold({
        tickets: [experienceItem(f.regular.vip.id, 1)],
        customer_info: newCustomer(),
      });
      ids.push(res.body.data.reservations[0].reservation_id);
    }
    expect(await sweepLapsedHolds(service.deps)).toBe(0);
    service.clock.advance(180_000);
    const [a, b] = await Promise.all([
      sweepLapsedHolds(service.deps),
      sweepLapsedHolds(service.deps),
    ]);
    expect(a + b).toBe(3);
    expect(await sweepLapsedHolds(service.deps)).toBe(0);
    const rows = await service.deps.database.db
      .selectFrom('holds')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['expired', 'expired', 'expired']);
    expect(await vipUsed(f)).toBe(0);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(5);
  });

  it('runs the sweep in the background and stops cleanly', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const res = await hold({
      tickets: [experienceItem(f.regular.vip.id, 1)],
      customer_info: newCustomer(),
    });
    const id = res.body.data.reservations[0].reservation_id;
    service.clock.advance(180_000);
    const sweeper = startSweeper(service.deps, 10);
    const status = async () =>
      (
        await service.deps.database.db
          .selectFrom('holds')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    await expect.poll(status, { timeout: 2_000, interval: 20 }).toBe('expired');
    await sweeper.stop();
  });
});
