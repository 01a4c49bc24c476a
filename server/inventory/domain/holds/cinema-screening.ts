// Cinema holds: turns `metadata` (cinema_location_id, time_id, attendance_date) into one screening
// of the film, checked against the catalogue; capacity is per category per screening.
import { z } from 'zod';
import type { Tx } from '../../db/transaction';
import { ApiError, fieldErrors } from '../core/errors';
import { cachedCinemaSchedule, findLocation, notShowingReason, timesAt } from '../catalogue-cinema';
import { lagosDate } from '../core/time';
import { poolKeys } from '../core/inventory';
import { dateField, lenientDbId } from '../core/fields';
import type { HoldableCategory } from './entertainment';
import type { ResolveContext } from '../core/holds/kind';

const screeningMetadataSchema = z.object({
  cinema_location_id: lenientDbId('cinema location id').nullish(),
  time_id: lenientDbId('time id'),
  attendance_date: dateField('attendance date'),
});

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
