// Hold kind `bus`: a timed schedule's seats (one pool of one unit per seat, all or none) or places
// on a random schedule (one pool with the bus capacity). Validated in full per the spec.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../core/errors';
import { catalogueCache } from '../core/catalogue-cache';
import { lagosDate, lagosDateTime } from '../core/time';
import { availableUnits, poolKeys, type PoolClaim } from '../core/inventory';
import { dateField, dbId, quantityField } from '../core/fields';
import type { HoldKindHandler, ResolveContext } from '../core/holds/kind';
import { findScheduleRow, seatsOfBus } from './bus-schedules';

const timedMetadata = z.object({
  schedule_type: z.literal('timed'),
  schedule_timestamp: z
    .string({ error: 'The schedule timestamp must be in the format Y-m-d H:i.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/, {
      error: 'The schedule timestamp must be in the format Y-m-d H:i.',
    }),
  seat_ids: z
    .array(dbId('seat id'), { error: 'The seat ids must be an array of integers.' })
    .min(1, { error: 'At least one seat id is required.' })
    .max(100, { error: 'At most 100 seats per hold.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'The seat ids must be distinct.' }),
});

const randomMetadata = z.object({
  schedule_type: z.literal('random'),
  bus_id: dbId('bus id'),
  route_id: dbId('route id'),
  departure_date: dateField('departure date'),
});

export const busItemSchema = z
  .object({
    ticket_type: z.literal('bus'),
    resource_id: dbId('resource id'),
    quantity: quantityField,
    metadata: z.discriminatedUnion('schedule_type', [timedMetadata, randomMetadata], {
      error: (issue) =>
        issue.input === undefined
          ? 'The metadata is required for bus tickets.'
          : 'The schedule type must be timed or random.',
    }),
  })
  .superRefine((item, ctx) => {
    if (
      item.metadata.schedule_type === 'timed' &&
      item.quantity !== item.metadata.seat_ids.length
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'The quantity must equal the number of seat ids.',
      });
    }
  });

export type BusItem = z.output<typeof busItemSchema>;

function invalid(context: ResolveContext, field: string, message: string): ApiError {
  return new ApiError(422, 'The given data was invalid.', {
    errors: { [`tickets.${context.index}.${field}`]: [message] },
  });
}

/** A bus's seats (static catalogue data), from the catalogue cache; read through `tx` when missing. */
function busSeats(tx: Tx, catalogue: Kysely<DB>, busId: number) {
  return catalogueCache<{ id: number; seat_number: string }[]>(catalogue, 'bus-seats').getOrLoad(
    String(busId),
    () => seatsOfBus(tx, busId),
  );
}

function busShort(message: string): ApiError {
  return new ApiError(409, `Insufficient inventory: ${message}`, {
    errors: { tickets: [message] },
  });
}

const seatsLeft = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} available on this schedule`;

export const busHoldKind: HoldKindHandler<BusItem> = {
  kind: 'bus',
  itemSchema: busItemSchema,
  async resolve(tx, item, context) {
    const schedule = await findScheduleRow(tx, item.resource_id);
    if (!schedule) {
      throw new ApiError(404, 'Schedule not found.', {
        errors: { [`tickets.${context.index}.resource_id`]: ['No schedule has this id.'] },
      });
    }
    const meta = item.metadata;
    if (meta.schedule_type !== schedule.schedule_type) {
      throw invalid(
        context,
        'metadata.schedule_type',
        `Schedule ${schedule.id} is a ${schedule.schedule_type} schedule.`,
      );
    }
    const base = {
      resourceId: String(schedule.id),
      quantity: item.quantity,
      expiresAtStyle: 'lagos' as const,
    };

    if (meta.schedule_type === 'random') {
      if (schedule.departure_date < lagosDate(context.now))
        throw invalid(context, 'resource_id', 'This schedule has already departed.');
      if (meta.bus_id !== schedule.bus_id)
        throw invalid(
          context,
          'metadata.bus_id',
          `Schedule ${schedule.id} does not run bus ${meta.bus_id}.`,
        );
      if (meta.route_id !== schedule.route_id) {
        throw invalid(
          context,
          'metadata.route_id',
          `Schedule ${schedule.id} is not on route ${meta.route_id}.`,
        );
      }
      if (meta.departure_date !== schedule.departure_date) {
        throw invalid(
          context,
          'metadata.departure_date',
          `Schedule ${schedule.id} departs on ${schedule.departure_date}.`,
        );
      }
      return {
        ...base,
        metadata: meta,
        claims: [
          {
            poolKey: poolKeys.randomSchedule(schedule.id),
            capacity: schedule.capacity,
            quantity: item.quantity,
          },
        ],
        insufficient: (available) => busShort(`only ${seatsLeft(available)}.`),
      };
    }

    const departure = schedule.departure_at ?? 0;
    if (departure <= context.now)
      throw invalid(context, 'resource_id', 'This schedule has already departed.');
    if (meta.schedule_timestamp !== lagosDateTime(departure)) {
      throw invalid(
        context,
        'metadata.schedule_timestamp',
        `The schedule timestamp does not match the departure of schedule ${schedule.id} (${lagosDateTime(departure)}).`,
      );
    }
    const seats = await busSeats(tx, context.catalogue, schedule.bus_id);
    const seatNumber = new Map(seats.map((s) => [poolKeys.seat(schedule.id, s.id), s.seat_number]));
    // For the messages only, so counted on failure: seats free before this item's claims (the
    // seats it took before falling short are its own until rollback).
    const freeCount = async (uncounted: readonly PoolClaim[] = []) => {
      const mine = new Set(uncounted.map((c) => c.poolKey));
      const free = await availableUnits(
        tx,
        context.environment,
        seats.map((s) => ({ poolKey: poolKeys.seat(schedule.id, s.id), capacity: 1 })),
        context.now,
      );
      return [...free].filter(([poolKey, n]) => n > 0 || mine.has(poolKey)).length;
    };
    const missing = meta.seat_ids.filter((id) => !seatNumber.has(poolKeys.seat(schedule.id, id)));
    if (missing.length > 0) {
      throw busShort(
        `seat ${missing.join(', ')} does not exist on this bus; ${seatsLeft(await freeCount())}.`,
      );
    }
    const seatIds = [...meta.seat_ids].sort((a, b) => a - b);
    return {
      ...base,
      metadata: { ...meta, seat_ids: seatIds },
      claims: seatIds.map((id) => ({
        poolKey: poolKeys.seat(schedule.id, id),
        capacity: 1,
        quantity: 1,
      })),
      insufficient: async (_available, poolKey, taken) =>
        busShort(
          `seat ${seatNumber.get(poolKey) ?? poolKey} is already taken or held; ${seatsLeft(await freeCount(taken))}.`,
        ),
    };
  },
};
