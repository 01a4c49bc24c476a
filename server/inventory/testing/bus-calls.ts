// The calls the bus purchase tests make on one service: schedules and seat maps of a route, hold
// items of a timed or random schedule, holding them, and the buy itself.
import { SEED_ROUTE_IDS } from '../seed/bus-data';
import { TEST_KEYS, type TestService } from './harness';
import { holdTickets, newCustomer } from './requests';

export interface ScheduleInfo {
  id: number;
  schedule_type: 'timed' | 'random';
  departure: string | null;
  departure_date: string;
  bus_id: number;
  route_id: number;
  price: number;
  seats_available: number;
}

export function busCalls(service: TestService) {
  const schedulesOf = async (
    date: string,
    routeId: number = SEED_ROUTE_IDS.lagosIbadan,
    key: string = TEST_KEYS.staging,
  ): Promise<ScheduleInfo[]> =>
    (
      await service.request(
        'GET',
        `/api/v1/svc/transport/routes/${routeId}/schedules?date=${date}`,
        {
          key,
        },
      )
    ).body.data.schedules;

  const seatMap = async (scheduleId: number, key: string = TEST_KEYS.staging) =>
    (await service.request('GET', `/api/v1/svc/transport/schedules/${scheduleId}`, { key })).body
      .data.seat_map.seats as Array<{ id: number; seat_number: string; state: string }>;

  function timedItem(s: ScheduleInfo, seatIds: number[]) {
    return {
      ticket_type: 'bus',
      resource_id: s.id,
      quantity: seatIds.length,
      metadata: { schedule_type: 'timed', schedule_timestamp: s.departure, seat_ids: seatIds },
    };
  }

  function randomItem(s: ScheduleInfo, quantity: number) {
    return {
      ticket_type: 'bus',
      resource_id: s.id,
      quantity,
      metadata: {
        schedule_type: 'random',
        bus_id: s.bus_id,
        route_id: s.route_id,
        departure_date: s.departure_date,
      },
    };
  }

  const holdFor = (items: unknown[], customer = newCustomer(), key: string = TEST_KEYS.staging) =>
    holdTickets(service, items, customer, key);

  const buy = (
    ids: string[],
    customer: object,
    extra: Record<string, unknown> = {},
    key: string = TEST_KEYS.staging,
  ) =>
    service.request('POST', '/api/v1/svc/bus/buy/tickets', {
      body: { reservation_ids: ids, customer_info: { name: 'Chidi Okeke', ...customer }, ...extra },
      key,
      medium: 'Mobile',
    });

  return { schedulesOf, seatMap, timedItem, randomItem, holdFor, buy };
}
