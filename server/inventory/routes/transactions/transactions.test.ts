// The transaction lookups (by merchant_reference and by reference), scoped to the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures, type Fixtures } from '../../testing/fixtures';
import { buyBody, experienceItem, newCustomer } from '../../testing/requests';
import { createTestService, TEST_KEYS, type TestService } from '../../testing/harness';

let service: TestService;
let fx: Fixtures;
let reference: string;
let reservationIds: string[];
const customer = newCustomer();

beforeAll(async () => {
  service = await createTestService({ seed: false });
  fx = await insertFixtures(service.deps.database.db, service.clock.now());
  const held = await service.request('POST', '/api/v1/svc/validate', {
    body: {
      tickets: [experienceItem(fx.regular.vip.id, 2), experienceItem(fx.regular.standard.id, 1)],
      customer_info: customer,
    },
  });
  reservationIds = held.body.data.reservations.map(
    (r: { reservation_id: string }) => r.reservation_id,
  );
  const bought = await service.request('POST', '/api/v1/svc/experience/buy/tickets', {
    medium: 'Mobile',
    body: buyBody({
      experienceId: fx.regular.experienceId,
      reservationIds,
      tickets: [
        { id: fx.regular.vip.id, count: 2 },
        { id: fx.regular.standard.id, count: 1 },
      ],
      customer,
      merchantReference: 'order/42 & co',
      extra: {
        customer_info: { name: 'Ada Obi', ...customer, dob: '1990-05-17', username: 'ada' },
      },
    }),
  });
  expect(bought.status).toBe(201);
  reference = bought.body.data.reference;
});
afterAll(() => service.close());

describe('transaction lookups', () => {
  it('returns the full record by merchant_reference', async () => {
    const res = await service.request(
      'GET',
      `/api/v1/svc/transaction?merchant_reference=${encodeURIComponent('order/42 & co')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 200 });
    const data = res.body.data;
    expect(data).toMatchObject({
      reference,
      merchant_reference: 'order/42 & co',
      invoice_id: expect.any(Number),
      status: 'successful',
      kind: 'entertainment',
      environment: 'staging',
      medium: 'Mobile',
      currency: 'NGN',
      amount: 26_100,
      breakdown: { ticket_price: 25_000, convenience_fee: 700, merchant_commission: 400 },
      customer: {
        name: 'Ada Obi',
        email: customer.email,
        phone_number: customer.phone_number,
        dob: '1990-05-17',
        username: 'ada',
      },
      experience: {
        id: fx.regular.experienceId,
        title: 'Fixture Concert',
        start_date: expect.stringMatching(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/,
        ),
        address: { street: '1 Marina', town: 'Lagos Island', city: 'Lagos', country: 'Nigeria' },
      },
      reservation_ids: reservationIds,
      created_at: new Date(service.clock.now()).toISOString(),
    });
    expect(data.items).toHaveLength(3);
    expect(data.items[0]).toEqual({
      code: expect.stringMatching(/^TKT-[0-9A-Z]{12}$/),
      type: 'ticket',
      title: 'VIP',
      price: 10_500,
      ticket_category_id: fx.regular.vip.id,
      reservation_id: reservationIds[0],
    });
    expect(new Set(data.items.map((i: { code: string }) => i.code)).size).toBe(3);
  });

  it('returns the same record by reference', async () => {
    const v1 = await service.request(
      'GET',
      `/api/v1/svc/transaction?merchant_reference=${encodeURIComponent('order/42 & co')}`,
    );
    const v2 = await service.request('GET', `/v2/svc/transactions/${reference}`);
    expect(v2.status).toBe(200);
    expect(v2.body.data).toEqual(v1.body.data);
  });

  it('answers 404 for unknown references and for other merchants or environments', async () => {
    for (const [path, key] of [
      ['/api/v1/svc/transaction?merchant_reference=nope', TEST_KEYS.staging],
      ['/v2/svc/transactions/TXN-NOPE', TEST_KEYS.staging],
      [`/v2/svc/transactions/${reference}`, TEST_KEYS.live],
      [`/v2/svc/transactions/${reference}`, TEST_KEYS.otherStaging],
      [
        `/api/v1/svc/transaction?merchant_reference=${encodeURIComponent('order/42 & co')}`,
        TEST_KEYS.live,
      ],
    ] as const) {
      const res = await service.request('GET', path, { key });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ success: false, status: 404 });
    }
  });

  it('answers 422 when merchant_reference is missing or empty', async () => {
    for (const path of ['/api/v1/svc/transaction', '/api/v1/svc/transaction?merchant_reference=']) {
      const res = await service.request('GET', path);
      expect(res.status).toBe(422);
      expect(res.body.errors.merchant_reference).toHaveLength(1);
    }
  });

  it('answers 401 without a key', async () => {
    expect(
      (await service.request('GET', `/v2/svc/transactions/${reference}`, { key: null })).status,
    ).toBe(401);
  });
});
