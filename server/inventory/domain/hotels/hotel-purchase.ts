// Buying hotel rooms (POST /v2/svc/hotels/buy, and its alias /book): the body must match the
// hotel holds (room, dates, number of rooms), guests fit the rooms; amount = price per night ×
// nights × rooms.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { ApiError, type FieldErrors } from '../core/errors';
import { isCalendarDate } from '../core/time';
import { nairaFromKobo } from '../core/money';
import { dateField, lenientDbId } from '../core/fields';
import { emailField, type HoldOwner } from '../core/holds/owner';
import { findRoomWithHotel, hotelLocation, type RoomWithHotel } from './hotel-catalogue';
import {
  assertValidStay,
  CHECKOUT_AFTER_CHECKIN,
  occupancyProblem,
  stayNights,
} from './hotel-stay';
import { merchantReferenceField, reservationIdsField } from '../core/purchases/buy-fields';
import { runBuy, type BuyScope } from '../core/purchases/run-buy';
import { customerRecord, itemsPerUnit } from '../core/purchases/purchase-draft';
import { type OwnedHold } from '../core/purchases/owned-holds';
import { randomCode } from '../core/purchases/transactions';

const count = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be an integer.` })
    .int({ error: `The ${label} must be an integer.` })
    .min(1, { error: `The ${label} must be at least 1.` })
    .max(max, { error: `The ${label} may not be greater than ${max}.` });

export const INTERNATIONAL_PHONE_MESSAGE =
  'The phone number must be in international format with a plus sign and country code, such as +2348031234567.';

/** A valid number for its country, written with `+` and the country code (spaces and dashes allowed). */
const internationalPhone = z
  .string({ error: INTERNATIONAL_PHONE_MESSAGE })
  .trim()
  .max(32, { error: INTERNATIONAL_PHONE_MESSAGE })
  .refine(
    (value) => value.startsWith('+') && parsePhoneNumberFromString(value)?.isValid() === true,
    { error: INTERNATIONAL_PHONE_MESSAGE },
  );

export const hotelBuySchema = z
  .object({
    room_id: lenientDbId('room id'),
    reservation_ids: reservationIdsField,
    number_of_guests: count('number of guests', 2_000),
    number_of_rooms: count('number of rooms', 100),
    checkin_date: dateField('check-in date'),
    checkout_date: dateField('check-out date'),
    merchant_reference: merchantReferenceField,
    customer_info: z.object(
      {
        name: z.string({ error: 'The name must be a string.' }).trim().max(255).nullish(),
        email: emailField,
        phone_number: internationalPhone,
        dob: dateField('date of birth').nullish(),
      },
      { error: 'The customer info (email and phone_number) is required.' },
    ),
  })
  // Checked here too (not only against the clock later) so a body with a bad phone and bad dates is a 422 listing both.
  .superRefine((body, ctx) => {
    if (
      isCalendarDate(body.checkin_date) &&
      isCalendarDate(body.checkout_date) &&
      body.checkout_date <= body.checkin_date
    ) {
      ctx.addIssue({ code: 'custom', path: ['checkout_date'], message: CHECKOUT_AFTER_CHECKIN });
    }
  });

export type HotelBuyRequest = z.output<typeof hotelBuySchema>;

/** The spec's 400 covers a bad phone or email; every other invalid field of a hotel buy is a 422. */
export function isContactIssue(path: readonly PropertyKey[]): boolean {
  return (
    path[0] === 'customer_info' &&
    (path.length === 1 || path[1] === 'email' || path[1] === 'phone_number')
  );
}

const invalid = (errors: FieldErrors) =>
  new ApiError(422, 'The given data was invalid.', { errors });

/**
 * Forms in which a hold's owner phone (11 to 13 digits, no `+`) may have been given for this
 * international number: the full number's digits (`2348031234567`) or the national form's
 * digits (`08031234567`).
 */
export function holdPhoneForms(phone: PhoneNumber): string[] {
  const forms = [phone.number.slice(1), phone.formatNational().replace(/\D/g, '')];
  return [...new Set(forms)].filter((f) => /^\d{11,13}$/.test(f));
}

/**
 * The buyer as a hold owner, given the holds' stored owners (read once, by takeHolds): the email,
 * and the holds' phone when it is a form of the buyer's.
 */
function ownerOf(
  body: HotelBuyRequest,
): (held: readonly { owner_phone: string | null }[]) => HoldOwner {
  const phone = parsePhoneNumberFromString(body.customer_info.phone_number)!;
  const forms = new Set(holdPhoneForms(phone));
  return (held) => ({
    email: body.customer_info.email.trim().toLowerCase(),
    phone: held.map((h) => h.owner_phone).find((p) => p !== null && forms.has(p)) ?? null,
  });
}

/** The holds must be for this room and these dates, and hold `number_of_rooms` rooms in all. */
function checkHoldsFitStay(holds: OwnedHold[], body: HotelBuyRequest, room: RoomWithHotel): void {
  const other = holds.find((h) => h.resource_id !== String(room.id));
  if (other)
    throw invalid({
      room_id: [`The reservations are for room ${other.resource_id}, not room ${room.id}.`],
    });
  const errors: FieldErrors = {};
  for (const hold of holds) {
    const { checkin_date, checkout_date } = hold.metadata as {
      checkin_date: string;
      checkout_date: string;
    };
    if (checkin_date !== body.checkin_date || checkout_date !== body.checkout_date) {
      const message = `${room.room_name} is not available for these dates under these reservations: they hold ${checkin_date} to ${checkout_date}.`;
      if (checkin_date !== body.checkin_date) errors.checkin_date = [message];
      if (checkout_date !== body.checkout_date) errors.checkout_date = [message];
      throw invalid(errors);
    }
  }
  const held = holds.reduce((sum, h) => sum + h.quantity, 0);
  if (held !== body.number_of_rooms) {
    throw invalid({
      number_of_rooms: [
        `The reservations hold ${held} ${held === 1 ? 'room' : 'rooms'}, not ${body.number_of_rooms}.`,
      ],
    });
  }
}

export interface StayView {
  booking_number: string;
  hotel: { id: number; name: string; location: string };
  room: { id: number; room_name: string; number_of_rooms: number; room_number: number };
  checkin_date: string;
  checkout_date: string;
  number_of_nights: number;
  number_of_guests: number;
  number_of_rooms: number;
  /** Naira per night of one room */
  price_per_night: number;
}

export async function buyHotelRooms(scope: BuyScope, body: HotelBuyRequest) {
  const { deps } = scope;
  assertValidStay(body.checkin_date, body.checkout_date, deps.clock.now());
  const room = await findRoomWithHotel(deps.database.db, body.room_id);
  if (!room) throw invalid({ room_id: ['The selected room id is invalid.'] });
  const tooMany = occupancyProblem(room, body.number_of_guests, body.number_of_rooms);
  if (tooMany) throw invalid({ number_of_guests: [tooMany] });
  const nights = stayNights(body.checkin_date, body.checkout_date).length;
  const stay: StayView = {
    booking_number: randomCode('BK', 10),
    hotel: {
      id: room.hotel_id,
      name: room.hotel_name,
      location: hotelLocation({ address: room.hotel_address, city: room.hotel_city }),
    },
    room: {
      id: room.id,
      room_name: room.room_name,
      number_of_rooms: body.number_of_rooms,
      room_number: body.number_of_rooms,
    },
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    number_of_nights: nights,
    number_of_guests: body.number_of_guests,
    number_of_rooms: body.number_of_rooms,
    price_per_night: nairaFromKobo(room.price_kobo),
  };
  const perRoomKobo = Number(room.price_kobo) * nights;
  return runBuy(scope, body, { kind: 'hotel', owner: ownerOf(body) }, async (purchase) => {
    const holds = await purchase.takeHolds();
    checkHoldsFitStay(holds, body, room);
    const row = await purchase.complete(holds, {
      kind: 'hotel',
      customer: customerRecord(body.customer_info),
      // Rooms carry no fee or commission.
      breakdownKobo: {
        ticketPrice: perRoomKobo * body.number_of_rooms,
        convenienceFee: 0,
        commission: 0,
      },
      details: { stay },
      items: itemsPerUnit(holds, () => ({
        type: 'room',
        title: `${room.room_name}, ${nights} ${nights === 1 ? 'night' : 'nights'}`,
        price_kobo: perRoomKobo,
        room_id: room.id,
        hotel_id: room.hotel_id,
        checkin_date: body.checkin_date,
        checkout_date: body.checkout_date,
        number_of_nights: nights,
      })),
    });
    return { row, stay };
  });
}
