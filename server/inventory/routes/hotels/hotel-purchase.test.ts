// POST /v2/svc/hotels/buy (and /book), the purchases that go through: amount, rooms, stay, record,
// owner matched by any form of the phone; a repeated merchant_reference (409) and the environments.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_HOTEL_IDS, SEED_ROOM_IDS } from '../../seed/hotels-data';
import { TEST_KEYS, TEST_MERCHANT_ID } from '../../testing/harness';
import { hotelCalls, newGuest } from '../../testing/hotel-calls';
import { setUpTestService } from '../../testing/per-file';
import { walletKobo } from '../../testing/reads';

const START = Date.parse('2030-03-11T09:00:00Z');
const day = (n: number) => addDays(lagosDate(START), n);
const STANDARD = SEED_ROOM_IDS.standardVictoriaIsland; // ₦85,000 a night, sleeps 2, 20 rooms

const service = setUpTestService({ clock: new ManualClock(START) });
const db = () => service.deps.database.db;
const { holdRooms, buyBody, buy, roomsLeft } = hotelCalls(service, START);

describe('POST /v2/svc/hotels/buy', () => {
  it('buys the held rooms: amount = price × nights × rooms, both room counts, booking number, record with stay and items', async () => {
    const g = newGuest();
    const ids = await holdRooms({ email: g.email, phone_number: g.local }, { rooms: 2, guests: 3 });
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const res = await buy(
      buyBody(
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
      const g = newGuest();
      const ids = await holdRooms(
        { phone_number: heldPhone === 'local' ? g.local : g.international.slice(1) },
        { checkin: day(8), checkout: day(9) },
      );
      const spaced = `${g.international.slice(0, 4)} ${g.international.slice(4, 7)} ${g.international.slice(7)}`;
      const res = await buy(
        buyBody(
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

  it('rejects a repeated merchant_reference with 409, charges nothing twice, and keeps environments apart', async () => {
    const stay = { checkin: day(20), checkout: day(22) };
    const g = newGuest();
    const contact = { email: g.email, phone: g.international };
    const first = await holdRooms({ email: g.email }, stay);
    const ok = await buy(buyBody(first, contact, stay, { merchant_reference: 'stay-dup' }));
    expect(ok.status).toBe(201);
    const second = await holdRooms({ email: g.email }, { ...stay, guests: 2 });
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const dup = await buy(buyBody(second, contact, stay, { merchant_reference: 'stay-dup' }));
    expect(dup.status).toBe(409);
    expect(dup.body.data.reference).toBe(ok.body.data.reference);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before);

    const liveBefore = await walletKobo(db(), TEST_MERCHANT_ID, 'live');
    const live = await holdRooms({ email: g.email }, stay, TEST_KEYS.live);
    const liveBooking = await buy(
      buyBody(live, contact, stay, { merchant_reference: 'stay-dup' }),
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
