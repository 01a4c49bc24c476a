// Bus listings (extension): routes of operators, schedules of a route on a date, seat maps.
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { Route, RoutesQuery, Schedule, SchedulesQuery, SeatMap } from './bus.schemas';
import { pathId } from '../../http/params';
import { PageFieldsShape, PER_PAGE } from '../../http/paging';

const tags = ['Bus'];
const security = [{ ApiKey: [] }];

export const listRoutesRoute = createRoute({
  operationId: 'listBusRoutes',
  method: 'get',
  path: '/api/v1/svc/transport/routes',
  tags,
  security,
  'x-extension': true,
  summary: 'Routes of bus operators',
  description: `Routes, optionally of one operator (\`business_id\`) and filtered by origin or destination city (case-insensitive). ${PER_PAGE} per page.`,
  request: { query: RoutesQuery },
  responses: {
    200: jsonContent(
      successEnvelope(z.object({ routes: z.array(Route), ...PageFieldsShape })),
      'Matching routes',
    ),
    ...errorResponses({
      401: 'Missing or invalid API key',
      404: 'No business of type `transport` has this `business_id`',
      422: 'Bad query values (errors keyed by parameter)',
    }),
  },
});

export const listSchedulesRoute = createRoute({
  operationId: 'listBusSchedules',
  method: 'get',
  path: '/api/v1/svc/transport/routes/{route_id}/schedules',
  tags,
  security,
  'x-extension': true,
  summary: 'Schedules of a route on a date',
  description:
    "Bookable schedules departing on `date` (Africa/Lagos): timed departures in time order (sold by seat), then random ones (sold by quantity up to the bus capacity). `seats_available` is for the caller's environment.",
  request: {
    params: z.object({ route_id: pathId('route_id', 'route id') }),
    query: SchedulesQuery,
  },
  responses: {
    200: jsonContent(
      successEnvelope(z.object({ route: Route, date: z.string(), schedules: z.array(Schedule) })),
      'The route and its schedules',
    ),
    ...errorResponses({
      401: 'Missing or invalid API key',
      404: 'Unknown route',
      422: 'Bad route id or date',
    }),
  },
});

export const scheduleDetailRoute = createRoute({
  operationId: 'getBusSchedule',
  method: 'get',
  path: '/api/v1/svc/transport/schedules/{schedule_id}',
  tags,
  security,
  'x-extension': true,
  summary: 'A schedule and its seat map',
  description:
    "A schedule with its route; timed schedules carry the seat map with each seat's state (`available`, `held`, `sold`) in the caller's environment. A seat whose hold has lapsed is available at once. `seat_map` is null for random schedules.",
  request: { params: z.object({ schedule_id: pathId('schedule_id', 'schedule id') }) },
  responses: {
    200: jsonContent(
      successEnvelope(z.object({ schedule: Schedule, route: Route, seat_map: SeatMap.nullable() })),
      'The schedule',
    ),
    ...errorResponses({
      401: 'Missing or invalid API key',
      404: 'Unknown schedule',
      422: 'Bad schedule id',
    }),
  },
});
