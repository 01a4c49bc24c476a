import { describe, expect, it } from 'vitest';
import {
  buyBody,
  experienceItem,
  holdTickets,
  insertFixtures,
  newCustomer,
  ticketsLeft,
  walletKobo,
  type Fixtures,
} from '../../testing/fixtures';
import {
  OTHER_MERCHANT_ID,
  TEST_BALANCE_KOBO,
  TEST_KEYS,
  TEST_MERCHANT_ID,
} from '../../testing/harness';
import { setUpFixtureService } from '../../testing/per-file';

const { service, fx } = setUpFixtureService();
const db = () => service.deps.database.db;
const BUY = '/api/v1/svc/experience/buy/tickets';
const buy = (body: unknown, key: string = TEST_KEYS.staging, medium = 'Web') =>
  service.request('POST', BUY, { body, key, medium });

/** Holds the items for a new customer (or the one given); returns the reservation ids and the customer. */
const holdFor = (items: unknown[], customer = newCustomer(), key: string = TEST_KEYS.staging) =>
  holdTickets(service, items, customer, key);

/** A buy body for one VIP ticket of `f`'s regular event. */
const oneVipBody = (
  f: Fixtures,
  reservationIds: string[],
  customer: { email: string; phone_number: string },
  merchantReference?: string,
) =>
  buyBody({
    experienceId: f.regular.experienceId,
    reservationIds,
    tickets: [{ id: f.regular.vip.id, count: 1 }],
    customer,
    merchantReference,
  });

const holdStatus = async (id: string) =>
  (await db().selectFrom('holds').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const transactionCount = async () =>
  Number(
    (
      await db()
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/v1/svc/experience/buy/tickets', () => {
  it('converts the holds, debits the wallet once and answers the summary with one ticket per admission', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const { ids, customer } = await holdFor([
      experienceItem(f.regular.vip.id, 2),
      experienceItem(f.regular.standard.id, 1),
    ]);
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const res = await buy(
      buyBody({
        experienceId: f.regular.experienceId,
        reservationIds: ids,
        tickets: [
          { id: f.regular.vip.id, count: 2 },
          { id: f.regular.standard.id, count: 1 },
        ],
        customer,
        merchantReference: 'order-happy-1',
      }),
      TEST_KEYS.staging,
      'POS',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, status: 201 });
    const data = res.body.data;
    expect(data).toMatchObject({
      reference: expect.stringMatching(/^TXN-[0-9A-Z]{12}$/),
      invoice_id: expect.any(Number),
      name: 'Ada Obi',
      email: customer.email,
      phone_number: customer.phone_number,
      merchant_reference: 'order-happy-1',
    });
    expect(data.tickets.map((t: { title: string; price: number }) => [t.title, t.price])).toEqual([
      ['VIP', 10_500],
      ['VIP', 10_500],
      ['Regular', 5_100],
    ]);
    expect(new Set(data.tickets.map((t: { id: string }) => t.id)).size).toBe(3);
    for (const t of data.tickets) expect(t.id).toMatch(/^TKT-[0-9A-Z]{12}$/);

    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before - 2_610_000);
    for (const id of ids) expect(await holdStatus(id)).toBe('converted');
    // Sold units stay taken, also after the TTL would have lapsed.
    service.clock.advance(600_000);
    expect(await ticketsLeft(service, f.regular.vip)).toBe(3);
    const entries = await db()
      .selectFrom('wallet_entries')
      .selectAll()
      .where('note', '=', `purchase ${data.reference}`)
      .execute();
    expect(entries).toMatchObject([
      { amount_kobo: -2_610_000, balance_after_kobo: before - 2_610_000 },
    ]);
    const row = await db()
      .selectFrom('transactions')
      .selectAll()
      .where('reference', '=', data.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      medium: 'POS',
      kind: 'entertainment',
      environment: 'staging',
      amount_kobo: 2_610_000,
    });
  });

  it('buys a cinema screening and records it', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const screening = { time_id: f.cinema.hqMondayTimeId, attendance_date: f.cinema.monday };
    const { ids, customer } = await holdFor([experienceItem(f.cinema.shared.id, 2, screening)]);
    const res = await buy(
      buyBody({
        experienceId: f.cinema.experienceId,
        reservationIds: ids,
        tickets: [{ id: f.cinema.shared.id, count: 2 }],
        customer,
        merchantReference: 'cinema-1',
        extra: { cinema_location_id: f.cinema.hqId, ...screening },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const record = await service.request(
      'GET',
      '/api/v1/svc/transaction?merchant_reference=cinema-1',
    );
    expect(record.body.data).toMatchObject({
      kind: 'cinema',
      screening: {
        cinema_location_id: f.cinema.hqId,
        location_name: 'Fixture Lekki (HQ)',
        time_id: f.cinema.hqMondayTimeId,
        start: '6:00PM',
        end: '11:00PM',
        attendance_date: f.cinema.monday,
      },
    });
    // One showtime reads the same in the record and in the ticket-category reply.
    const categories = await service.request(
      'GET',
      `/api/v1/svc/experience/tickets/${f.cinema.experienceId}?time_id=${screening.time_id}&attendance_date=${screening.attendance_date}`,
    );
    const { start, end } = categories.body.data.screening;
    expect(record.body.data.screening).toMatchObject({ start, end });
  });

  it('refuses cinema buys whose screening fields do not match the holds, or that mix screenings', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const customer = newCustomer();
    const hq = { time_id: f.cinema.hqMondayTimeId, attendance_date: f.cinema.monday };
    const ikeja = {
      cinema_location_id: f.cinema.ikejaId,
      time_id: f.cinema.ikejaDailyTimeId,
      attendance_date: f.cinema.monday,
    };
    const { ids } = await holdFor(
      [
        experienceItem(f.cinema.shared.id, 1, hq),
        experienceItem(f.cinema.shared.id, 1, ikeja),
      ],
      customer,
    );
    const body = {
      experienceId: f.cinema.experienceId,
      tickets: [{ id: f.cinema.shared.id, count: 1 }],
      customer,
    };
    const mixed = await buy(
      buyBody({ ...body, reservationIds: ids, tickets: [{ id: f.cinema.shared.id, count: 2 }] }),
    );
    expect(mixed.status).toBe(404);
    expect(mixed.body.reason).toMatch(/same screening/);
    const wrongTime = await buy(
      buyBody({
        ...body,
        reservationIds: [ids[0]!],
        extra: { time_id: f.cinema.ikejaDailyTimeId },
      }),
    );
    expect(wrongTime.status).toBe(404);
    expect(await holdStatus(ids[0]!)).toBe('active');
  });

  it('buys free tickets for nothing', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const { ids, customer } = await holdFor([experienceItem(f.regular.free.id, 2)]);
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const res = await buy(
      buyBody({
        experienceId: f.regular.experienceId,
        reservationIds: ids,
        tickets: [{ id: f.regular.free.id, count: 2 }],
        customer,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.merchant_reference).toBeNull();
    expect(res.body.data.tickets.map((t: { price: number }) => t.price)).toEqual([0, 0]);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before);
  });

  describe('400: invalid fields, with message, reason and errors', () => {
    const valid = () =>
      buyBody({
        experienceId: fx.regular.experienceId,
        reservationIds: ['0e0e0e0e-0000-4000-8000-000000000001'],
        tickets: [{ id: fx.regular.vip.id, count: 1 }],
        customer: newCustomer(),
      });
    const cases: [string, () => unknown, string][] = [
      ['experience_id not a UUID', () => ({ ...valid(), experience_id: '42' }), 'experience_id'],
      [
        'experience_id unknown',
        () => ({ ...valid(), experience_id: '0e0e0e0e-0000-4000-8000-00000000ffff' }),
        'experience_id',
      ],
      ['tickets missing', () => ({ ...valid(), tickets: undefined }), 'tickets'],
      [
        'tickets[].id not a UUID',
        () => ({ ...valid(), tickets: [{ id: 'vip', count: 1 }] }),
        'tickets.0.id',
      ],
      [
        'tickets[].id of another experience',
        () => ({ ...valid(), tickets: [{ id: fx.cinema.shared.id, count: 1 }] }),
        'tickets.0.id',
      ],
      [
        'tickets[].count 0',
        () => ({ ...valid(), tickets: [{ id: fx.regular.vip.id, count: 0 }] }),
        'tickets.0.count',
      ],
      ['reservation_ids empty', () => ({ ...valid(), reservation_ids: [] }), 'reservation_ids'],
      [
        'reservation id not a UUID',
        () => ({ ...valid(), reservation_ids: ['abc'] }),
        'reservation_ids.0',
      ],
      [
        'name missing',
        () => ({ ...valid(), customer_info: { ...newCustomer() } }),
        'customer_info.name',
      ],
      [
        'email missing',
        () => ({ ...valid(), customer_info: { name: 'A', phone_number: '08031234567' } }),
        'customer_info.email',
      ],
      [
        'phone missing',
        () => ({ ...valid(), customer_info: { name: 'A', email: 'a@example.com' } }),
        'customer_info.phone_number',
      ],
      [
        'phone malformed',
        () => ({
          ...valid(),
          customer_info: { name: 'A', email: 'a@example.com', phone_number: '0803-123-4567' },
        }),
        'customer_info.phone_number',
      ],
      [
        'dob malformed',
        () => ({ ...valid(), customer_info: { ...valid().customer_info, dob: '1990/01/01' } }),
        'customer_info.dob',
      ],
      [
        'merchant_reference over 255',
        () => ({ ...valid(), merchant_reference: 'x'.repeat(256) }),
        'merchant_reference',
      ],
      [
        'merchant_reference not a string',
        () => ({ ...valid(), merchant_reference: 12 }),
        'merchant_reference',
      ],
    ];
    it.each(cases)('%s', async (_name, body, key) => {
      const res = await buy(body());
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        status: 400,
        message: expect.any(String),
        reason: expect.any(String),
      });
      expect(res.body.errors[key], JSON.stringify(res.body.errors)).toEqual([expect.any(String)]);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await buy('{"reservation_ids": [');
      expect(res.status).toBe(400);
    });

    it('accepts a merchant_reference of exactly 255 characters', async () => {
      const f = await insertFixtures(db(), service.clock.now());
      const { ids, customer } = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      const res = await buy(oneVipBody(f, ids, customer, 'r'.repeat(255)));
      expect(res.status).toBe(201);
    });
  });

  describe('404: reservations not usable, nothing written', () => {
    it('covers unknown, mismatched, released, bought, lapsed and foreign holds', async () => {
      const f = await insertFixtures(db(), service.clock.now());
      const attempt = async (
        ids: string[],
        customer: { email: string; phone_number: string },
        key: string = TEST_KEYS.staging,
        count = 1,
      ) =>
        buy(
          buyBody({
            experienceId: f.regular.experienceId,
            reservationIds: ids,
            tickets: [{ id: f.regular.vip.id, count }],
            customer,
          }),
          key,
        );
      const expectNotFound = async (res: Awaited<ReturnType<typeof buy>>) => {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(res.body.message).toBe(
          'One or more reservations were not found or have already been used',
        );
      };
      const before = await transactionCount();
      const wallet = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');

      await expectNotFound(await attempt(['0e0e0e0e-0000-4000-8000-000000000002'], newCustomer()));

      const a = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      await expectNotFound(await attempt(a.ids, newCustomer()));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.live));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.otherStaging));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.staging, 2));
      expect(await holdStatus(a.ids[0]!)).toBe('active');

      const released = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      await service.request('DELETE', `/api/v1/svc/validate/${released.ids[0]}`, {
        body: { customer_info: released.customer },
      });
      await expectNotFound(await attempt(released.ids, released.customer));

      // One good and one used reservation: nothing is bought.
      await expectNotFound(
        await attempt([a.ids[0]!, released.ids[0]!], a.customer, TEST_KEYS.staging, 2),
      );
      expect(await holdStatus(a.ids[0]!)).toBe('active');

      const bus = await holdFor([
        {
          ticket_type: 'bus',
          resource_id: f.bus.randomId,
          quantity: 1,
          metadata: {
            schedule_type: 'random',
            bus_id: f.bus.busId,
            route_id: f.bus.routeId,
            departure_date: f.bus.randomDate,
          },
        },
      ]);
      await expectNotFound(await attempt(bus.ids, bus.customer));

      expect(await transactionCount()).toBe(before);
      expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(wallet);

      service.clock.advance(180_000);
      await expectNotFound(await attempt(a.ids, a.customer));
    });

    it('matches the owner by email (any case) or by phone', async () => {
      const f = await insertFixtures(db(), service.clock.now());
      const byEmail = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      const emailOnly = {
        email: byEmail.customer.email.toUpperCase(),
        phone_number: '09099999999',
      };
      const ok1 = await buy(oneVipBody(f, byEmail.ids, emailOnly));
      expect(ok1.status).toBe(201);
      const byPhone = await holdFor([experienceItem(f.regular.vip.id, 1)], {
        phone_number: '08055555555',
      } as never);
      const phoneOnly = { email: 'someone@example.com', phone_number: '08055555555' };
      const ok2 = await buy(oneVipBody(f, byPhone.ids, phoneOnly));
      expect(ok2.status).toBe(201);
      const bought = await buy(oneVipBody(f, byPhone.ids, phoneOnly));
      expect(bought.status).toBe(404);
    });
  });

  it('answers 402 when the wallet cannot pay: nothing written, holds still active and buyable later', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const { ids, customer } = await holdFor(
      [experienceItem(f.regular.vip.id, 1)],
      newCustomer(),
      TEST_KEYS.otherLive,
    );
    await db()
      .updateTable('wallets')
      .set({ balance_kobo: 1_049_999 })
      .where('merchant_id', '=', OTHER_MERCHANT_ID)
      .where('environment', '=', 'live')
      .execute();
    const before = await transactionCount();
    const body = oneVipBody(f, ids, customer, 'poor-1');
    const res = await buy(body, TEST_KEYS.otherLive);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      success: false,
      status: 402,
      message: 'Insufficient wallet balance',
    });
    expect(await transactionCount()).toBe(before);
    expect(await walletKobo(db(), OTHER_MERCHANT_ID, 'live')).toBe(1_049_999);
    expect(await holdStatus(ids[0]!)).toBe('active');
    expect(
      (
        await service.request('GET', '/api/v1/svc/transaction?merchant_reference=poor-1', {
          key: TEST_KEYS.otherLive,
        })
      ).status,
    ).toBe(404);
    await db()
      .updateTable('wallets')
      .set({ balance_kobo: 1_050_000 })
      .where('merchant_id', '=', OTHER_MERCHANT_ID)
      .where('environment', '=', 'live')
      .execute();
    expect((await buy(body, TEST_KEYS.otherLive)).status).toBe(201);
    expect(await walletKobo(db(), OTHER_MERCHANT_ID, 'live')).toBe(0);
  });

  it('answers 409 naming the existing transaction for a repeated merchant_reference, charging nothing', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const first = await holdFor([experienceItem(f.regular.vip.id, 1)]);
    const second = await holdFor([experienceItem(f.regular.vip.id, 1)]);
    const body = (h: typeof first) => oneVipBody(f, h.ids, h.customer, 'order-dup');
    const ok = await buy(body(first));
    expect(ok.status).toBe(201);
    const wallet = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const dup = await buy(body(second));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      success: false,
      status: 409,
      data: { reference: ok.body.data.reference },
    });
    expect(dup.body.errors.merchant_reference).toHaveLength(1);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(wallet);
    expect(await holdStatus(second.ids[0]!)).toBe('active');
    // Another environment or another merchant may use the same reference.
    const live = await holdFor(
      [experienceItem(f.regular.vip.id, 1)],
      newCustomer(),
      TEST_KEYS.live,
    );
    expect((await buy(body(live), TEST_KEYS.live)).status).toBe(201);
  });

  it('keeps environments apart: a staging buy leaves the live wallet untouched', async () => {
    const f = await insertFixtures(db(), service.clock.now());
    const live = await walletKobo(db(), OTHER_MERCHANT_ID, 'live');
    const staging = await walletKobo(db(), OTHER_MERCHANT_ID, 'staging');
    const { ids, customer } = await holdFor(
      [experienceItem(f.regular.standard.id, 1)],
      newCustomer(),
      TEST_KEYS.otherStaging,
    );
    const res = await buy(
      buyBody({
        experienceId: f.regular.experienceId,
        reservationIds: ids,
        tickets: [{ id: f.regular.standard.id, count: 1 }],
        customer,
      }),
      TEST_KEYS.otherStaging,
    );
    expect(res.status).toBe(201);
    expect(await walletKobo(db(), OTHER_MERCHANT_ID, 'staging')).toBe(staging - 510_000);
    expect(await walletKobo(db(), OTHER_MERCHANT_ID, 'live')).toBe(live);
    expect(staging).toBe(TEST_BALANCE_KOBO);
  });
});
