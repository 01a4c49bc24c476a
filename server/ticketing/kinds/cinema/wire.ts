// Wire shapes of cinema films: `cinema_info`, the cinema extras of the ticket-category reply (read leniently), and
// a screening's transaction record.
import { z } from 'zod';
import { booleanish, idString, numberish } from '@/server/ticketing/wire/primitives';
import { eventRecordFields, wireExperience, wireTicketCategories } from '../event/wire';

const text = z.string().nullish();

/** Location and showtime ids are integers in the spec; numeric strings are read too. */
export const wireIntegerId = numberish.pipe(z.number().int().positive());

/**
 * A list of the film's schedule: absent or null means empty, and an entry that cannot be read is left out,
 * so one odd showtime costs that showtime and not the whole cinema.
 */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const wireTime = z.object({
  id: wireIntegerId,
  start: z.string(),
  end: text,
  cinema_id: wireIntegerId.nullish().catch(null),
});

/** A per-day group: weekly `day` 1..7 (or only `day_name`), monthly `date` a day of month, daily `date` YYYY-MM-DD. */
const wireDayGroup = z.object({
  day: numberish.nullish().catch(null),
  day_name: text,
  date: z.union([z.string(), z.number()]).nullish(),
  times: listOf(wireTime),
});

const wireLocation = z.object({
  id: wireIntegerId,
  name: z.string(),
  street: text,
  town: text,
  city: text,
  country: text,
  is_headquarters: booleanish.default(false),
  times: listOf(wireTime),
  days_with_times: listOf(wireDayGroup),
});

export const wireCinemaInfo = z.object({
  showing: z.string().default(''),
  shared_times: booleanish.default(true),
  shared_tickets: booleanish.default(true),
  per_day_times: booleanish.default(false),
  specific_dates: listOf(z.string()),
  times: listOf(wireTime),
  days_with_times: listOf(wireDayGroup),
  locations: listOf(wireLocation),
});

export const wireFilm = wireExperience.extend({ cinema_info: wireCinemaInfo.nullish() });

export const wireFilmList = z.object({
  experiences: z.array(wireFilm),
  next_page: z.union([z.string(), z.number()]).nullish(),
});

export const wireScreening = z.object({
  cinema_location_id: wireIntegerId,
  time_id: wireIntegerId,
  start: z.string(),
  end: text,
  attendance_date: z.string(),
  starts_at: text,
});

export const wireScreeningTickets = wireTicketCategories.extend({
  location: z.object({ id: wireIntegerId, name: z.string() }).nullish(),
  // Null when the film has no screening left at the location.
  screening: wireScreening.nullish(),
});

/** The transaction record's fields of a screening bought: the film, and the one screening. */
export const cinemaRecordFields = {
  ...eventRecordFields,
  screening: z
    .object({
      cinema_location_id: idString.nullish(),
      location_name: text,
      time_id: idString.nullish(),
      start: text,
      end: text,
      attendance_date: text,
      starts_at: text,
    })
    .nullish(),
};

export type WireCinemaInfo = z.output<typeof wireCinemaInfo>;
export type WireCinemaTime = z.output<typeof wireTime>;
export type WireDayGroup = z.output<typeof wireDayGroup>;
export type WireFilm = z.output<typeof wireFilm>;
export type WireScreeningTickets = z.output<typeof wireScreeningTickets>;
