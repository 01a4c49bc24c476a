// The transport area: listings of routes, schedules and seat maps, and the bus purchase.
import { buyValidationHook, createRouter } from '../../http/router';
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
  .openapi(buyBusRoute, buyBusHandler, buyValidationHook);
