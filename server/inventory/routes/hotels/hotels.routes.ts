// Hotel and room listings (extension): hotels and apartments by city; room types with availability.
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import { pathId } from '../../http/params';
import { PageFieldsShape, PER_PAGE } from '../../http/paging';
import { Hotel, HotelsQuery, Room, RoomsQuery } from './hotels.schemas';

const tags = ['Hotels'];
const security = [{ ApiKey: [] }];

export const listHotelsRoute = createRoute({
  operationId: 'listHotels',
  method: 'get',
  path: '/v2/svc/hotels',
  tags,
  security,
  'x-extension': true,
  summary: 'Hotels and apartments',
  description: `Hotels and apartments, optionally in one city (case-insensitive) or of one business (of type \`hospitality\`). ${PER_PAGE} per page.`,
  request: { query: HotelsQuery },
  responses: {
    200: jsonContent(
      successEnvelope(z.object({ hotels: z.array(Hotel), ...PageFieldsShape })),
      'Matching hotels',
    ),
    ...errorResponses({
      401: 'Missing or invalid API key',
      404: 'No business of type `hospitality` has this `business_id`',
      422: 'Bad query values (errors keyed by parameter)',
    }),
  },
});

export const listRoomsRoute = createRoute({
  operationId: 'listHotelRooms',
  method: 'get',
  path: '/v2/svc/hotels/{hotel_id}/rooms',
  tags,
  security,
  'x-extension': true,
  summary: 'Room types of a hotel for a stay',
  description:
    "Room types with availability for the stay (check-out exclusive) in the caller's environment. `rooms_available` is the minimum over the nights; `is_available` is true when at least one room is free on every night. Without dates: tonight.",
  request: { params: z.object({ hotel_id: pathId('hotel_id', 'hotel id') }), query: RoomsQuery },
  responses: {
    200: jsonContent(
      successEnvelope(
        z.object({
          hotel: Hotel,
          checkin_date: z.string(),
          checkout_date: z.string(),
          number_of_nights: z.number().int(),
          rooms: z.array(Room),
        }),
      ),
      'The hotel and its room types',
    ),
    ...errorResponses({
      401: 'Missing or invalid API key',
      404: 'Unknown hotel',
      422: 'Bad hotel id or dates (errors keyed by field): check-out not after check-in, check-in in the past, stay too long',
    }),
  },
});
