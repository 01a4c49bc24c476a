// POST /api/v1/svc/experience/buy/tickets, the buys that go through (regular, cinema, free) and
// what guards the money: the wallet (402), the merchant_reference (409), the environments.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures';
import { holdStatus, ticketsLeft, transactionCount, walletKobo } from '../../testing/reads';
import {
  buyBody,
  experienceCalls,
  experienceItem,
  newCustomer,
  oneVipBody,
} from '../../testing/requests';
import {
  OTHER_MERCHANT_ID,
  TEST_BALANCE_KOBO,
  TEST_KEYS,
  TEST_MERCHANT_ID,
} from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService({ seed: false });
const db = () => service.deps.database.db;
const { buy, holdFor } = experienceCalls(service);

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
    for (const id of ids) expect(await holdStatus(db(), id)).toBe('converted');
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
    const before = await transactionCount(db());
    const body = oneVipBody(f, ids, customer, 'poor-1');
    const res = await buy(body, TEST_KEYS.otherLive);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      success: false,
      status: 402,
      message: 'Insufficient wallet balance',
    });
    expect(await transactionCount(db())).toBe(before);
    expect(await walletKobo(db(), OTHER_MERCHANT_ID, 'live')).toBe(1_049_999);
    expect(await holdStatus(db(), ids[0]!)).toBe('active');
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
      message: 'A purchase with this merchant reference already exists.',
      data: { reference: ok.body.data.reference },
    });
    expect(dup.body.errors.merchant_reference).toEqual([
      'The merchant reference has already been used.',
    ]);
    // Checked before the holds: the first buy's hold, now sold, still gets the 409.
    const again = await buy(body(first));
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ reference: ok.body.data.reference });
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(wallet);
    expect(await holdStatus(db(), second.ids[0]!)).toBe('active');
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
