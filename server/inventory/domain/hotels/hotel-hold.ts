// Hold kind `hotel` (extension): rooms of one room type for a stay. It claims one pool per night
// (check-out exclusive) with the room type's number of rooms, all nights or none.
import { z } from 'zod';
import { ApiError } from '../core/errors';
import { findRoomWithHotel } from './hotel-catalogue';
import {
  assertValidStay,
  occupancyProblem,
  roomNightClaims,
  roomsAvailable,
  roomsWord,
  stayNights,
} from './hotel-stay';
import { dateField, dbId } from '../core/fields';
import type { HoldKindHandler } from '../core/holds/kind';

/** No room type has anywhere near this many rooms; keeps the sums in range. */
const MAX_ROOMS = 100;

const count = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be an integer.` })
    .int({ error: `The ${label} must be an integer.` })
    .min(1, { error: `The ${label} must be at least 1.` })
    .max(max, { error: `The ${label} may not be greater than ${max}.` });

export const hotelItemSchema = z.object({
  ticket_type: z.literal('hotel'),
  resource_id: dbId('resource id (room id)'),
  quantity: count('quantity (number of rooms)', MAX_ROOMS),
  metadata: z.object(
    {
      checkin_date: dateField('check-in date'),
      checkout_date: dateField('check-out date'),
      number_of_guests: count('number of guests', MAX_ROOMS * 20),
    },
    {
      error:
        'The metadata (checkin_date, checkout_date, number_of_guests) is required for hotel rooms.',
    },
  ),
});

export type HotelItem = z.output<typeof hotelItemSchema>;

export const hotelHoldKind: HoldKindHandler<HotelItem> = {
  kind: 'hotel',
  itemSchema: hotelItemSchema,
  async resolve(tx, item, context) {
    const field = (name: string) => `tickets.${context.index}.${name}`;
    const { checkin_date, checkout_date, number_of_guests } = item.metadata;
    assertValidStay(checkin_date, checkout_date, context.now, (f) => field(`metadata.${f}`));
    const room = await findRoomWithHotel(tx, item.resource_id);
    if (!room) {
      throw new ApiError(404, 'Room not found.', {
        errors: { [field('resource_id')]: ['No room has this id.'] },
      });
    }
    const tooMany = occupancyProblem(room, number_of_guests, item.quantity);
    if (tooMany) {
      throw new ApiError(422, 'The given data was invalid.', {
        errors: { [field('metadata.number_of_guests')]: [tooMany] },
      });
    }
    const nights = stayNights(checkin_date, checkout_date);
    const claims = roomNightClaims(room, nights, item.quantity);
    return {
      resourceId: String(room.id),
      quantity: item.quantity,
      metadata: { checkin_date, checkout_date, number_of_guests },
      claims,
      insufficient: async (available, _poolKey, taken) => {
        // For the message only, so read on failure: the rooms free on every night before this
        // item's claims (the nights it took before falling short hold its rooms until rollback).
        const free = await roomsAvailable(
          tx,
          context.environment,
          [room],
          nights,
          context.now,
          taken,
        );
        const left = Math.min(free.get(room.id) ?? 0, available);
        const detail = `Only ${roomsWord(left)} of ${room.room_name} available from ${checkin_date} to ${checkout_date}.`;
        return new ApiError(409, `Insufficient inventory: ${left} available.`, {
          errors: { tickets: [detail] },
        });
      },
      expiresAtStyle: 'utc',
    };
  },
};
