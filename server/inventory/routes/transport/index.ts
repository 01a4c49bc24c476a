// The transport area: listings of routes, schedules and seat maps, and the bus purchase.
import { createRouter } from '../../http/router';
import {
  listRoutesHandler,
  listSchedulesHandler,
  scheduleDetailHandler,
} from './transport.handlers';
import { listRoutesRoute, listSchedulesRoute, scheduleDetailRoute } from './transport.routes';

export const transportRouter = createRouter()
  .openapi(listRoutesRoute, listRoutesHandler)
  .openapi(listSchedulesRoute, listSchedulesHandler)
  .openapi(scheduleDetailRoute, scheduleDetailHandler);
