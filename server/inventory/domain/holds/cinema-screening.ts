// Cinema holds: turns `metadata` (cinema_location_id, time_id, attendance_date) into one screening
// of the film, checked against the catalogue; capacity is per category per screening.
import { z } from 'zod';
import type { Tx } from '../../db/transaction';
import { ApiError, fieldErrors } from '../../http/errors';
import { dayOfMonth, isoWeekday, lagosDate } from '../format';
import { poolKeys } from '../inventory';
import { dateField, lenientDbId } from './fields';
import type { HoldableCategory } from './entertainment';
import type { ResolveContext } from './kind';

const screeningMetadataSchema = z.object({
  cinema_location_id: lenientDbId('cinema location id').nullish(),
  time_id: lenientDbId('time id'),
  attendance_date: dateField('attendance date'),
});

export interface Screening {
  locationId: number;
  locationName: string;
  timeId: number;
  start: string;
  date: string;
}

export interface ResolvedScreening {
  poolKey: string;
  screening: Screening;
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
  category: HoldableCategory,
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

  const locations = await tx
    .selectFrom('cinema_locations')
    .select(['id', 'name', 'is_headquarters'])
    .where('experience_id', '=', category.experience_id)
    .orderBy('is_headquarters', 'desc')
    .orderBy('id')
    .execute();
  // Headquarters when omitted (the first row: headquarters sort first).
  const location =
    requestedLocation == null ? locations[0] : locations.find((l) => l.id === requestedLocation);
  if (!location)
    throw invalid(context, 'cinema_location_id', 'This film is not shown at that location.');
  if (category.location_id !== null && category.location_id !== location.id) {
    throw invalid(
      context,
      'cinema_location_id',
      `${category.title} is not sold at ${location.name}.`,
    );
  }

  const time = await tx
    .selectFrom('cinema_times')
    .select(['id', 'location_id', 'day_key', 'start_time'])
    .where('id', '=', timeId)
    .where('experience_id', '=', category.experience_id)
    .executeTakeFirst();
  const timeAtLocation = time && (category.shared_times ? true : time.location_id === location.id);
  if (!time || !timeAtLocation)
    throw invalid(context, 'time_id', `This is not a showtime of the film at ${location.name}.`);

  const problem = showingProblem(category, time.day_key, date, context.now);
  if (problem) throw invalid(context, 'attendance_date', problem);

  return {
    poolKey: poolKeys.screening(category.id, location.id, time.id, date),
    screening: {
      locationId: location.id,
      locationName: location.name,
      timeId: time.id,
      start: time.start_time,
      date,
    },
    metadata: { cinema_location_id: location.id, time_id: time.id, attendance_date: date },
  };
}

/** Why the showtime does not run on `date` (per the `showing` kind), or null when it does. */
function showingProblem(
  category: HoldableCategory,
  dayKey: string | null,
  date: string,
  now: number,
): string | null {
  if (date < lagosDate(now)) return 'The attendance date must not be in the past.';
  const perDay = Boolean(category.per_day_times);
  switch (category.showing) {
    case 'daily': {
      const dates = parseDates(category.specific_dates);
      if (!dates.includes(date)) return 'The film is not showing on that date.';
      if (perDay && dayKey !== date) return 'That showtime does not run on that date.';
      return null;
    }
    case 'weekly':
      if (date > lagosDate(category.end_at)) return 'The film is no longer showing on that date.';
      if (perDay && dayKey !== String(isoWeekday(date)))
        return 'That showtime does not run on that day of the week.';
      return null;
    case 'monthly':
      if (date > lagosDate(category.end_at)) return 'The film is no longer showing on that date.';
      if (perDay && dayKey !== String(dayOfMonth(date)))
        return 'That showtime does not run on that day of the month.';
      return null;
    default:
      return 'The film has no showing schedule.';
  }
}

function parseDates(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}
