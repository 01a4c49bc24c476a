// Tests of the hotel kind: the stay it quotes, holds and books, what it tells the order page, and where it links.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { TicketingError } from '@/server/ticketing/errors';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { checkoutOf, NOW, record } from '@/server/ticketing/test-support/kind-checkouts';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { hrefOf, kindModule } from '../registry';
import { internationalPhone } from './kind';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('hotel', () => {
  const stay: SelectionOf<'hotel'> = {
    kind: 'hotel',
    hotelId: kinds.HOTEL_ID,
    roomId: kinds.ROOM_ID,
    checkin: '2026-11-24',
    checkout: '2026-11-27',
    guests: 3,
  };
  const ROOMS = `GET /v2/svc/hotels/${kinds.HOTEL_ID}/rooms`;

  it('prices rooms for the whole stay and refuses more guests than the rooms sleep', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms())] });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW),
    ).resolves.toMatchObject({
      title: 'Lagoon Crest Victoria Island',
      subtitle: 'Tue, 24 Nov 2026 to Fri, 27 Nov 2026, 3 nights, 3 guests',
      lines: [
        { id: '1', title: 'Standard Room', note: '3 nights', quantity: 2, unitPrice: 255000 },
      ],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW),
    ).resolves.toMatchObject({
      refusal:
        '3 guests do not fit in 1 room of Standard Room: each sleeps 2. Choose 2 rooms or a larger room type.',
    });
  });

  it("asks for the stay's dates and treats an unknown hotel or room as gone", async () => {
    const service = installFakeService({
      [ROOMS]: [
        reply(200, kinds.hotelRooms()),
        reply(404, { success: false, message: 'Hotel not found.' }),
      ],
    });
    await expect(
      kindModule('hotel').quote({ ...stay, roomId: 99 }, [{ id: '99', quantity: 1 }], NOW),
    ).resolves.toBeNull();
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-27',
    });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW),
    ).resolves.toBeNull();
  });

  it('lists every room type with its price per night and what is left on every night', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms(0))] });
    await expect(kindModule('hotel').availability!(stay)).resolves.toEqual([
      { id: '1', title: 'Standard Room', price: 85000, free: false, breakdown: null, remaining: 0 },
    ]);
  });

  it('says how many rooms are left', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms(1))] });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW),
    ).resolves.toMatchObject({
      shortfalls: [{ title: 'Standard Room', wanted: 2, remaining: 1, unit: 'room' }],
    });
  });

  it('holds rooms for the nights and books with the phone in international form', async () => {
    expect(kindModule('hotel').holdItems(stay, [{ id: '1', quantity: 2 }])).toEqual([
      {
        ticket_type: 'hotel',
        resource_id: 1,
        quantity: 2,
        metadata: { checkin_date: '2026-11-24', checkout_date: '2026-11-27', number_of_guests: 3 },
      },
    ]);
    const service = installFakeService({
      'POST /v2/svc/hotels/buy': [
        reply(201, {
          data: {
            reference: 'TXN-1',
            booking_number: 'BK-1',
            room: { id: 1, room_name: 'Standard Room', number_of_rooms: 2 },
            checkin_date: '2026-11-24',
            checkout_date: '2026-11-27',
            amount: 510000,
          },
        }),
      ],
    });
    await kindModule('hotel').buy(
      checkoutOf(stay, [{ id: '1', title: 'Standard Room', quantity: 2, unitPrice: 255000 }]),
      'Web',
    );
    expect(service.calls[0]?.body).toMatchObject({
      room_id: 1,
      reservation_ids: ['h1', 'h2'],
      number_of_guests: 3,
      number_of_rooms: 2,
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-27',
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '+2348031234567' },
    });
  });

  it('quotes one room for one guest and one night in the singular, asking for the stay’s dates', async () => {
    const one = kinds.hotelRooms();
    const service = installFakeService({
      [ROOMS]: [reply(200, { ...one, data: { ...one.data, number_of_nights: 1 } })],
    });
    await expect(
      kindModule('hotel').quote({ ...stay, guests: 1 }, [{ id: '1', quantity: 1 }], NOW),
    ).resolves.toEqual({
      title: 'Lagoon Crest Victoria Island',
      subtitle: 'Tue, 24 Nov 2026 to Fri, 27 Nov 2026, 1 night, 1 guest',
      lines: [{ id: '1', title: 'Standard Room', note: '1 night', quantity: 1, unitPrice: 85000 }],
      shortfalls: [],
      refusal: undefined,
    });
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-27',
    });
  });

  it('reads availability from is_available when the count is missing', async () => {
    const rooms = kinds.hotelRooms();
    const withFlag = (isAvailable: boolean) => ({
      ...rooms,
      data: {
        ...rooms.data,
        rooms: [{ ...rooms.data.rooms[0], rooms_available: undefined, is_available: isAvailable }],
      },
    });
    installFakeService({ [ROOMS]: [reply(200, withFlag(true))] });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW),
    ).resolves.toMatchObject({ shortfalls: [] });
    installFakeService({ [ROOMS]: [reply(200, withFlag(false))] });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW),
    ).resolves.toMatchObject({ shortfalls: [{ wanted: 2, remaining: 0 }] });
  });

  it('has no quote for a room type the hotel does not list, or dates the service refuses, and passes on an outage', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms())] });
    await expect(
      kindModule('hotel').quote({ ...stay, roomId: 99 }, [{ id: '99', quantity: 1 }], NOW),
    ).resolves.toBeNull();
    for (const status of [404, 422]) {
      installFakeService({ [ROOMS]: [reply(status, recorded.notFound())] });
      await expect(
        kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW),
      ).resolves.toBeNull();
    }
    installFakeService({
      [ROOMS]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })],
    });
    await expect(
      kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW),
    ).rejects.toBeInstanceOf(TicketingError);
  });

  it('reads a record without its stay as an unnamed stay', () => {
    expect(kindModule('hotel').orderDetails(record({}))).toEqual({
      kind: 'hotel',
      title: 'Your stay',
      bookingNumber: null,
      address: '',
      room: null,
      rooms: null,
      guests: null,
      checkin: null,
      checkout: null,
      nights: null,
    });
  });

  it('writes Nigerian and foreign numbers in international form', () => {
    expect(internationalPhone('08031234567')).toBe('+2348031234567');
    expect(internationalPhone('2348031234567')).toBe('+2348031234567');
    expect(internationalPhone('447911123456')).toBe('+447911123456');
    expect(internationalPhone('12025550123')).toBe('+12025550123');
  });

  it('reads the stay from the record, booking number first', () => {
    expect(kindModule('hotel').orderDetails(record(kinds.hotelRecord))).toEqual({
      kind: 'hotel',
      title: 'Lagoon Crest Victoria Island',
      bookingNumber: 'BK-7KQ2M9XH4P',
      address: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
      room: 'Standard Room',
      rooms: 2,
      guests: 3,
      checkin: '2026-11-24',
      checkout: '2026-11-27',
      nights: 3,
    });
    expect(hrefOf(stay)).toBe('/hotels/1?checkin=2026-11-24&checkout=2026-11-27&guests=3&room=1');
  });
});
