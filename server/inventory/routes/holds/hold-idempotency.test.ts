// POST /api/v1/svc/validate, idempotency: an identical request of the same owner while a hold is
// active gets that hold; anything that differs, or a lapsed hold, makes a new one.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures';
import { ticketsLeft } from '../../testing/reads';
import { experienceItem, newCustomer } from '../../testing/requests';
import { TEST_KEYS } from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService({ seed: false });
const hold = (body: unknown, key: string = TEST_KEYS.staging) =>
  service.request('POST', '/api/v1/svc/validate', { body, key });

describe('POST /api/v1/svc/validate: idempotency', () => {
  it('returns the active hold for an identical request of the same owner', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const body = {
      tickets: [experienceItem(f.regular.vip.id, 2, { a: 1, b: 2 })],
      customer_info: customer,
    };
    const first = await hold(body);
    const upper = {
      ...body,
      tickets: [experienceItem(f.regular.vip.id, 2, { b: 2, a: 1 })],
      customer_info: { ...customer, email: customer.email.toUpperCase() },
    };
    const second = await hold(upper);
    expect(second.status).toBe(201);
    expect(second.body.data.reservations[0].reservation_id).toBe(
      first.body.data.reservations[0].reservation_id,
    );
    expect(await ticketsLeft(service, f.regular.vip)).toBe(3);
  });

  it('makes a new hold when the quantity, the metadata or the owner differ', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const ids = new Set<string>();
    for (const body of [
      { tickets: [experienceItem(f.regular.vip.id, 1)], customer_info: customer },
      { tickets: [experienceItem(f.regular.vip.id, 2)], customer_info: customer },
      {
        tickets: [experienceItem(f.regular.vip.id, 1, { seat: 'A' })],
        customer_info: customer,
      },
      { tickets: [experienceItem(f.regular.vip.id, 1)], customer_info: newCustomer() },
    ]) {
      const res = await hold(body);
      expect(res.status).toBe(201);
      ids.add(res.body.data.reservations[0].reservation_id);
    }
    expect(ids.size).toBe(4);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(0);
  });

  it('expires a lapsed identical hold and makes a new one', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const body = {
      tickets: [experienceItem(f.regular.vip.id, 5)],
      customer_info: newCustomer(),
    };
    const first = await hold(body);
    service.clock.advance(180_000);
    const second = await hold(body);
    expect(second.status).toBe(201);
    const oldId = first.body.data.reservations[0].reservation_id;
    expect(second.body.data.reservations[0].reservation_id).not.toBe(oldId);
    const old = await service.deps.database.db
      .selectFrom('holds')
      .select('status')
      .where('id', '=', oldId)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
    expect(await ticketsLeft(service, f.regular.vip)).toBe(0);
  });
});
