// What is left of a list's thing, as the hand-on and the join read it: a timed departure's free seats on its seat
// map, a flexible one's places, and a room type's rooms left on every night of the stay asked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { NOW } from '@/server/ticketing/test-support/kind-checkouts';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import { listKeyOf, listSelectionOf, selectionForLine } from './keys';
import { remainingOfList } from './service';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a coach departure', () => {
  const timed: SelectionOf<'bus'> = {
    kind: 'bus',
    scheduleId: kinds.SCHEDULE_ID,
    scheduleType: 'timed',
    routeId: 1,
    departure: '2026-11-24 06:00',
  };
  const random: SelectionOf<'bus'> = {
    kind: 'bus',
    scheduleId: kinds.RANDOM_SCHEDULE_ID,
    scheduleType: 'random',
    routeId: 1,
    busId: 3,
    departureDate: '2026-11-24',
  };
  const SCHEDULE = `GET /api/v1/svc/transport/schedules/${kinds.SCHEDULE_ID}`;
  const line = String(kinds.SCHEDULE_ID);

  it('has as many left as its seat map has free seats (held and sold ones are not), none once off sale', async () => {
    installFakeService({
      [SCHEDULE]: [
        reply(200, kinds.timedSchedule({ 1: 'held', 2: 'sold' })),
        reply(200, kinds.timedSchedule({ 1: 'held', 2: 'sold', 3: 'held', 4: 'sold' })),
        reply(200, kinds.timedSchedule({}, false)),
      ],
    });
    await expect(remainingOfList(timed, line, NOW)).resolves.toBe(2);
    await expect(remainingOfList(timed, line, NOW)).resolves.toBe(0);
    await expect(remainingOfList(timed, line, NOW)).resolves.toBe(0);
  });

  it('reads a flexible departure’s places left, and knows no other line', async () => {
    const RANDOM = `GET /api/v1/svc/transport/schedules/${kinds.RANDOM_SCHEDULE_ID}`;
    installFakeService({
      [RANDOM]: [reply(200, kinds.randomSchedule(3)), reply(200, kinds.randomSchedule(3))],
    });
    await expect(remainingOfList(random, String(kinds.RANDOM_SCHEDULE_ID), NOW)).resolves.toBe(3);
    await expect(remainingOfList(random, '999', NOW)).resolves.toBeNull();
  });

  it('keeps one list per departure, whatever seats a customer chose', () => {
    expect(listKeyOf(listSelectionOf({ ...timed, seatIds: [3] }), line)).toBe(
      listKeyOf(timed, line),
    );
  });
});

describe('a hotel room type', () => {
  const stay: SelectionOf<'hotel'> = {
    kind: 'hotel',
    hotelId: kinds.HOTEL_ID,
    roomId: kinds.ROOM_ID,
    checkin: '2026-11-24',
    checkout: '2026-11-27',
    guests: 3,
  };
  const ROOMS = `GET /v2/svc/hotels/${kinds.HOTEL_ID}/rooms`;

  it('has the rooms left of that type on every night of the dates asked', async () => {
    const service = installFakeService({
      [ROOMS]: [reply(200, kinds.hotelRooms(2)), reply(200, kinds.hotelRooms(0))],
    });
    await expect(remainingOfList(stay, String(kinds.ROOM_ID), NOW)).resolves.toBe(2);
    await expect(remainingOfList(stay, String(kinds.ROOM_ID), NOW)).resolves.toBe(0);
    expect(Object.fromEntries(service.calls[0]!.url.searchParams)).toEqual({
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-27',
    });
  });

  it('keeps one list per room type and dates: the line names the room type, not the guests', () => {
    expect(listKeyOf(stay, '2')).toBe(`hotel:${kinds.HOTEL_ID}:2:2026-11-24:2026-11-27`);
    expect(listKeyOf({ ...stay, guests: 1 }, '1')).toBe(listKeyOf(stay, '1'));
    // A join form offering several sold-out room types: the list's selection (and its link) names the one chosen.
    expect(selectionForLine(stay, '2')).toEqual({ ...stay, roomId: 2 });
    expect(selectionForLine(stay, 'x')).toEqual(stay);
  });
});
