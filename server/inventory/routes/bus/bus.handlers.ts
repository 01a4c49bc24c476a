// Handlers of the bus listings: read-only, per the caller's environment for availability.
import type { RouteHandler } from '@hono/zod-openapi';
import { findRoute, listRoutes } from '../../domain/bus/bus-catalogue';
import { assertBusinessOfType } from '../../domain/core/businesses';
import { listSchedules, scheduleDetail } from '../../domain/bus/bus-schedules';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import type { listRoutesRoute, listSchedulesRoute, scheduleDetailRoute } from './bus.routes';
import { pageFields, PER_PAGE } from '../../http/paging';

export const listRoutesHandler: RouteHandler<typeof listRoutesRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps.database;
  const query = c.req.valid('query');
  await assertBusinessOfType(db, query.business_id, 'transport');
  const { routes, count } = await listRoutes(db, {
    businessId: query.business_id,
    origin: query.origin,
    destination: query.destination,
    page: query.page,
    perPage: PER_PAGE,
  });
  return c.json(
    {
      success: true as const,
      status: 200,
      message: 'Routes retrieved successfully.',
      data: { routes, ...pageFields(query.page, count) },
    },
    200,
  );
};

export const listSchedulesHandler: RouteHandler<typeof listSchedulesRoute, AppEnv> = async (c) => {
  const { database, clock } = c.var.deps;
  const { route_id } = c.req.valid('param');
  const { date } = c.req.valid('query');
  const route = await findRoute(database.db, route_id);
  if (!route) throw new ApiError(404, 'Route not found.');
  const schedules = await listSchedules(
    database.db,
    c.var.auth.environment,
    route_id,
    date,
    clock.now(),
  );
  return c.json(
    {
      success: true as const,
      status: 200,
      message: 'Schedules retrieved successfully.',
      data: { route, date, schedules },
    },
    200,
  );
};

export const scheduleDetailHandler: RouteHandler<typeof scheduleDetailRoute, AppEnv> = async (
  c,
) => {
  const { database, clock } = c.var.deps;
  const { schedule_id } = c.req.valid('param');
  const detail = await scheduleDetail(
    database.db,
    c.var.auth.environment,
    schedule_id,
    clock.now(),
  );
  const route = detail && (await findRoute(database.db, detail.schedule.route_id));
  if (!detail || !route) throw new ApiError(404, 'Schedule not found.');
  return c.json(
    {
      success: true as const,
      status: 200,
      message: 'Schedule retrieved successfully.',
      data: { schedule: detail.schedule, route, seat_map: detail.seatMap },
    },
    200,
  );
};
