// Handlers of the bus listings: read-only, per the caller's environment for availability.
import { findRoute, listRoutes } from '../../domain/bus/bus-catalogue';
import { assertBusinessOfType } from '../../domain/core/businesses';
import { listSchedules, scheduleDetail } from '../../domain/bus/bus-schedules';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/reply';
import { ApiError } from '../../domain/core/errors';
import type { listRoutesRoute, listSchedulesRoute, scheduleDetailRoute } from './bus.routes';
import { pageFields, PER_PAGE } from '../../http/paging';

export const listRoutesHandler: AppRouteHandler<typeof listRoutesRoute> = async (c) => {
  const { db } = c.get('deps').database;
  const query = c.req.valid('query');
  await assertBusinessOfType(db, query.business_id, 'transport');
  const { routes, count } = await listRoutes(db, {
    businessId: query.business_id,
    origin: query.origin,
    destination: query.destination,
    page: query.page,
    perPage: PER_PAGE,
  });
  return ok(c, 'Routes retrieved successfully.', { routes, ...pageFields(query.page, count) });
};

export const listSchedulesHandler: AppRouteHandler<typeof listSchedulesRoute> = async (c) => {
  const { database, clock } = c.get('deps');
  const { route_id } = c.req.valid('param');
  const { date } = c.req.valid('query');
  const route = await findRoute(database.db, route_id);
  if (!route) throw new ApiError(404, 'Route not found.');
  const schedules = await listSchedules(
    database.db,
    c.get('auth').environment,
    route_id,
    date,
    clock.now(),
  );
  return ok(c, 'Schedules retrieved successfully.', { route, date, schedules });
};

export const scheduleDetailHandler: AppRouteHandler<typeof scheduleDetailRoute> = async (c) => {
  const { database, clock } = c.get('deps');
  const { schedule_id } = c.req.valid('param');
  const detail = await scheduleDetail(
    database.db,
    c.get('auth').environment,
    schedule_id,
    clock.now(),
  );
  const route = detail && (await findRoute(database.db, detail.schedule.route_id));
  if (!detail || !route) throw new ApiError(404, 'Schedule not found.');
  return ok(c, 'Schedule retrieved successfully.', {
    schedule: detail.schedule,
    route,
    seat_map: detail.seatMap,
  });
};
