// zod schemas of the hotel and room listings (request values and reply shapes).
import { z } from '@hono/zod-openapi';
import { cityQuery, pageQuery, queryDate } from '../../http/params';

export const HotelsQuery = z.object({
  city: cityQuery('city')
    .optional()
    .openapi({ description: 'city, case-insensitive', example: 'Lagos' }),
  business_id: z
    .uuid({ error: 'The business id must be a UUID.' })
    .optional()
    .openapi({ description: 'a business of type `hospitality`' }),
  page: pageQuery,
});

export const RoomsQuery = z
  .object({
    checkin_date: queryDate('check-in date')
      .optional()
      .openapi({ description: 'default: today (Africa/Lagos)' }),
    checkout_date: queryDate('check-out date')
      .optional()
      .openapi({ description: 'exclusive; default: the day after check-in' }),
  })
  .superRefine((q, ctx) => {
    if (q.checkout_date && !q.checkin_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkin_date'],
        message: 'The check-in date is required with a check-out date.',
      });
    }
  });

export const Hotel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['hotel', 'apartment']),
    city: z.string(),
    address: z.string(),
    location: z
      .string()
      .openapi({ description: 'address and city, as `hotel.location` of a purchase' }),
    description: z.string(),
    star_rating: z.number().int().nullable(),
    images: z.array(z.object({ image: z.string() })),
    business: z.object({
      id: z.uuid(),
      name: z.string(),
      photo: z.string().nullable(),
      slug: z.string().nullable(),
      type: z.literal('hospitality'),
    }),
    price_from: z
      .number()
      .nullable()
      .openapi({ description: 'cheapest room type, Naira per night' }),
  })
  .openapi('Hotel');

export const Room = z
  .object({
    id: z
      .number()
      .int()
      .openapi({ description: '`room_id` of a purchase; `resource_id` of a hotel hold' }),
    room_name: z.string(),
    description: z.string(),
    price: z.number().openapi({ description: 'Naira per night' }),
    max_occupancy: z.number().int().openapi({ description: 'guests per room' }),
    total_rooms: z.number().int(),
    rooms_available: z
      .number()
      .int()
      .openapi({ description: 'free on every night of the stay (the minimum over the nights)' }),
    is_available: z.boolean(),
    amenities: z.array(z.string()),
    total_price: z.number().openapi({ description: 'one room for the whole stay: price × nights' }),
  })
  .openapi('Room');
