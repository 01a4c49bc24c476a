// The transport area: listings of routes, schedules and seat maps, and the bus purchase.
import { validationError } from '../../http/errors';
import { createRouter } from '../../http/router';
import { buyBusHandler } from './bus-purchase.handlers';
import { buyBusRoute } from './bus-purchase.routes';
import {
  listRoutesHandler,
  listSchedulesHandler,
  scheduleDetailHandler,
} from './transport.handlers';
import { listRoutesRoute, listSchedulesRoute, scheduleDetailRoute } from './transport.routes';

export const transportRouter = createRouter()
  .openapi(listRoutesRoute, listRoutesHandler)
  .openapi(listSchedulesRoute, listSchedulesHandler)
  .openapi(scheduleDetailRoute, scheduleDetailHandler)
  // A malformed buy is a 400 with a `reason`, as the experience buy (not the 422 of other routes).
  .openapi(buyBusRoute, buyBusHandler, (result) => {
    if (result.success) return undefined;
    const error = validationError(result.error.issues, 400);
    error.details.reason ??=
      Object.values(error.details.errors ?? {})[0]?.[0] ?? 'Invalid request.';
    throw error;
  });
