// The hospitality area: hotel and room listings, and the hotel booking (buy, with book as an alias).
import { createRouter } from '../../http/router';
import { bookHotelHandler, bookingValidationHook } from './hotel-booking.handlers';
import { bookHotelRoute, buyHotelRoute } from './hotel-booking.routes';
import { listHotelsHandler, listRoomsHandler } from './hotels.handlers';
import { listHotelsRoute, listRoomsRoute } from './hotels.routes';

export const hotelsRouter = createRouter()
  .openapi(listHotelsRoute, listHotelsHandler)
  .openapi(listRoomsRoute, listRoomsHandler)
  .openapi(buyHotelRoute, (c) => bookHotelHandler(c, c.req.valid('json')), bookingValidationHook)
  .openapi(bookHotelRoute, (c) => bookHotelHandler(c, c.req.valid('json')), bookingValidationHook);
