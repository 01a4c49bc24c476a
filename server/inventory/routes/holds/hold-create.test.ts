// POST /api/v1/svc/validate: holds made all or none, with the spec's fields, TTL and errors, per
// environment.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures';
import { ticketsLeft } from '../../testing/reads';
import { experienceItem, newCustomer } from '../../testing/requests';
import { TEST_KEYS } from '../../testing/harness';
import { setUpFixtureService } from '../../testing/per-file';

const { service, fx } = setUpFixtureService();
const hold = (body: unknown, key: string = TEST_KEYS.staging) =>
  service.request('POST', '/api/v1/svc/validate', { body, key });

describe('POST /api/v1/svc/validate', () => {
  it('creates one active hold per item, in order, with the spec fields', async () => {
    const customer = newCustomer();
    const res = await hold({
      tickets: [
        experienceItem(fx.regular.standard.id, 2, { note: 'gift' }),
        experienceItem(fx.regular.free.id, 1),
      ],
      customer_info: customer,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, status: 201 });
    const [first, second] = res.body.data.reservations;
    expect(first).toEqual({
      reservation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ticket_type: 'entertainment',
      resource_id: fx.regular.standard.id,
      quantity: 2,
      status: 'active',
      expires_at: new Date(service.clock.now() + 180_000).toISOString(),
      seconds_remaining: 180,
      metadata: { note: 'gift' },
    });
    expect(first.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(second).toMatchObject({ resource_id: fx.regular.free.id, quantity: 1, metadata: {} });
    const left = await ticketsLeft(service, fx.regular.standard);
    expect(left).toBe(98);
  });

  it('computes seconds_remaining from the clock at response time', async () => {
    const customer = newCustomer();
    const body = {
      tickets: [experienceItem(fx.regular.standard.id, 1)],
      customer_info: customer,
    };
    const first = await hold(body);
    service.clock.advance(61_500);
    const again = await hold(body);
    expect(again.body.data.reservations[0]).toMatchObject({
      reservation_id: first.body.data.reservations[0].reservation_id,
      expires_at: first.body.data.reservations[0].expires_at,
      seconds_remaining: 118,
    });
  });

  it("uses the merchant's own TTL when it has one", async () => {
    await service.deps.database.db
      .updateTable('merchants')
      .set({ hold_ttl_seconds: 600 })
      .where('name', '=', 'Other Merchant')
      .execute();
    const res = await hold(
      { tickets: [experienceItem(fx.regular.standard.id)], customer_info: newCustomer() },
      TEST_KEYS.otherStaging,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.reservations[0].seconds_remaining).toBe(600);
  });

  describe('validation (422, errors keyed by path)', () => {
    const ok = () => experienceItem(fx.regular.standard.id);
    const cases: [string, () => unknown, string[]][] = [
      ['no tickets', () => ({ customer_info: newCustomer() }), ['tickets']],
      ['empty tickets', () => ({ tickets: [], customer_info: newCustomer() }), ['tickets']],
      [
        'more than 10 tickets',
        () => ({ tickets: Array.from({ length: 11 }, ok), customer_info: newCustomer() }),
        ['tickets'],
      ],
      [
        'quantity 0',
        () => ({ tickets: [ok(), { ...ok(), quantity: 0 }], customer_info: newCustomer() }),
        ['tickets.1.quantity'],
      ],
      [
        'fractional quantity',
        () => ({ tickets: [{ ...ok(), quantity: 1.5 }], customer_info: newCustomer() }),
        ['tickets.0.quantity'],
      ],
      [
        'quantity as text',
        () => ({ tickets: [{ ...ok(), quantity: '2' }], customer_info: newCustomer() }),
        ['tickets.0.quantity'],
      ],
      [
        'non-UUID resource',
        () => ({ tickets: [{ ...ok(), resource_id: 'vip' }], customer_info: newCustomer() }),
        ['tickets.0.resource_id'],
      ],
      [
        'unknown ticket_type',
        () => ({ tickets: [{ ...ok(), ticket_type: 'train' }], customer_info: newCustomer() }),
        ['tickets.0.ticket_type'],
      ],
      [
        'metadata not an object',
        () => ({ tickets: [{ ...ok(), metadata: 'x' }], customer_info: newCustomer() }),
        ['tickets.0.metadata'],
      ],
      ['no customer_info', () => ({ tickets: [ok()] }), ['customer_info']],
      [
        'neither email nor phone',
        () => ({ tickets: [ok()], customer_info: {} }),
        ['customer_info.email', 'customer_info.phone_number'],
      ],
      [
        'bad email',
        () => ({ tickets: [ok()], customer_info: { email: 'not-an-email' } }),
        ['customer_info.email'],
      ],
      [
        'phone of 10 digits',
        () => ({ tickets: [ok()], customer_info: { phone_number: '0803123456' } }),
        ['customer_info.phone_number'],
      ],
      [
        'phone of 14 digits',
        () => ({ tickets: [ok()], customer_info: { phone_number: '08031234567890' } }),
        ['customer_info.phone_number'],
      ],
      [
        'phone with a plus',
        () => ({ tickets: [ok()], customer_info: { phone_number: '+2348031234567' } }),
        ['customer_info.phone_number'],
      ],
      ['body not an object', () => [1, 2], ['body']],
    ];
    it.each(cases)('%s', async (_name, body, keys) => {
      const res = await hold(body());
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
      for (const key of keys) expect(res.body.errors[key], key).toEqual([expect.any(String)]);
    });

    it('answers malformed JSON with 422', async () => {
      const res = await hold('{"tickets": [');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
    });

    it('accepts an 11- or 13-digit phone alone', async () => {
      for (const phone_number of ['08031234567', '2348031234567']) {
        const res = await hold({ tickets: [ok()], customer_info: { phone_number } });
        expect(res.status).toBe(201);
      }
    });
  });

  it('answers 404 for an unknown ticket category', async () => {
    const res = await hold({
      tickets: [experienceItem('6f1c1d8e-0000-4000-8000-000000000000')],
      customer_info: newCustomer(),
    });
    expect(res.status).toBe(404);
    expect(res.body.errors['tickets.0.resource_id']).toHaveLength(1);
  });

  it('answers 409 naming the ticket and what is left', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    expect(
      (
        await hold({
          tickets: [experienceItem(f.regular.vip.id, 4)],
          customer_info: newCustomer(),
        })
      ).status,
    ).toBe(201);
    const res = await hold({
      tickets: [experienceItem(f.regular.vip.id, 2)],
      customer_info: newCustomer(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      status: 409,
      message: 'Insufficient inventory',
      errors: { tickets: ['Only 1 ticket left for VIP.'] },
    });
    await hold({ tickets: [experienceItem(f.regular.vip.id, 1)], customer_info: newCustomer() });
    const soldOut = await hold({
      tickets: [experienceItem(f.regular.vip.id, 1)],
      customer_info: newCustomer(),
    });
    expect(soldOut.body.errors.tickets[0]).toMatch(/VIP is sold out/);
  });

  it('holds nothing when any item fails (all or none)', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const res = await hold({
      tickets: [experienceItem(f.regular.standard.id, 3), experienceItem(f.regular.vip.id, 6)],
      customer_info: customer,
    });
    expect(res.status).toBe(409);
    const now = service.clock.now();
    expect(await ticketsLeft(service, f.regular.standard, 'staging', now)).toBe(100);
    const rows = await service.deps.database.db
      .selectFrom('holds')
      .select('id')
      .where('owner_email', '=', customer.email)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('keeps environments apart: staging holds leave live inventory whole', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    expect(
      (
        await hold({
          tickets: [experienceItem(f.regular.vip.id, 5)],
          customer_info: newCustomer(),
        })
      ).status,
    ).toBe(201);
    expect(await ticketsLeft(service, f.regular.vip, 'staging')).toBe(0);
    expect(await ticketsLeft(service, f.regular.vip, 'live')).toBe(5);
    expect(
      (
        await hold(
          { tickets: [experienceItem(f.regular.vip.id, 5)], customer_info: newCustomer() },
          TEST_KEYS.live,
        )
      ).status,
    ).toBe(201);
  });
});
