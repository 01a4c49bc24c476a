// Routes of the hotel purchase: POST /v2/svc/hotels/buy and its alias /v2/svc/hotels/book (the spec shows both).
import { createRoute, z } from '@hono/zod-openapi';
import { hotelBuySchema } from '../../domain/hotels/hotel-purchase';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { malformedJsonAs } from '../../http/malformed-json';

export const HotelPurchaseSchema = z
  .object({
    reference: z.string(),
    invoice_id: z.number().int(),
    booking_number: z.string().openapi({ description: 'presented at check-in' }),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    merchant_reference: z.string().nullable(),
    hotel: z.object({ id: z.number().int(), name: z.string(), location: z.string() }),
    room: z.object({
      id: z.number().int(),
      room_name: z.string(),
      number_of_rooms: z
        .number()
        .int()
        .openapi({ description: "rooms of this type (name of the spec's sample)" }),
      room_number: z
        .number()
        .int()
        .openapi({ description: "the same count (name of the spec's field table)" }),
    }),
    checkin_date: z.string(),
    checkout_date: z.string().openapi({ description: 'exclusive' }),
    number_of_nights: z.number().int(),
    number_of_guests: z.number().int(),
    number_of_rooms: z.number().int(),
    amount: z.number().openapi({ description: 'Naira: price per night × nights × rooms' }),
  })
  .openapi('HotelPurchase');

const hotelBuyRoute = <P extends string>(path: P, operationId: string, summary: string) =>
  createRoute({
    operationId,
    method: 'post',
    path,
    tags: ['Hotels'],
    security: [{ ApiKey: [] }],
    summary,
    description:
      'Books the rooms held by `reservation_ids` (hotel holds: `ticket_type` `hotel`). The body must match the holds: `room_id`, `checkin_date`, `checkout_date` and `number_of_rooms` (the rooms of all the holds); `number_of_guests` at most `max_occupancy` × rooms. Ownership: the email (case-insensitive), or the phone number in any form a hold may carry it (`+2348031234567` matches `2348031234567` and `08031234567`).',
    middleware: [malformedJsonAs(400)] as const,
    request: {
      body: { content: { 'application/json': { schema: hotelBuySchema } }, required: true },
    },
    responses: {
      201: jsonContent(
        successEnvelope(HotelPurchaseSchema),
        'Booked: the holds are converted, the wallet debited',
      ),
      ...errorResponses({
        400: 'Invalid phone format (international with plus sign and country code) or invalid email, when no other field is invalid',
        401: 'Missing or unknown API key',
        402: 'The wallet of this environment cannot cover the purchase (extension); holds stay active',
        404: 'Reservations invalid, expired or not owned',
        409: 'merchant_reference already used; data.reference names the existing transaction (extension)',
        422: 'Rooms unavailable for the dates (the holds are for another room, other dates or another number of rooms), check-out not after check-in, past dates, guests above occupancy; errors keyed by field',
      }),
    },
  });

export const buyHotelRoute = hotelBuyRoute(
  '/v2/svc/hotels/buy',
  'buyHotelRooms',
  'Buy held hotel or apartment rooms',
);
export const buyHotelAliasRoute = hotelBuyRoute(
  '/v2/svc/hotels/book',
  'bookHotelRooms',
  'Buy held rooms (alias of /v2/svc/hotels/buy)',
);
