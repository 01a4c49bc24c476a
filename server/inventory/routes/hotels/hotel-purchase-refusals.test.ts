// POST /v2/svc/hotels/buy, the purchases it refuses: 422 keyed by field (dates, occupancy, rooms not
// held), 400 for the contact, 404 for reservations that cannot be used.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_ROOM_IDS } from '../../seed/hotels-data';
import { TEST_KEYS } from '../../testing/harness';
import { hotelCalls, newGuest } from '../../testing/hotel-calls';
import { setUpTestService } from '../../testing/per-file';

const START = Date.parse('2030-03-11T09:00:00Z');
const day = (n: number) => addDays(lagosDate(START), n);
const STANDARD = SEED_ROOM_IDS.standardVictoriaIsland; // ₦85,000 a night, sleeps 2, 20 rooms

const service = setUpTestService({ clock: new ManualClock(START) });
const { holdRooms, buyBody, buy } = hotelCalls(service, START);

describe('POST /v2/svc/hotels/buy: refusals', () => {
  it('answers 422 keyed by field: dates, occupancy, and rooms not held for these dates', async () => {
    const g = newGuest();
    const ids = await holdRooms(
      { email: g.email },
      { checkin: day(10), checkout: day(12), rooms: 1 },
    );
    const contact = { email: g.email, phone: g.international };
    const stay = { checkin: day(10), checkout: day(12) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [buyBody(ids, contact, { ...stay, checkout: day(10) }), 'checkout_date'],
      [buyBody(ids, contact, { ...stay, checkout: day(9) }), 'checkout_date'],
      [buyBody(ids, contact, { checkin: day(-1), checkout: day(12) }), 'checkin_date'],
      [buyBody(ids, contact, { ...stay, guests: 3 }), 'number_of_guests'],
      [buyBody(ids, contact, { checkin: day(11), checkout: day(12) }), 'checkin_date'],
      [buyBody(ids, contact, { checkin: day(10), checkout: day(13) }), 'checkout_date'],
      [buyBody(ids, contact, { ...stay, room: SEED_ROOM_IDS.presidentialSuite }), 'room_id'],
      [buyBody(ids, contact, { ...stay, rooms: 2 }), 'number_of_rooms'],
      [buyBody(ids, contact, { ...stay, room: 99_999 }), 'room_id'],
      [buyBody(ids, contact, { ...stay, checkin: '2030/03/21' }), 'checkin_date'],
      [{ ...buyBody(ids, contact, stay), number_of_guests: 0 }, 'number_of_guests'],
      [{ ...buyBody(ids, contact, stay), room_id: undefined }, 'room_id'],
    ];
    for (const [body, field] of cases) {
      const res = await buy(body);
      expect(res.status, `${field} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
      expect(res.body.errors[field], JSON.stringify(res.body)).toHaveLength(1);
    }
    // Nothing was bought: the same holds can still be bought.
    expect((await buy(buyBody(ids, contact, stay))).status).toBe(201);
  });

  it('words the occupancy rule as the hold does', async () => {
    const g = newGuest();
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
    const bought = await buy(
      buyBody(ids, { email: g.email, phone: g.international }, { ...stay, guests: 5 }),
    );
    const rule = 'Standard Room sleeps at most 2 per room: 4 guests in 2 rooms.';
    expect(hold.body.errors['tickets.0.metadata.number_of_guests']).toEqual([rule]);
    expect(bought.body.errors.number_of_guests).toEqual([rule]);
  });

  it('answers 400 for a phone not in international format or a bad email (422 when other fields are also invalid)', async () => {
    const g = newGuest();
    const ids = await holdRooms({ email: g.email }, { checkin: day(14), checkout: day(15) });
    const stay = { checkin: day(14), checkout: day(15) };
    for (const phone of [g.local, g.international.slice(1), '+234123', '+1 555 0100', 'call me']) {
      const res = await buy(buyBody(ids, { email: g.email, phone }, stay));
      expect(res.status, phone).toBe(400);
      expect(res.body.errors['customer_info.phone_number']).toEqual([
        expect.stringMatching(/international format/),
      ]);
    }
    for (const email of ['not-an-email', '']) {
      const res = await buy(buyBody(ids, { email, phone: g.international }, stay));
      expect(res.status, email).toBe(400);
      expect(res.body.errors['customer_info.email']).toHaveLength(1);
    }
    const noContact = await buy({
      ...buyBody(ids, { email: g.email, phone: g.international }, stay),
      customer_info: { name: 'X' },
    });
    expect(noContact.status).toBe(400);
    const both = await buy(
      buyBody(ids, { email: g.email, phone: g.local }, { ...stay, checkout: day(14) }),
    );
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual([
      'checkout_date',
      'customer_info.phone_number',
    ]);
    expect((await buy(buyBody(ids, { email: g.email, phone: g.international }, stay))).status).toBe(
      201,
    );
  });

  it('answers 404 for reservations invalid, expired, released, already used, not owned, of another environment or kind', async () => {
    const stay = { checkin: day(16), checkout: day(17) };
    const g = newGuest();
    const contact = { email: g.email, phone: g.international };
    const notFound = async (ids: string[], who = contact, key?: string) => {
      const res = await buy(buyBody(ids, who, stay), '/v2/svc/hotels/buy', key);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        status: 404,
        message: 'One or more reservations were not found or have already been used',
      });
    };
    await notFound([crypto.randomUUID()]);
    const ids = await holdRooms({ email: g.email }, stay);
    const stranger = newGuest();
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
    expect((await buy(buyBody(used, contact, stay))).status).toBe(201);
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
});
