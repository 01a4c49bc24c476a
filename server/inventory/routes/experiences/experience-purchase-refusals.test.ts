// POST /api/v1/svc/experience/buy/tickets, the buys it refuses: invalid fields (400 with a reason),
// reservations that cannot be used (404), cinema screenings that do not match the holds.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures';
import { holdStatus, transactionCount, walletKobo } from '../../testing/reads';
import {
  buyBody,
  experienceCalls,
  experienceItem,
  newCustomer,
  oneVipBody,
} from '../../testing/requests';
import { TEST_KEYS, TEST_MERCHANT_ID } from '../../testing/harness';
import { setUpFixtureService } from '../../testing/per-file';

const { service, fx } = setUpFixtureService();
const db = () => service.deps.database.db;
const { buy, holdFor } = experienceCalls(service);

describe('POST /api/v1/svc/experience/buy/tickets: refusals', () => {
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
      [experienceItem(f.cinema.shared.id, 1, hq), experienceItem(f.cinema.shared.id, 1, ikeja)],
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
    expect(await holdStatus(db(), ids[0]!)).toBe('active');
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
      const before = await transactionCount(db());
      const wallet = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');

      await expectNotFound(await attempt(['0e0e0e0e-0000-4000-8000-000000000002'], newCustomer()));

      const a = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      await expectNotFound(await attempt(a.ids, newCustomer()));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.live));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.otherStaging));
      await expectNotFound(await attempt(a.ids, a.customer, TEST_KEYS.staging, 2));
      expect(await holdStatus(db(), a.ids[0]!)).toBe('active');

      const released = await holdFor([experienceItem(f.regular.vip.id, 1)]);
      await service.request('DELETE', `/api/v1/svc/validate/${released.ids[0]}`, {
        body: { customer_info: released.customer },
      });
      await expectNotFound(await attempt(released.ids, released.customer));

      // One good and one used reservation: nothing is bought.
      await expectNotFound(
        await attempt([a.ids[0]!, released.ids[0]!], a.customer, TEST_KEYS.staging, 2),
      );
      expect(await holdStatus(db(), a.ids[0]!)).toBe('active');

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

      expect(await transactionCount(db())).toBe(before);
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
});
