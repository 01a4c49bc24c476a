// The hotel area: hotel and room listings, and the hotel purchase (buy, with book as an alias).
import { createRouter } from '../../http/router';
import { buyHotelHandler, hotelBuyValidationHook } from './hotel-purchase.handlers';
import { buyHotelAliasRoute, buyHotelRoute } from './hotel-purchase.routes';
import { listHotelsHandler, listRoomsHandler } from './hotels.handlers';
import { listHotelsRoute, listRoomsRoute } from './hotels.routes';

export const hotelsRouter = createRouter()
  .openapi(listHotelsRoute, listHotelsHandler)
  .openapi(listRoomsRoute, listRoomsHandler)
  .openapi(buyHotelRoute, (c) => buyHotelHandler(c, c.req.valid('json')), hotelBuyValidationHook)
  .openapi(
    buyHotelAliasRoute,
    (c) => buyHotelHandler(c, c.req.valid('json')),
    hotelBuyValidationHook,
  );
