import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_HOTEL_IDS, SEED_ROOM_IDS } from '../../seed/hotels-data';
import { walletKobo } from '../../testing/fixtures';
import {
  TEST_KEYS,
  TEST_MERCHANT_ID,
} from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';

const START = Date.parse('2030-03-11T09:00:00Z');
const day = (n: number) => addDays(lagosDate(START), n);
const STANDARD = SEED_ROOM_IDS.standardVictoriaIsland; // ₦85,000 a night, sleeps 2, 20 rooms

const service = setUpTestService({ clock: new ManualClock(START) });
const db = () => service.deps.database.db;

let n = 0;
/** A distinct guest: hold contact (email and a Nigerian phone as holds take it) and the booking's international phone. */
function guest() {
  n += 1;
  const local = `0803${String(1_000_000 + n).slice(-7)}`;
  return { email: `guest.${n}@example.com`, local, international: `+234${local.slice(1)}` };
}

interface Stay {
  room?: number;
  checkin?: string;
  checkout?: string;
  rooms?: number;
  guests?: number;
}

async function holdRooms(
  who: { email?: string; phone_number?: string },
  stay: Stay = {},
  key: string = TEST_KEYS.staging,
) {
  const item = {
    ticket_type: 'hotel',
    resource_id: stay.room ?? STANDARD,
    quantity: stay.rooms ?? 1,
    metadata: {
      checkin_date: stay.checkin ?? day(3),
      checkout_date: stay.checkout ?? day(6),
      number_of_guests: stay.guests ?? 1,
    },
  };
  const res = await service.request('POST', '/api/v1/svc/validate', {
    body: { tickets: [item], customer_info: who },
    key,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.reservations.map(
    (r: { reservation_id: string }) => r.reservation_id,
  ) as string[];
}

function bookingBody(
  ids: string[],
  contact: { email: string; phone: string },
  stay: Stay = {},
  extra: Record<string, unknown> = {},
) {
  return {
    room_id: stay.room ?? STANDARD,
    reservation_ids: ids,
    number_of_guests: stay.guests ?? 1,
    number_of_rooms: stay.rooms ?? 1,
    checkin_date: stay.checkin ?? day(3),
    checkout_date: stay.checkout ?? day(6),
    customer_info: {
      name: 'Amaka Eze',
      email: contact.email,
      phone_number: contact.phone,
      dob: '1990-05-01',
    },
    ...extra,
  };
}

const book = (body: unknown, path = '/v2/svc/hotels/buy', key: string = TEST_KEYS.staging) =>
  service.request('POST', path, { body, key });

async function roomsLeft(checkin: string, checkout: string, key: string = TEST_KEYS.staging) {
  const res = await service.request(
    'GET',
    `/v2/svc/hotels/${SEED_HOTEL_IDS.lagoonCrestVictoriaIsland}/rooms?checkin_date=${checkin}&checkout_date=${checkout}`,
    { key },
  );
  return res.body.data.rooms.find((r: { id: number }) => r.id === STANDARD)
    .rooms_available as number;
}

describe('POST /v2/svc/hotels/buy', () => {
  it('books the held rooms: amount = price × nights × rooms, both room counts, booking number, record with stay and items', async () => {
    const g = guest();
    const ids = await holdRooms({ email: g.email, phone_number: g.local }, { rooms: 2, guests: 3 });
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const res = await book(
      bookingBody(
        ids,
        { email: g.email.toUpperCase(), phone: g.international },
        { rooms: 2, guests: 3 },
        { merchant_reference: 'stay-1' },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, status: 201 });
    expect(res.body.data).toEqual({
      reference: expect.stringMatching(/^TXN-/),
      invoice_id: expect.any(Number),
      booking_number: expect.stringMatching(/^BK-[0-9A-Z]{10}$/),
      name: 'Amaka Eze',
      email: g.email.toUpperCase(),
      phone_number: g.international,
      merchant_reference: 'stay-1',
      hotel: {
        id: SEED_HOTEL_IDS.lagoonCrestVictoriaIsland,
        name: 'Lagoon Crest Victoria Island',
        location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
      },
      room: { id: STANDARD, room_name: 'Standard Room', number_of_rooms: 2, room_number: 2 },
      checkin_date: day(3),
      checkout_date: day(6),
      number_of_nights: 3,
      number_of_guests: 3,
      number_of_rooms: 2,
      amount: 510_000,
    });
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before - 51_000_000);
    expect(await roomsLeft(day(3), day(6))).toBe(18);
    service.clock.advance(3_600_000); // booked rooms stay booked after any TTL
    expect(await roomsLeft(day(5), day(6))).toBe(18);
    expect(await roomsLeft(day(6), day(7))).toBe(20);
    service.clock.set(START);

    const record = (
      await service.request('GET', '/api/v1/svc/transaction?merchant_reference=stay-1')
    ).body.data;
    expect(record).toMatchObject({
      reference: res.body.data.reference,
      kind: 'hotel',
      amount: 510_000,
      breakdown: { ticket_price: 510_000, convenience_fee: 0, merchant_commission: 0 },
      customer: {
        name: 'Amaka Eze',
        email: g.email.toUpperCase(),
        phone_number: g.international,
        dob: '1990-05-01',
      },
      stay: {
        booking_number: res.body.data.booking_number,
        hotel: res.body.data.hotel,
        room: res.body.data.room,
        checkin_date: day(3),
        checkout_date: day(6),
        number_of_nights: 3,
        number_of_guests: 3,
        number_of_rooms: 2,
        price_per_night: 85_000,
      },
      reservation_ids: ids,
    });
    expect(record.items).toHaveLength(2);
    expect(new Set(record.items.map((i: { code: string }) => i.code)).size).toBe(2);
    for (const item of record.items)
      expect(item).toMatchObject({
        code: expect.stringMatching(/^ROOM-/),
        type: 'room',
        price: 255_000,
        room_id: STANDARD,
        checkin_date: day(3),
        checkout_date: day(6),
      });
  });

  it('answers on /v2/svc/hotels/book too, and matches the owner by any form of the phone', async () => {
    for (const heldPhone of ['local', 'full'] as const) {
      const g = guest();
      const ids = await holdRooms(
        { phone_number: heldPhone === 'local' ? g.local : g.international.slice(1) },
        { checkin: day(8), checkout: day(9) },
      );
      const spaced = `${g.international.slice(0, 4)} ${g.international.slice(4, 7)} ${g.international.slice(7)}`;
      const res = await book(
        bookingBody(
          ids,
          { email: 'not.the.holder@example.com', phone: spaced },
          { checkin: day(8), checkout: day(9) },
        ),
        '/v2/svc/hotels/book',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        number_of_nights: 1,
        amount: 85_000,
        room: { number_of_rooms: 1, room_number: 1 },
      });
    }
  });

  it('answers 422 keyed by field: dates, occupancy, and rooms not held for these dates', async () => {
    const g = guest();
    const ids = await holdRooms(
      { email: g.email },
      { checkin: day(10), checkout: day(12), rooms: 1 },
    );
    const contact = { email: g.email, phone: g.international };
    const stay = { checkin: day(10), checkout: day(12) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [bookingBody(ids, contact, { ...stay, checkout: day(10) }), 'checkout_date'],
      [bookingBody(ids, contact, { ...stay, checkout: day(9) }), 'checkout_date'],
      [bookingBody(ids, contact, { checkin: day(-1), checkout: day(12) }), 'checkin_date'],
      [bookingBody(ids, contact, { ...stay, guests: 3 }), 'number_of_guests'],
      [bookingBody(ids, contact, { checkin: day(11), checkout: day(12) }), 'checkin_date'],
      [bookingBody(ids, contact, { checkin: day(10), checkout: day(13) }), 'checkout_date'],
      [bookingBody(ids, contact, { ...stay, room: SEED_ROOM_IDS.presidentialSuite }), 'room_id'],
      [bookingBody(ids, contact, { ...stay, rooms: 2 }), 'number_of_rooms'],
      [bookingBody(ids, contact, { ...stay, room: 99_999 }), 'room_id'],
      [bookingBody(ids, contact, { ...stay, checkin: '2030/03/21' }), 'checkin_date'],
      [{ ...bookingBody(ids, contact, stay), number_of_guests: 0 }, 'number_of_guests'],
      [{ ...bookingBody(ids, contact, stay), room_id: undefined }, 'room_id'],
    ];
    for (const [body, field] of cases) {
      const res = await book(body);
      expect(res.status, `${field} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
      expect(res.body.errors[field], JSON.stringify(res.body)).toHaveLength(1);
    }
    // Nothing was bought: the same holds still book.
    expect((await book(bookingBody(ids, contact, stay))).status).toBe(201);
  });

  it('words the occupancy rule as the hold does', async () => {
    const g = guest();
    const stay = { checkin: day(10), checkout: day(12), rooms: 2 };
    const ids = await holdRooms({ email: g.email }, stay);
    const hold = await service.request('POST', '/api/v1/svc/validate', {
      body: {
        tickets: [
          {
            ticket_type: 'hotel',
            resource_id: STANDARD,
            quantity: 2,
            metadata: { checkin_date: day(10), checkout_date: day(12), number_of_guests: 5 },
          },
        ],
        customer_info: { email: g.email },
      },
    });
    const bought = await book(
      bookingBody(ids, { email: g.email, phone: g.international }, { ...stay, guests: 5 }),
    );
    const rule = 'Standard Room sleeps at most 2 per room: 4 guests in 2 rooms.';
    expect(hold.body.errors['tickets.0.metadata.number_of_guests']).toEqual([rule]);
    expect(bought.body.errors.number_of_guests).toEqual([rule]);
  });

  it('answers 400 for a phone not in international format or a bad email (422 when other fields are also invalid)', async () => {
    const g = guest();
    const ids = await holdRooms({ email: g.email }, { checkin: day(14), checkout: day(15) });
    const stay = { checkin: day(14), checkout: day(15) };
    for (const phone of [g.local, g.international.slice(1), '+234123', '+1 555 0100', 'call me']) {
      const res = await book(bookingBody(ids, { email: g.email, phone }, stay));
      expect(res.status, phone).toBe(400);
      expect(res.body.errors['customer_info.phone_number']).toEqual([
        expect.stringMatching(/international format/),
      ]);
    }
    for (const email of ['not-an-email', '']) {
      const res = await book(bookingBody(ids, { email, phone: g.international }, stay));
      expect(res.status, email).toBe(400);
      expect(res.body.errors['customer_info.email']).toHaveLength(1);
    }
    const noContact = await book({
      ...bookingBody(ids, { email: g.email, phone: g.international }, stay),
      customer_info: { name: 'X' },
    });
    expect(noContact.status).toBe(400);
    const both = await book(
      bookingBody(ids, { email: g.email, phone: g.local }, { ...stay, checkout: day(14) }),
    );
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual([
      'checkout_date',
      'customer_info.phone_number',
    ]);
    expect(
      (await book(bookingBody(ids, { email: g.email, phone: g.international }, stay))).status,
    ).toBe(201);
  });

  it('answers 404 for reservations invalid, expired, released, already used, not owned, of another environment or kind', async () => {
    const stay = { checkin: day(16), checkout: day(17) };
    const g = guest();
    const contact = { email: g.email, phone: g.international };
    const notFound = async (ids: string[], who = contact, key?: string) => {
      const res = await book(bookingBody(ids, who, stay), '/v2/svc/hotels/buy', key);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        status: 404,
        message: 'One or more reservations were not found or have already been used',
      });
    };
    await notFound([crypto.randomUUID()]);
    const ids = await holdRooms({ email: g.email }, stay);
    const stranger = guest();
    await notFound(ids, { email: stranger.email, phone: stranger.international });
    await notFound(ids, contact, TEST_KEYS.live);
    await notFound(ids, contact, TEST_KEYS.otherStaging);
    service.clock.advance(180_000);
    await notFound(ids);
    service.clock.set(START);

    const released = await holdRooms({ email: g.email }, { ...stay, rooms: 2 });
    expect(
      (
        await service.request('DELETE', `/api/v1/svc/validate/${released[0]}`, {
          body: { customer_info: { email: g.email } },
        })
      ).status,
    ).toBe(200);
    await notFound(released);

    const used = await holdRooms({ email: g.email }, { ...stay, guests: 2 });
    expect((await book(bookingBody(used, contact, stay))).status).toBe(201);
    await notFound(used);

    const routes = await service.request(
      'GET',
      `/api/v1/svc/transport/routes/1/schedules?date=${day(1)}`,
    );
    const random = routes.body.data.schedules.find(
      (s: { schedule_type: string }) => s.schedule_type === 'random',
    );
    const busHold = await service.request('POST', '/api/v1/svc/validate', {
      body: {
        tickets: [
          {
            ticket_type: 'bus',
            resource_id: random.id,
            quantity: 1,
            metadata: {
              schedule_type: 'random',
              bus_id: random.bus_id,
              route_id: random.route_id,
              departure_date: random.departure_date,
            },
          },
        ],
        customer_info: { email: g.email },
      },
    });
    await notFound([busHold.body.data.reservations[0].reservation_id]);
  });

  it('rejects a repeated merchant_reference with 409, charges nothing twice, and keeps environments apart', async () => {
    const stay = { checkin: day(20), checkout: day(22) };
    const g = guest();
    const contact = { email: g.email, phone: g.international };
    const first = await holdRooms({ email: g.email }, stay);
    const ok = await book(bookingBody(first, contact, stay, { merchant_reference: 'stay-dup' }));
    expect(ok.status).toBe(201);
    const second = await holdRooms({ email: g.email }, { ...stay, guests: 2 });
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const dup = await book(bookingBody(second, contact, stay, { merchant_reference: 'stay-dup' }));
    expect(dup.status).toBe(409);
    expect(dup.body.data.reference).toBe(ok.body.data.reference);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before);

    const liveBefore = await walletKobo(db(), TEST_MERCHANT_ID, 'live');
    const live = await holdRooms({ email: g.email }, stay, TEST_KEYS.live);
    const liveBooking = await book(
      bookingBody(live, contact, stay, { merchant_reference: 'stay-dup' }),
      '/v2/svc/hotels/buy',
      TEST_KEYS.live,
    );
    expect(liveBooking.status).toBe(201);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'live')).toBe(liveBefore - 17_000_000);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before);
    expect(await roomsLeft(day(20), day(22), TEST_KEYS.live)).toBe(19);
    expect(await roomsLeft(day(20), day(22))).toBe(18); // one booked, one still held
  });
});
