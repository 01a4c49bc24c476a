// The calls the hotel purchase tests make on one service: holding rooms for a stay, the buy body and
// the buy, and the rooms a stay has left; stays default to nights 3 to 5 after `start`.
import { expect } from 'vitest';
import { addDays, lagosDate } from '../domain/core/time';
import { SEED_HOTEL_IDS, SEED_ROOM_IDS } from '../seed/hotels-data';
import { TEST_KEYS, type TestService } from './harness';

const STANDARD = SEED_ROOM_IDS.standardVictoriaIsland;

export interface Stay {
  room?: number;
  checkin?: string;
  checkout?: string;
  rooms?: number;
  guests?: number;
}

let guests = 0;
/**
 * A distinct guest: the hold's contact (an email, and a Nigerian phone as holds take it) and the
 * purchase's international phone.
 */
export function newGuest() {
  guests += 1;
  const local = `0803${String(1_000_000 + guests).slice(-7)}`;
  return { email: `guest.${guests}@example.com`, local, international: `+234${local.slice(1)}` };
}

export function hotelCalls(service: TestService, start: number) {
  const day = (n: number) => addDays(lagosDate(start), n);

  const holdRooms = async (
    who: { email?: string; phone_number?: string },
    stay: Stay = {},
    key: string = TEST_KEYS.staging,
  ) => {
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
  };

  const buyBody = (
    ids: string[],
    contact: { email: string; phone: string },
    stay: Stay = {},
    extra: Record<string, unknown> = {},
  ) => ({
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
  });

  const buy = (body: unknown, path = '/v2/svc/hotels/buy', key: string = TEST_KEYS.staging) =>
    service.request('POST', path, { body, key });

  const roomsLeft = async (checkin: string, checkout: string, key: string = TEST_KEYS.staging) => {
    const res = await service.request(
      'GET',
      `/v2/svc/hotels/${SEED_HOTEL_IDS.lagoonCrestVictoriaIsland}/rooms?checkin_date=${checkin}&checkout_date=${checkout}`,
      { key },
    );
    return res.body.data.rooms.find((r: { id: number }) => r.id === STANDARD)
      .rooms_available as number;
  };

  return { holdRooms, buyBody, buy, roomsLeft };
}
