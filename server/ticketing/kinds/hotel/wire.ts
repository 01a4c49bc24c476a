// Wire shapes of the hotel and room listings (an extension of the service; docs/api-extensions.md), the hotel
// buy's reply and a stay's transaction record.
import { z } from 'zod';
import { booleanish, idString, numberish } from '@/server/ticketing/wire/primitives';

const text = z.string().nullish();

export const wireHotel = z.object({
  id: idString,
  name: z.string(),
  kind: text,
  city: text,
  address: text,
  location: text,
  description: text,
  star_rating: numberish.nullish(),
  images: z.array(z.object({ image: z.string() })).nullish(),
  price_from: numberish.nullish(),
});

export const wireRoom = z.object({
  id: idString,
  room_name: z.string(),
  description: text,
  price: numberish,
  max_occupancy: numberish,
  total_rooms: numberish.nullish(),
  rooms_available: numberish.nullish(),
  is_available: booleanish,
  amenities: z.array(z.string()).nullish(),
  total_price: numberish.nullish(),
});

export const wireRoomList = z.object({
  hotel: wireHotel,
  checkin_date: z.string(),
  checkout_date: z.string(),
  number_of_nights: numberish,
  rooms: z.array(wireRoom),
});

export type WireRoomList = z.output<typeof wireRoomList>;

export const wireHotelList = z.object({
  hotels: z.array(wireHotel),
  next_page: z.union([z.string(), z.number()]).nullish(),
  count: numberish.nullish(),
});

// The spec names the room count `number_of_rooms` in its sample and `room_number` in its table.
export const wireHotelRoom = z
  .object({
    id: idString,
    room_name: z.string(),
    number_of_rooms: numberish.optional(),
    room_number: numberish.optional(),
  })
  .transform(({ number_of_rooms, room_number, ...room }) => ({
    ...room,
    count: number_of_rooms ?? room_number ?? 1,
  }));

/** The hotel buy's reply. */
export const wireHotelBooking = z.object({
  reference: z.string().min(1),
  booking_number: z.string(),
  merchant_reference: text,
  room: wireHotelRoom,
  checkin_date: z.string(),
  checkout_date: z.string(),
  amount: numberish,
});

/** The transaction record's fields of a stay booked. */
export const hotelRecordFields = {
  stay: z
    .object({
      booking_number: text,
      hotel: z.object({ id: idString.nullish(), name: text, location: text }).nullish(),
      room: wireHotelRoom.nullish(),
      checkin_date: text,
      checkout_date: text,
      number_of_nights: numberish.nullish(),
      number_of_guests: numberish.nullish(),
      number_of_rooms: numberish.nullish(),
    })
    .nullish(),
};

export type WireHotel = z.output<typeof wireHotel>;
export type WireRoom = z.output<typeof wireRoom>;
