// DELETE /api/v1/svc/validate/{reservation_id}: the owner releases a hold and its units free at
// once; anything else is the same 404.
import { describe, expect, it } from 'vitest';
import { insertFixtures, type Fixtures } from '../../testing/fixtures';
import { holdStatus, ticketsLeft } from '../../testing/reads';
import { experienceItem, newCustomer } from '../../testing/requests';
import { TEST_KEYS } from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService({ seed: false });
const hold = (body: unknown, key: string = TEST_KEYS.staging) =>
  service.request('POST', '/api/v1/svc/validate', { body, key });
const release = (id: string, body: unknown, key: string = TEST_KEYS.staging) =>
  service.request('DELETE', `/api/v1/svc/validate/${id}`, { body, key });

describe('DELETE /api/v1/svc/validate/{reservation_id}', () => {
  const holdOne = async (f: Fixtures, customer = newCustomer()) => {
    const res = await hold({
      tickets: [experienceItem(f.regular.vip.id, 2)],
      customer_info: customer,
    });
    expect(res.status).toBe(201);
    return { id: res.body.data.reservations[0].reservation_id as string, customer };
  };

  it('releases for the owner, frees the units at once, then keeps answering 404', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const { id, customer } = await holdOne(f);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(3);
    const res = await release(id, { customer_info: { email: customer.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 200, message: expect.any(String) });
    expect(await ticketsLeft(service, f.regular.vip)).toBe(5);
    expect(await holdStatus(service.deps.database.db, id)).toBe('released');
    for (let i = 0; i < 2; i += 1)
      expect((await release(id, { customer_info: customer })).status).toBe(404);
  });

  it('matches by phone exactly', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const { id, customer } = await holdOne(f);
    expect(
      (
        await release(id, {
          customer_info: { phone_number: `${customer.phone_number.slice(0, -1)}9` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await release(id, { customer_info: { phone_number: customer.phone_number } })).status,
    ).toBe(200);
  });

  it('answers 404 for a mismatched owner, another merchant or environment, an unknown or malformed id', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const { id, customer } = await holdOne(f);
    expect(
      (await release(id, { customer_info: { email: 'someone.else@example.com' } })).status,
    ).toBe(404);
    expect((await release(id, { customer_info: customer }, TEST_KEYS.otherStaging)).status).toBe(
      404,
    );
    expect((await release(id, { customer_info: customer }, TEST_KEYS.live)).status).toBe(404);
    expect(
      (await release('0f0f0f0f-0000-4000-8000-000000000000', { customer_info: customer })).status,
    ).toBe(404);
    expect((await release('not-a-uuid', { customer_info: customer })).status).toBe(404);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(3);
    expect((await release(id, { customer_info: customer })).status).toBe(200);
  });

  it('answers 422 for a missing or malformed owner and a malformed body', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const { id } = await holdOne(f);
    const cases: [unknown, string][] = [
      [{}, 'customer_info'],
      [{ customer_info: {} }, 'customer_info.email'],
      [{ customer_info: { phone_number: '123' } }, 'customer_info.phone_number'],
      [{ customer_info: { email: 'nope' } }, 'customer_info.email'],
    ];
    for (const [body, key] of cases) {
      const res = await release(id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[key]).toHaveLength(1);
    }
    expect((await release(id, '{"customer_info":')).status).toBe(422);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(3);
  });
});
