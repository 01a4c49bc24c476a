// Tests of each kind module: what it holds, how it buys, what it tells the order page, and where it links.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import type { CheckoutState } from '@/server/session/checkout-state';
import { TicketingError } from '../errors';
import { installFakeService, reply } from '../test-support/fake-service';
import * as recorded from '../test-support/recorded-replies';
import * as cinemaReplies from '../test-support/recorded-cinema-replies';
import * as kinds from '../test-support/recorded-kinds';
import { wireTransaction } from '../wire/purchase';
import { internationalPhone } from './hotel';
import { hrefOf, kindModule, kindOfRecord } from './registry';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('../test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const contact = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };
const checkoutOf = (selection: CheckoutState['selection'], lines: CheckoutState['lines']): CheckoutState => ({
  selection,
  title: 'x',
  lines,
  contact,
  holds: ['h1', 'h2'],
  expiresAt: '2026-11-23T12:03:00.000Z',
  clockOffsetMs: 0,
  merchantReference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
  channel: 'pos',
});
const receipt = reply(201, { data: { reference: 'TXN-1', merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA' } });
const record = (data: object) => wireTransaction.parse({ reference: 'TXN-1', ...data });

describe('event', () => {
  const selection: SelectionOf<'event'> = { kind: 'event', eventId: recorded.EVENT_ID };

  it('holds one entertainment item per category, without metadata, and buys with counts per category', async () => {
    expect(kindModule('event').holdItems(selection, [{ id: recorded.VIP_ID, quantity: 2 }])).toEqual([
      { ticket_type: 'entertainment', resource_id: recorded.VIP_ID, quantity: 2 },
    ]);
    const service = installFakeService({ 'POST /api/v1/svc/experience/buy/tickets': [receipt] });
    await kindModule('event').buy(checkoutOf(selection, [{ id: recorded.VIP_ID, title: 'VIP', quantity: 2, unitPrice: 1 }]), 'POS');
    expect(service.calls[0]?.body).toEqual({
      reservation_ids: ['h1', 'h2'],
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
      tickets: [{ id: recorded.VIP_ID, count: 2 }],
      experience_id: recorded.EVENT_ID,
    });
    expect(service.calls[0]?.headers['transactionmedium']).toBe('POS');
  });

  it('links back to the event page', () => {
    expect(hrefOf(selection)).toBe(`/events/${recorded.EVENT_ID}`);
  });
});

describe('cinema', () => {
  const selection: SelectionOf<'cinema'> = { kind: 'cinema', filmId: kinds.FILM_ID, locationId: 2, timeId: 1, date: '2026-11-24' };
  const TICKETS = `GET /api/v1/svc/experience/tickets/${kinds.FILM_ID}`;
  const FILM = `GET /api/v1/svc/experience/v/${kinds.FILM_ID}`;
  const film = reply(200, cinemaReplies.gidiHeatDetail);

  it('quotes the chosen screening with its location and showtime, asking the service for exactly that screening', async () => {
    const service = installFakeService({ [FILM]: [film], [TICKETS]: [reply(200, kinds.screeningTickets())] });
    const quote = await kindModule('cinema').quote(selection, [{ id: kinds.FILM_VIP, quantity: 2 }], NOW);
    expect(Object.fromEntries(service.callsTo(TICKETS)[0]!.url.searchParams)).toEqual({ cinema_location_id: '2', time_id: '1', attendance_date: '2026-11-24' });
    expect(quote).toMatchObject({
      title: 'Gidi Heat',
      subtitle: 'Lagoon Screens Ikeja City Mall, Tue, 24 Nov 2026, 12:30 pm',
      lines: [{ id: kinds.FILM_VIP, title: 'VIP Recliner', quantity: 2, unitPrice: 9400 }],
      shortfalls: [{ title: 'VIP Recliner', wanted: 2, remaining: 1 }],
      refusal: undefined,
    });
  });

  it('refuses a screening that has already started, and one the service says is not on', async () => {
    installFakeService({ [FILM]: [film], [TICKETS]: [reply(200, kinds.screeningTickets('2026-11-23T11:59:00.000Z'))] });
    await expect(kindModule('cinema').quote(selection, [{ id: kinds.FILM_REGULAR, quantity: 1 }], NOW)).resolves.toMatchObject({
      refusal: 'This showing has already started. Choose another time.',
    });
    installFakeService({ [FILM]: [film], [TICKETS]: [reply(422, { success: false, status: 422, message: 'x', errors: { attendance_date: ['not showing'] } })] });
    await expect(kindModule('cinema').quote(selection, [], NOW)).resolves.toBeNull();
  });

  it('carries the screening in every hold and in the buy', async () => {
    const metadata = { cinema_location_id: 2, time_id: 1, attendance_date: '2026-11-24' };
    expect(kindModule('cinema').holdItems(selection, [{ id: kinds.FILM_REGULAR, quantity: 1 }])).toEqual([
      { ticket_type: 'entertainment', resource_id: kinds.FILM_REGULAR, quantity: 1, metadata },
    ]);
    const service = installFakeService({ 'POST /api/v1/svc/experience/buy/tickets': [receipt] });
    await kindModule('cinema').buy(checkoutOf(selection, [{ id: kinds.FILM_REGULAR, title: 'Regular', quantity: 1, unitPrice: 1 }]), 'Web');
    expect(service.calls[0]?.body).toMatchObject({ experience_id: kinds.FILM_ID, tickets: [{ id: kinds.FILM_REGULAR, count: 1 }], ...metadata });
  });

  it('reads the whole screening from the record, and a record without it as an unnamed film', () => {
    expect(kindModule('cinema').orderDetails(record(kinds.cinemaRecord))).toEqual({
      kind: 'cinema',
      title: 'Gidi Heat',
      href: `/cinema/${kinds.FILM_ID}`,
      location: 'Lagoon Screens Ikeja City Mall',
      date: '2026-11-24',
      start: '12:30PM',
      startsAt: '2026-11-24T11:30:00.000Z',
      venue: '1 Admiralty Way, Lekki, Lagos, Nigeria',
    });
    expect(kindModule('cinema').orderDetails(record({}))).toEqual({
      kind: 'cinema',
      title: 'Your film',
      href: null,
      location: '',
      date: null,
      start: null,
      startsAt: null,
      venue: '',
    });
  });

  it('explains a refused location or date too, and nothing else', () => {
    for (const field of ['attendance_date', 'cinema_location_id']) {
      expect(kindModule('cinema').explainRejection?.(new TicketingError(422, 'bad', { [`tickets.0.metadata.${field}`]: ['x'] }))).toBe(
        'This showing is no longer on. Choose another time.',
      );
    }
    expect(kindModule('cinema').explainRejection?.(new TicketingError(422, 'bad', { 'tickets.0.metadata.time_id_extra': ['x'] }))).toBeNull();
  });

  it('has no quote for a film id that cannot exist, or one the service does not know, and passes on an outage', async () => {
    const fake = installFakeService({ [FILM]: [reply(404, recorded.notFound())], [TICKETS]: [reply(404, recorded.notFound())] });
    await expect(kindModule('cinema').quote({ ...selection, filmId: '00000000-0000-0000-0000-00000000000g' }, [], NOW)).resolves.toBeNull();
    expect(fake.calls).toEqual([]);
    await expect(kindModule('cinema').quote(selection, [], NOW)).resolves.toBeNull();
    installFakeService({ [FILM]: [film], [TICKETS]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })] });
    await expect(kindModule('cinema').quote(selection, [], NOW)).rejects.toBeInstanceOf(TicketingError);
  });

  it('explains a screening the service refused, and reads the order page details from the record', () => {
    const refused = new TicketingError(422, 'bad', { 'tickets.0.metadata.time_id': ['The showtime does not run on that date.'] });
    expect(kindModule('cinema').explainRejection?.(refused)).toBe('This showing is no longer on. Choose another time.');
    expect(kindModule('cinema').explainRejection?.(new TicketingError(422, 'bad', { 'customer_info.email': ['x'] }))).toBeNull();
    expect(kindModule('cinema').orderDetails(record(kinds.cinemaRecord))).toMatchObject({
      kind: 'cinema',
      title: 'Gidi Heat',
      location: 'Lagoon Screens Ikeja City Mall',
      date: '2026-11-24',
      start: '12:30PM',
      // 12:30 pm in Lagos (UTC+1).
      startsAt: '2026-11-24T11:30:00.000Z',
      href: `/cinema/${kinds.FILM_ID}`,
    });
    expect(hrefOf(selection)).toBe(`/cinema/${kinds.FILM_ID}?location=2&date=2026-11-24&time=1`);
  });
});

describe('bus', () => {
  const timed: SelectionOf<'bus'> = { kind: 'bus', scheduleId: kinds.SCHEDULE_ID, scheduleType: 'timed', routeId: 1, departure: '2026-11-24 06:00', seatIds: [1, 2] };
  const random: SelectionOf<'bus'> = { kind: 'bus', scheduleId: 38, scheduleType: 'random', routeId: 1, busId: 3, departureDate: '2026-11-24' };
  const SCHEDULE = `GET /api/v1/svc/transport/schedules/${kinds.SCHEDULE_ID}`;

  it('names the chosen seats that are no longer free', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule({ 2: 'held' }))] });
    const quote = await kindModule('bus').quote(timed, [{ id: String(kinds.SCHEDULE_ID), quantity: 2 }], NOW);
    expect(quote).toMatchObject({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, 6:00 am from Jibowu Terminal',
      lines: [{ id: '35', note: 'Seats 1, 2', quantity: 2, unitPrice: 28700 }],
      shortfalls: [{ title: 'Seat 2', remaining: 0, unit: 'seat' }],
    });
  });

  it('refuses a departure that has left or is no longer bookable', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule({}, false))] });
    await expect(kindModule('bus').quote(timed, [], NOW)).resolves.toMatchObject({ refusal: expect.stringMatching(/has left/) });
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    const afterDeparture = Date.parse('2026-11-24T05:00:01.000Z');
    await expect(kindModule('bus').quote(timed, [], afterDeparture)).resolves.toMatchObject({ refusal: expect.stringMatching(/has left/) });
  });

  it('holds timed seats or random places with the metadata the spec asks for, and buys through the bus buy', async () => {
    expect(kindModule('bus').holdItems(timed, [])).toEqual([
      { ticket_type: 'bus', resource_id: 35, quantity: 2, metadata: { schedule_type: 'timed', schedule_timestamp: '2026-11-24 06:00', seat_ids: [1, 2] } },
    ]);
    expect(kindModule('bus').holdItems(random, [{ id: '38', quantity: 3 }])).toEqual([
      { ticket_type: 'bus', resource_id: 38, quantity: 3, metadata: { schedule_type: 'random', bus_id: 3, route_id: 1, departure_date: '2026-11-24' } },
    ]);
    const service = installFakeService({ 'POST /api/v1/svc/bus/buy/tickets': [receipt] });
    await kindModule('bus').buy(checkoutOf(timed, [{ id: '35', title: 'Seat', quantity: 2, unitPrice: 1 }]), 'Web');
    expect(service.calls[0]?.body).toEqual({
      reservation_ids: ['h1', 'h2'],
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it('quotes free seats in full: the route, the departure, the operator’s seat line and no shortfall', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    await expect(kindModule('bus').quote({ ...timed, seatIds: [1] }, [], NOW)).resolves.toEqual({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, 6:00 am from Jibowu Terminal',
      lines: [{ id: '35', title: 'Crosslink Motors seat', note: 'Seat 1', quantity: 1, unitPrice: 28700 }],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(kindModule('bus').quote({ ...timed, seatIds: [9] }, [], NOW)).resolves.toMatchObject({
      shortfalls: [{ title: 'A seat you chose', wanted: 1, remaining: 0, unit: 'seat' }],
    });
  });

  it('quotes places on a flexible schedule, and names the route when too few are left', async () => {
    const flexible = kinds.timedSchedule();
    const schedule = { ...flexible.data.schedule, id: 38, schedule_type: 'random', departure: null, departure_at: null, seats_available: 2 };
    installFakeService({ 'GET /api/v1/svc/transport/schedules/38': [reply(200, { ...flexible, data: { ...flexible.data, schedule, seat_map: null } })] });
    await expect(kindModule('bus').quote(random, [{ id: '38', quantity: 2 }], NOW)).resolves.toEqual({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, any time from Jibowu Terminal',
      lines: [{ id: '38', title: 'Crosslink Motors place', note: 'Seat assigned at boarding', quantity: 2, unitPrice: 28700 }],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(kindModule('bus').quote(random, [{ id: '38', quantity: 3 }], NOW)).resolves.toMatchObject({
      shortfalls: [{ title: 'Lagos → Abuja', wanted: 3, remaining: 2, unit: 'place' }],
    });
  });

  it('has no quote for a schedule the service does not know or cannot read, and passes on an outage', async () => {
    for (const status of [404, 422]) {
      installFakeService({ [SCHEDULE]: [reply(status, recorded.notFound())] });
      await expect(kindModule('bus').quote(timed, [], NOW)).resolves.toBeNull();
    }
    installFakeService({ [SCHEDULE]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })] });
    await expect(kindModule('bus').quote(timed, [], NOW)).rejects.toBeInstanceOf(TicketingError);
  });

  it('reads a record without its trip as an unnamed trip', () => {
    expect(kindModule('bus').orderDetails(record({}))).toEqual({
      kind: 'bus',
      title: 'Your trip',
      operator: null,
      from: null,
      to: null,
      departureAt: null,
      departureDate: null,
      bus: null,
      seats: [],
    });
  });

  it('reads the trip from the record', () => {
    expect(kindModule('bus').orderDetails(record(kinds.busRecord))).toEqual({
      kind: 'bus',
      title: 'Lagos → Abuja',
      operator: 'Crosslink Motors',
      from: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      to: { city: 'Abuja', terminal: 'Utako Park' },
      departureAt: '2026-11-24T06:00:00+01:00',
      departureDate: '2026-11-24',
      bus: 'Toyota HiAce (14 seats)',
      seats: ['1', '2'],
    });
    expect(hrefOf(timed)).toBe('/bus/1/35');
  });

  it('refuses seats that do not match the number of travellers', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    const quote = await kindModule('bus').quote(timed, [{ id: '35', quantity: 3 }], NOW);
    expect(quote?.refusal).toBe('Choose 3 seats, one per traveller (you chose 2).');
  });

  it('offers a flexible trip as one line with the places left, none once it is off sale', async () => {
    const RANDOM = `GET /api/v1/svc/transport/schedules/${kinds.RANDOM_SCHEDULE_ID}`;
    installFakeService({ [RANDOM]: [reply(200, kinds.randomSchedule(6)), reply(200, kinds.randomSchedule(6, false))] });
    const options = await kindModule('bus').availability!(random);
    expect(options).toEqual([
      {
        id: '38',
        title: 'Traveller (seat assigned at boarding)',
        price: 25830,
        free: false,
        breakdown: { ticketPrice: 25200, convenienceFee: 360, merchantCommission: 270 },
        remaining: 6,
      },
    ]);
    await expect(kindModule('bus').availability!(random)).resolves.toMatchObject([{ remaining: 0 }]);
    const quote = await kindModule('bus').quote(random, [{ id: '38', quantity: 7 }], NOW);
    expect(quote).toMatchObject({ subtitle: 'Tue, 24 Nov 2026, any time from Jibowu Terminal', lines: [{ note: 'Seat assigned at boarding', quantity: 7 }], shortfalls: [{ remaining: 6, unit: 'place' }] });
  });

  it('explains a departure refused for having left, and nothing else', () => {
    const departed = new TicketingError(422, 'invalid', { 'tickets.0.resource_id': ['This schedule has departed.'] });
    const leftWhilePaying = new TicketingError(422, 'invalid', { reservation_ids: ['The schedule has departed.'] });
    const other = new TicketingError(422, 'invalid', { 'tickets.0.metadata.seat_ids': ['Unknown seat.'] });
    expect(kindModule('bus').explainRejection!(departed)).toMatch(/has left/);
    expect(kindModule('bus').explainRejection!(leftWhilePaying)).toMatch(/has left/);
    expect(kindModule('bus').explainRejection!(other)).toBeNull();
  });
});

describe('hotel', () => {
  const stay: SelectionOf<'hotel'> = { kind: 'hotel', hotelId: kinds.HOTEL_ID, roomId: kinds.ROOM_ID, checkin: '2026-11-24', checkout: '2026-11-27', guests: 3 };
  const ROOMS = `GET /v2/svc/hotels/${kinds.HOTEL_ID}/rooms`;

  it('prices rooms for the whole stay and refuses more guests than the rooms sleep', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms())] });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW)).resolves.toMatchObject({
      title: 'Lagoon Crest Victoria Island',
      subtitle: 'Tue, 24 Nov 2026 to Fri, 27 Nov 2026, 3 nights, 3 guests',
      lines: [{ id: '1', title: 'Standard Room', note: '3 nights', quantity: 2, unitPrice: 255000 }],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW)).resolves.toMatchObject({
      refusal: '3 guests do not fit in 1 room of Standard Room: each sleeps 2. Choose 2 rooms or a larger room type.',
    });
  });

  it('asks for the stay\'s dates and treats an unknown hotel or room as gone', async () => {
    const service = installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms()), reply(404, { success: false, message: 'Hotel not found.' })] });
    await expect(kindModule('hotel').quote({ ...stay, roomId: 99 }, [{ id: '99', quantity: 1 }], NOW)).resolves.toBeNull();
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({ checkin_date: '2026-11-24', checkout_date: '2026-11-27' });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW)).resolves.toBeNull();
  });

  it('lists every room type with its price per night and what is left on every night', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms(0))] });
    await expect(kindModule('hotel').availability!(stay)).resolves.toEqual([
      { id: '1', title: 'Standard Room', price: 85000, free: false, breakdown: null, remaining: 0 },
    ]);
  });

  it('says how many rooms are left', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms(1))] });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW)).resolves.toMatchObject({
      shortfalls: [{ title: 'Standard Room', wanted: 2, remaining: 1, unit: 'room' }],
    });
  });

  it('holds rooms for the nights and books with the phone in international form', async () => {
    expect(kindModule('hotel').holdItems(stay, [{ id: '1', quantity: 2 }])).toEqual([
      { ticket_type: 'hotel', resource_id: 1, quantity: 2, metadata: { checkin_date: '2026-11-24', checkout_date: '2026-11-27', number_of_guests: 3 } },
    ]);
    const service = installFakeService({ 'POST /v2/svc/hotels/buy': [reply(201, { data: { reference: 'TXN-1', booking_number: 'BK-1', room: { id: 1, room_name: 'Standard Room', number_of_rooms: 2 }, checkin_date: '2026-11-24', checkout_date: '2026-11-27', amount: 510000 } })] });
    await kindModule('hotel').buy(checkoutOf(stay, [{ id: '1', title: 'Standard Room', quantity: 2, unitPrice: 255000 }]), 'Web');
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
    const service = installFakeService({ [ROOMS]: [reply(200, { ...one, data: { ...one.data, number_of_nights: 1 } })] });
    await expect(kindModule('hotel').quote({ ...stay, guests: 1 }, [{ id: '1', quantity: 1 }], NOW)).resolves.toEqual({
      title: 'Lagoon Crest Victoria Island',
      subtitle: 'Tue, 24 Nov 2026 to Fri, 27 Nov 2026, 1 night, 1 guest',
      lines: [{ id: '1', title: 'Standard Room', note: '1 night', quantity: 1, unitPrice: 85000 }],
      shortfalls: [],
      refusal: undefined,
    });
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({ checkin_date: '2026-11-24', checkout_date: '2026-11-27' });
  });

  it('reads availability from is_available when the count is missing', async () => {
    const rooms = kinds.hotelRooms();
    const withFlag = (isAvailable: boolean) => ({ ...rooms, data: { ...rooms.data, rooms: [{ ...rooms.data.rooms[0], rooms_available: undefined, is_available: isAvailable }] } });
    installFakeService({ [ROOMS]: [reply(200, withFlag(true))] });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW)).resolves.toMatchObject({ shortfalls: [] });
    installFakeService({ [ROOMS]: [reply(200, withFlag(false))] });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 2 }], NOW)).resolves.toMatchObject({ shortfalls: [{ wanted: 2, remaining: 0 }] });
  });

  it('has no quote for a room type the hotel does not list, or dates the service refuses, and passes on an outage', async () => {
    installFakeService({ [ROOMS]: [reply(200, kinds.hotelRooms())] });
    await expect(kindModule('hotel').quote({ ...stay, roomId: 99 }, [{ id: '99', quantity: 1 }], NOW)).resolves.toBeNull();
    for (const status of [404, 422]) {
      installFakeService({ [ROOMS]: [reply(status, recorded.notFound())] });
      await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW)).resolves.toBeNull();
    }
    installFakeService({ [ROOMS]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })] });
    await expect(kindModule('hotel').quote(stay, [{ id: '1', quantity: 1 }], NOW)).rejects.toBeInstanceOf(TicketingError);
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

describe('registry', () => {
  it("maps the record's kind to the storefront's, events being the service's `entertainment`", () => {
    expect(kindOfRecord('entertainment')).toBe('event');
    expect(kindOfRecord('cinema')).toBe('cinema');
    expect(kindOfRecord('bus')).toBe('bus');
    expect(kindOfRecord('hotel')).toBe('hotel');
    expect(kindOfRecord(undefined)).toBe('event');
  });
});
