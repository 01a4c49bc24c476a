// The hospitality area: hotel and room listings, and the hotel booking.
import { createRouter } from '../../http/router';
import { listHotelsHandler, listRoomsHandler } from './hotels.handlers';
import { listHotelsRoute, listRoomsRoute } from './hotels.routes';

export const hotelsRouter = createRouter()
  .openapi(listHotelsRoute, listHotelsHandler)
  .openapi(listRoomsRoute, listRoomsHandler);
