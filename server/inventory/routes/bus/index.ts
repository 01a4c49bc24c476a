// The bus area: listings of routes, schedules and seat maps, and the bus purchase.
import { buyValidationHook, createRouter } from '../../http/router';
import { buyBusHandler } from './bus-purchase.handlers';
import { buyBusRoute } from './bus-purchase.routes';
import { listRoutesHandler, listSchedulesHandler, scheduleDetailHandler } from './bus.handlers';
import { listRoutesRoute, listSchedulesRoute, scheduleDetailRoute } from './bus.routes';

export const busRouter = createRouter()
  .openapi(listRoutesRoute, listRoutesHandler)
  .openapi(listSchedulesRoute, listSchedulesHandler)
  .openapi(scheduleDetailRoute, scheduleDetailHandler)
  .openapi(buyBusRoute, buyBusHandler, buyValidationHook);
