// zod schemas of the experience endpoints (query values and reply shapes), shared by routes and docs.
import { z } from '@hono/zod-openapi';
import { pageQuery, positiveInt, queryDate } from '../../http/params';
import { nulMessage, withoutNul } from '../../domain/core/plain-text';

const booleanText = (name: string) =>
  z
    .enum(['true', 'false'], { error: `The ${name} filter must be true or false.` })
    .transform((v) => v === 'true');

export const ExperienceListQuery = z.object({
  business_id: z.uuid({ error: 'The business id must be a business UUID.' }).optional().openapi({
    description:
      'only experiences of this business. Resolution: the spec types it integer while business ids are UUIDs; the UUID is accepted.',
  }),
  search: z
    .string()
    .max(200, { error: 'The search is too long (200 characters at most).' })
    .refine(withoutNul, { error: nulMessage('search') })
    .optional()
    .openapi({
      description:
        'keywords, case-insensitive; every word must appear in the title, description or venue',
    }),
  category_id: z
    .string()
    .trim()
    .min(1, { error: 'The category id must not be empty.' })
    .max(100)
    .refine(withoutNul, { error: nulMessage('category id') })
    .optional()
    .openapi({
      description: 'a category UUID (or, as an extension, its slug such as `concerts`)',
    }),
  sorted_by: z
    .enum(['just_added', 'upcoming', 'randomly'], {
      error: 'sorted_by must be one of just_added, upcoming, randomly.',
    })
    .optional()
    .openapi({
      description:
        '`just_added`: newest listing first; `upcoming` (default): soonest start first; `randomly`: a shuffled order that stays the same across pages for an hour',
    }),
  featured: booleanText('featured')
    .optional()
    .openapi({ description: 'true: only featured; false: only not featured' }),
  cinema: booleanText('cinema')
    .optional()
    .openapi({ description: 'true: only cinema; false: only regular; absent: all' }),
  page: pageQuery,
});

export const ExperienceIdParam = z.object({
  experience_id: z.uuid({ error: 'The experience id must be a UUID.' }).openapi({
    param: { name: 'experience_id', in: 'path' },
    example: '7f1c2e5a-3b4d-5e6f-8a9b-0c1d2e3f4a5b',
  }),
});

export const TicketsQuery = z.object({
  cinema_location_id: positiveInt('cinema location id').optional().openapi({
    description:
      'cinema only: a `cinema_info.locations[].id`; the headquarters when absent. A location the film does not have is 422.',
  }),
  time_id: positiveInt('time id').optional().openapi({
    description: 'cinema only, with attendance_date: count one screening instead of the next one',
    'x-extension': true,
  }),
  attendance_date: queryDate('attendance date')
    .optional()
    .openapi({ description: 'cinema only, with time_id (`YYYY-MM-DD`)', 'x-extension': true }),
});

const Time = z
  .object({
    id: z.number().int().openapi({ description: 'use as time_id' }),
    start: z.string().openapi({ example: '9:00AM' }),
    end: z.string().openapi({ example: '11:15AM' }),
    cinema_id: z.number().int().openapi({
      description: 'the location the showtime belongs to (shared showtimes: the headquarters)',
    }),
  })
  .openapi('CinemaTime');

const DayGroup = z
  .union([
    z.object({ day: z.number().int().min(1).max(7), day_name: z.string(), times: z.array(Time) }),
    z.object({
      date: z
        .string()
        .openapi({ description: 'monthly: day of month (`15`); daily: `YYYY-MM-DD`' }),
      times: z.array(Time),
    }),
  ])
  .openapi('DayWithTimes');

const Location = z
  .object({
    id: z.number().int().openapi({ description: 'use as cinema_location_id' }),
    name: z.string(),
    street: z.string(),
    town: z.string(),
    city: z.string(),
    country: z.string(),
    is_headquarters: z.boolean(),
    times: z.array(Time).openapi({ description: 'filled when shared_times is false' }),
    days_with_times: z
      .array(DayGroup)
      .openapi({ description: 'filled when shared_times is false and per_day_times is true' }),
  })
  .openapi('CinemaLocation');

const CinemaInfo = z
  .object({
    showing: z.enum(['daily', 'weekly', 'monthly']),
    shared_times: z.boolean(),
    shared_tickets: z.boolean(),
    per_day_times: z.boolean(),
    specific_dates: z
      .array(z.string())
      .openapi({ description: 'daily: the dates it plays; empty for weekly and monthly' }),
    times: z.array(Time).openapi({
      description: 'always populated; all locations combined when shared_times is false',
    }),
    days_with_times: z
      .array(DayGroup)
      .openapi({ description: 'filled when shared_times and per_day_times are true' }),
    locations: z.array(Location),
  })
  .openapi('CinemaInfo');

const specDate = (description: string) =>
  z.string().openapi({ description, example: 'Sat, 21 Nov 2026 19:00:00' });

export const Experience = z
  .object({
    id: z.uuid(),
    title: z.string(),
    start_date: specDate('`Day, DD Mon YYYY HH:MM:SS`, Africa/Lagos time'),
    end_date: specDate('same format'),
    created_on: specDate('same format'),
    description: z.string(),
    featured: z.boolean(),
    cinema: z.boolean(),
    cinema_info: CinemaInfo.optional().openapi({ description: 'present only when cinema is true' }),
    address: z.object({
      street: z.string(),
      town: z.string(),
      city: z.string(),
      country: z.string(),
    }),
    image: z.array(z.object({ image: z.string() })),
    business: z.object({
      id: z.uuid(),
      name: z.string(),
      photo: z.string().nullable(),
      slug: z.string().nullable(),
      type: z
        .string()
        .openapi({ description: '`cinema` for cinema operators, else `entertainment`' }),
    }),
    category: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  })
  .openapi('Experience');

export const ExperienceList = z.object({
  experiences: z.array(Experience),
  next_page: z
    .string()
    .nullable()
    .openapi({ description: 'the next page number as a string; null on the last page' }),
  count: z.number().int().openapi({ description: 'total matching' }),
  per_page: z.number().int(),
});

export const TicketCategory = z
  .object({
    id: z.uuid(),
    title: z.string(),
    price: z
      .number()
      .openapi({ description: 'Naira; ticket_price + convenience_fee + merchant_commission' }),
    slots_remaining: z
      .number()
      .int()
      .openapi({ description: "for the caller's environment; 0 means sold out" }),
    free: z.boolean().openapi({ description: 'price is 0 (always present here)' }),
    price_breakdown: z.object({
      ticket_price: z.number(),
      convenience_fee: z.number(),
      merchant_commission: z.number(),
    }),
  })
  .openapi('TicketCategory');

export const ExperienceTickets = z.object({
  tickets: z.array(TicketCategory),
  experience: z.object({ id: z.uuid(), title: z.string() }),
  location: z
    .object({ id: z.number().int(), name: z.string(), is_headquarters: z.boolean() })
    .optional()
    .openapi({ description: 'cinema only: the location priced', 'x-extension': true }),
  screening: z
    .object({
      cinema_location_id: z.number().int(),
      time_id: z.number().int(),
      start: z.string(),
      end: z.string(),
      attendance_date: z.string(),
      starts_at: z.string().openapi({ description: 'ISO 8601, UTC' }),
    })
    .nullable()
    .optional()
    .openapi({
      description:
        'cinema only: the screening slots_remaining counts (the next one at the location unless time_id and attendance_date are given); null when the run is over',
      'x-extension': true,
    }),
});
