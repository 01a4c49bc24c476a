// Handlers of the hotel and room listings.
import { addDays, lagosDate } from '../../domain/core/time';
import { nairaFromKobo } from '../../domain/core/money';
import { findHotel, listHotels, roomsOfHotel } from '../../domain/hotels/hotel-catalogue';
import { assertBusinessOfType } from '../../domain/core/businesses';
import { assertValidStay, roomsAvailable, stayNights } from '../../domain/hotels/hotel-stay';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/reply';
import { ApiError } from '../../domain/core/errors';
import { pageFields, PER_PAGE } from '../../http/paging';
import type { listHotelsRoute, listRoomsRoute } from './hotels.routes';

export const listHotelsHandler: AppRouteHandler<typeof listHotelsRoute> = async (c) => {
  const query = c.req.valid('query');
  await assertBusinessOfType(c.get('deps').database.db, query.business_id, 'hospitality');
  const { hotels, count } = await listHotels(c.get('deps').database.db, {
    city: query.city,
    businessId: query.business_id,
    page: query.page,
    perPage: PER_PAGE,
  });
  return ok(c, 'Hotels retrieved successfully.', { hotels, ...pageFields(query.page, count) });
};

export const listRoomsHandler: AppRouteHandler<typeof listRoomsRoute> = async (c) => {
  const { database, clock } = c.get('deps');
  const now = clock.now();
  const { hotel_id } = c.req.valid('param');
  const query = c.req.valid('query');
  const checkin = query.checkin_date ?? lagosDate(now);
  const checkout = query.checkout_date ?? addDays(checkin, 1);
  assertValidStay(checkin, checkout, now);
  const hotel = await findHotel(database.db, hotel_id);
  if (!hotel) throw new ApiError(404, 'Hotel not found.');
  const rows = await roomsOfHotel(database.db, hotel_id);
  const nights = stayNights(checkin, checkout);
  const free = await roomsAvailable(database.db, c.get('auth').environment, rows, nights, now);
  const rooms = rows.map((r) => {
    const available = free.get(r.id) ?? 0;
    return {
      id: r.id,
      room_name: r.room_name,
      description: r.description,
      price: nairaFromKobo(r.price_kobo),
      max_occupancy: r.max_occupancy,
      total_rooms: r.total_rooms,
      rooms_available: available,
      is_available: available > 0,
      amenities: JSON.parse(r.amenities) as string[],
      total_price: nairaFromKobo(Number(r.price_kobo) * nights.length),
    };
  });
  return ok(c, 'Rooms retrieved successfully.', {
    hotel,
    checkin_date: checkin,
    checkout_date: checkout,
    number_of_nights: nights.length,
    rooms,
  });
};
