// Wire shapes of purchase results and of the transaction record (an extension; fields read leniently).
import { z } from 'zod';
import { idString, numberish, wireAddress } from './primitives';

const text = z.string().nullish();

export const wireExperiencePurchase = z.object({
  reference: z.string().min(1),
  invoice_id: numberish.nullish(),
  merchant_reference: text,
  tickets: z.array(z.object({ id: idString, title: z.string(), price: numberish })).default([]),
});

// The spec names the room count `number_of_rooms` in its sample and `room_number` in its table.
export const wireHotelRoom = z
  .object({ id: idString, room_name: z.string(), number_of_rooms: numberish.optional(), room_number: numberish.optional() })
  .transform(({ number_of_rooms, room_number, ...room }) => ({ ...room, count: number_of_rooms ?? room_number ?? 1 }));

export const wireHotelBooking = z.object({
  reference: z.string().min(1),
  booking_number: z.string(),
  merchant_reference: text,
  room: wireHotelRoom,
  checkin_date: z.string(),
  checkout_date: z.string(),
  amount: numberish,
});

const wireBreakdown = z.object({
  ticket_price: numberish.optional(),
  convenience_fee: numberish.optional(),
  merchant_commission: numberish.optional(),
});

export const wireTransactionItem = z.object({
  code: z.string().min(1),
  type: text,
  title: text,
  price: numberish.nullish(),
  ticket_category_id: idString.nullish(),
  seat_number: text,
});

const place = z.object({ city: text, terminal: text });

/** Cinema records: the one screening bought. */
const wireScreening = z.object({
  cinema_location_id: idString.nullish(),
  location_name: text,
  time_id: idString.nullish(),
  start: text,
  end: text,
  attendance_date: text,
  starts_at: text,
});

/** Bus records: the trip bought. */
const wireTrip = z.object({
  schedule_id: idString.nullish(),
  schedule_type: text,
  departure: text,
  departure_at: text,
  departure_date: text,
  route: z.object({ origin: place.nullish(), destination: place.nullish() }).nullish(),
  operator: z.object({ name: text }).nullish(),
  bus: z.object({ name: text, plate_number: text }).nullish(),
  seats: z.array(idString).nullish(),
});

/** Hotel records: the stay booked. */
const wireStay = z.object({
  booking_number: text,
  hotel: z.object({ id: idString.nullish(), name: text, location: text }).nullish(),
  room: wireHotelRoom.nullish(),
  checkin_date: text,
  checkout_date: text,
  number_of_nights: numberish.nullish(),
  number_of_guests: numberish.nullish(),
  number_of_rooms: numberish.nullish(),
});

export const wireTransaction = z.object({
  reference: z.string().min(1),
  merchant_reference: text,
  invoice_id: numberish.nullish(),
  status: text,
  kind: text,
  environment: text,
  currency: text,
  amount: numberish.nullish(),
  breakdown: wireBreakdown.nullish(),
  customer: z.object({ name: text, email: text, phone_number: text }).nullish(),
  experience: z
    .object({ id: idString.nullish(), title: text, start_date: text, end_date: text, address: wireAddress.nullish() })
    .nullish(),
  screening: wireScreening.nullish(),
  trip: wireTrip.nullish(),
  stay: wireStay.nullish(),
  items: z.array(wireTransactionItem).nullish(),
  created_at: text,
});

export type WireTransaction = z.output<typeof wireTransaction>;

/** Replies of the buys: only the reference is relied on, the record is read afterwards. */
export const wirePurchaseReceipt = z.object({ reference: z.string().min(1), merchant_reference: text });
