// Wire shapes of the hotel and room listings (an extension of the service; docs/api-extensions.md).
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

export type WireHotel = z.output<typeof wireHotel>;
export type WireRoom = z.output<typeof wireRoom>;
