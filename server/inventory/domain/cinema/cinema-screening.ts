// A screening of a film (location × showtime × date), as holds and purchases name it: a hold's
// `metadata` checked against the film's schedule (capacity is per category per screening), and the
// one screening of a cinema purchase's holds, with the names its record shows.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, fieldErrors } from '../core/errors';
import {
  cachedCinemaSchedule,
  findLocation,
  notShowingReason,
  timesAt,
  type CinemaExperienceFields,
} from './cinema-schedule';
import { reservationsNotFound } from '../core/purchases/owned-holds';
import { formatClockTime, lagosDate } from '../core/time';
import { poolKeys } from '../core/inventory';
import { dateField, lenientDbId } from '../core/fields';
import type { ResolveContext } from '../core/holds/kind';

const screeningMetadataSchema = z.object({
  cinema_location_id: lenientDbId('cinema location id').nullish(),
  time_id: lenientDbId('time id'),
  attendance_date: dateField('attendance date'),
});

/** What a screening needs of the ticket category held: the category, and its film's schedule fields. */
export type ScreeningCategory = Omit<CinemaExperienceFields, 'id'> & {
  id: string;
  title: string;
  experience_id: string;
  location_id: number | null;
};

export interface ResolvedScreening {
  poolKey: string;
  /** the normalized cinema fields stored on the hold (the location filled in when omitted) */
  metadata: { cinema_location_id: number; time_id: number; attendance_date: string };
}

function invalid(context: ResolveContext, field: string, message: string): ApiError {
  return new ApiError(422, 'The given data was invalid.', {
    errors: { [`tickets.${context.index}.metadata.${field}`]: [message] },
  });
}

export async function resolveScreening(
  tx: Tx,
  category: ScreeningCategory,
  rawMetadata: Record<string, unknown>,
  context: ResolveContext,
): Promise<ResolvedScreening> {
  const parsed = screeningMetadataSchema.safeParse(rawMetadata);
  if (!parsed.success) {
    throw new ApiError(422, 'The given data was invalid.', {
      errors: fieldErrors(parsed.error.issues, ['tickets', String(context.index), 'metadata']),
    });
  }
  const {
    cinema_location_id: requestedLocation,
    time_id: timeId,
    attendance_date: date,
  } = parsed.data;

  // The film's schedule from the catalogue cache, the same one the ticket-category endpoint uses.
  const schedule = await cachedCinemaSchedule(
    context.catalogue,
    { ...category, id: category.experience_id },
    tx,
  );
  // Headquarters when omitted.
  const location = findLocation(schedule, requestedLocation ?? undefined);
  if (!location)
    throw invalid(context, 'cinema_location_id', 'This film is not shown at that location.');
  if (category.location_id !== null && category.location_id !== location.id) {
    throw invalid(
      context,
      'cinema_location_id',
      `${category.title} is not sold at ${location.name}.`,
    );
  }

  const time = timesAt(schedule, location.id).find((t) => t.id === timeId);
  if (!time)
    throw invalid(context, 'time_id', `This is not a showtime of the film at ${location.name}.`);

  if (date < lagosDate(context.now))
    throw invalid(context, 'attendance_date', 'The attendance date must not be in the past.');
  const problem = notShowingReason(schedule, time.day_key, date);
  if (problem) throw invalid(context, 'attendance_date', problem);

  return {
    poolKey: poolKeys.screening(category.id, location.id, time.id, date),
    metadata: { cinema_location_id: location.id, time_id: time.id, attendance_date: date },
  };
}

/** The screening fields a buy may give (extension): when given, each must match the holds'. */
export interface ScreeningRequest {
  cinema_location_id?: number | undefined;
  time_id?: number | undefined;
  attendance_date?: string | undefined;
}

/**
 * The one screening the holds of a cinema purchase are for, with the names its record shows (from
 * the film's cached schedule, read through `tx` when missing). Holds of several screenings, or a
 * screening field of the buy that differs from theirs, are the buy's 404.
 */
export async function purchasedScreening(
  tx: Tx,
  catalogue: Kysely<DB>,
  film: CinemaExperienceFields,
  holds: readonly { metadata: Record<string, unknown> }[],
  asked: ScreeningRequest,
) {
  const keys = new Set(
    holds.map(
      (h) =>
        `${String(h.metadata.cinema_location_id)}|${String(h.metadata.time_id)}|${String(h.metadata.attendance_date)}`,
    ),
  );
  if (keys.size !== 1)
    throw reservationsNotFound(
      'All reservations of a cinema purchase must be for the same screening.',
    );
  const meta = holds[0]!.metadata as ResolvedScreening['metadata'];
  const given = {
    cinema_location_id: asked.cinema_location_id,
    time_id: asked.time_id,
    attendance_date: asked.attendance_date,
  };
  for (const [field, value] of Object.entries(given)) {
    if (value !== undefined && value !== meta[field as keyof typeof meta]) {
      throw reservationsNotFound(`The ${field} does not match the screening of the reservations.`);
    }
  }
  const schedule = await cachedCinemaSchedule(catalogue, film, tx);
  const location = schedule.locations.find((l) => l.id === meta.cinema_location_id);
  const time = schedule.times.find((t) => t.id === meta.time_id);
  return {
    cinema_location_id: meta.cinema_location_id,
    location_name: location?.name ?? null,
    time_id: meta.time_id,
    start: time ? formatClockTime(time.start_time) : null,
    end: time ? formatClockTime(time.end_time) : null,
    attendance_date: meta.attendance_date,
  };
}
