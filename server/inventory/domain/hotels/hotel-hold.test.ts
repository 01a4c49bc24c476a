// Hotel holds (ticket_type hotel): rooms of one room type for every night of a stay, all or none.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { SEED_HOTEL_IDS, SEED_ROOM_IDS } from '../../seed/hotels-data';
import { TEST_KEYS } from '../../testing/harness';
import { addDays, lagosDate } from '../core/time';
import { setUpTestService } from '../../testing/per-file';

const START = Date.parse('2030-03-11T09:00:00Z');
const day = (n: number) => addDays(lagosDate(START), n);
const SUITE = SEED_ROOM_IDS.presidentialSuite; // one room, sleeps 4
const STANDARD = SEED_ROOM_IDS.standardVictoriaIsland; // 20 rooms, sleeps 2

const service = setUpTestService({ clock: new ManualClock(START) });

let customers = 0;
const customer = () => ({ email: `guest${(customers += 1)}@example.com` });

function hotelItem(roomId: number, checkin: string, checkout: string, rooms = 1, guests = 1) {
  return {
    ticket_type: 'hotel',
    resource_id: roomId,
    quantity: rooms,
    metadata: { checkin_date: checkin, checkout_date: checkout, number_of_guests: guests },
  };
}

const hold = (item: unknown, info: object = customer(), key: string = TEST_KEYS.staging) =>
  service.request('POST', '/api/v1/svc/validate', {
    body: { tickets: [item], customer_info: info },
    key,
  });

async function available(
  roomId: number,
  checkin: string,
  checkout: string,
  key: string = TEST_KEYS.staging,
): Promise<number> {
  const res = await service.request(
    'GET',
    `/v2/svc/hotels/${SEED_HOTEL_IDS.lagoonCrestVictoriaIsland}/rooms?checkin_date=${checkin}&checkout_date=${checkout}`,
    { key },
  );
  return res.body.data.rooms.find((r: { id: number }) => r.id === roomId).rooms_available;
}

describe('hotel holds (POST /api/v1/svc/validate, ticket_type hotel)', () => {
  it('holds rooms for every night of the stay, check-out exclusive; the room id comes back as a string', async () => {
    const res = await hold(hotelItem(STANDARD, day(1), day(4), 3, 5));
    expect(res.status).toBe(201);
    expect(res.body.data.reservations[0]).toEqual({
      reservation_id: expect.any(String),
      ticket_type: 'hotel',
      resource_id: String(STANDARD),
      quantity: 3,
      status: 'active',
      expires_at: new Date(START + 180_000).toISOString(),
      seconds_remaining: 180,
      metadata: { checkin_date: day(1), checkout_date: day(4), number_of_guests: 5 },
    });
    expect(await available(STANDARD, day(1), day(2))).toBe(17);
    expect(await available(STANDARD, day(3), day(4))).toBe(17);
    expect(await available(STANDARD, day(4), day(5))).toBe(20);
    expect(await available(STANDARD, day(0), day(1))).toBe(20);
    expect(await available(STANDARD, day(1), day(4), TEST_KEYS.live)).toBe(20);
  });

  it('words the 409 with the rooms free before the request, even after it took an earlier night', async () => {
    expect((await hold(hotelItem(STANDARD, day(70), day(71), 8, 1))).status).toBe(201); // 12 left
    expect((await hold(hotelItem(STANDARD, day(71), day(72), 15, 1))).status).toBe(201); // 5 left
    // Night 70 is taken (12 → 2) before night 71 falls short: the answer is still 5.
    const short = await hold(hotelItem(STANDARD, day(70), day(72), 10, 1));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Insufficient inventory: 5 available.');
    expect(short.body.errors.tickets[0]).toMatch(/^Only 5 rooms of /);
    expect(await available(STANDARD, day(70), day(71))).toBe(12);
  });

  it('returns the existing hold for an identical request of the same customer', async () => {
    const who = customer();
    const first = await hold(hotelItem(STANDARD, day(40), day(41)), who);
    const again = await hold(hotelItem(STANDARD, day(40), day(41)), who);
    expect(again.body.data.reservations[0].reservation_id).toBe(
      first.body.data.reservations[0].reservation_id,
    );
    expect(await available(STANDARD, day(40), day(41))).toBe(19);
  });

  it('answers 409 with how many rooms are left when a night is short, and claims nothing', async () => {
    expect((await hold(hotelItem(SUITE, day(5), day(7)))).status).toBe(201); // nights 5 and 6
    const overlap = await hold(hotelItem(SUITE, day(6), day(8)));
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ success: false, status: 409 });
    expect(overlap.body.message).toMatch(/insufficient inventory/i);
    expect(overlap.body.message).toMatch(/0 available/);
    expect(overlap.body.errors.tickets[0]).toMatch(/Only 0 rooms of Presidential Suite/);
    // All or none: the free night before the short one was not taken.
    const wide = await hold(hotelItem(SUITE, day(3), day(6)));
    expect(wide.status).toBe(409);
    expect(await available(SUITE, day(3), day(5))).toBe(1);
    // Check-out is exclusive: a stay starting on the other's check-out day fits.
    expect((await hold(hotelItem(SUITE, day(7), day(9)))).status).toBe(201);
    const many = await hold(hotelItem(STANDARD, day(60), day(61), 21, 2));
    expect(many.status).toBe(409);
    expect(many.body.errors.tickets[0]).toMatch(/Only 20 rooms/);
  });

  it('answers 422 keyed tickets.N.metadata.<field> for missing, malformed or impossible values', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ticket_type: 'hotel', resource_id: STANDARD, quantity: 1 }, 'tickets.0.metadata'],
      [hotelItem(STANDARD, '2030/03/20', day(3)), 'tickets.0.metadata.checkin_date'],
      [hotelItem(STANDARD, day(2), '2030-02-30'), 'tickets.0.metadata.checkout_date'],
      [hotelItem(STANDARD, day(3), day(3)), 'tickets.0.metadata.checkout_date'],
      [hotelItem(STANDARD, day(3), day(2)), 'tickets.0.metadata.checkout_date'],
      [hotelItem(STANDARD, day(-1), day(2)), 'tickets.0.metadata.checkin_date'],
      [hotelItem(STANDARD, day(1), day(40)), 'tickets.0.metadata.checkout_date'],
      [hotelItem(STANDARD, day(1), day(2), 1, 0), 'tickets.0.metadata.number_of_guests'],
      [hotelItem(STANDARD, day(1), day(2), 1, 3), 'tickets.0.metadata.number_of_guests'],
      [hotelItem(STANDARD, day(1), day(2), 0, 1), 'tickets.0.quantity'],
      [{ ...hotelItem(STANDARD, day(1), day(2)), resource_id: 'abc' }, 'tickets.0.resource_id'],
      [{ ...hotelItem(STANDARD, day(1), day(2)), resource_id: 0 }, 'tickets.0.resource_id'],
    ];
    for (const [item, key] of cases) {
      const res = await hold(item);
      expect(res.status, key).toBe(422);
      expect(res.body.errors[key], JSON.stringify(res.body.errors)).toBeDefined();
    }
    // Two rooms sleep twice as many.
    expect((await hold(hotelItem(STANDARD, day(1), day(2), 2, 4))).status).toBe(201);
  });

  it('answers 404 for an unknown room', async () => {
    const res = await hold(hotelItem(99_999, day(1), day(2)));
    expect(res.status).toBe(404);
    expect(res.body.errors['tickets.0.resource_id']).toHaveLength(1);
  });

  it('frees every night on release and on expiry', async () => {
    const who = customer();
    const made = await hold(hotelItem(STANDARD, day(80), day(83), 4, 2), who);
    expect(await available(STANDARD, day(80), day(83))).toBe(16);
    const id = made.body.data.reservations[0].reservation_id;
    const released = await service.request('DELETE', `/api/v1/svc/validate/${id}`, {
      body: { customer_info: who },
    });
    expect(released.status).toBe(200);
    expect(await available(STANDARD, day(80), day(83))).toBe(20);

    await hold(hotelItem(STANDARD, day(90), day(92), 20, 2));
    expect(await available(STANDARD, day(90), day(92))).toBe(0);
    service.clock.advance(180_001);
    expect(await available(STANDARD, day(90), day(92))).toBe(20);
    expect((await hold(hotelItem(STANDARD, day(90), day(92), 20, 2))).status).toBe(201);
    service.clock.set(START);
  });
});
