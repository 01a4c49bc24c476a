// Hotel stays: rooms of one type for a run of nights, bought through the hotel buy.
import 'server-only';
import { totalQuantity } from '@/lib/checkout/order-total';
import type { TicketOption } from '@/lib/catalogue/types';
import { internationalPhoneOf } from '@/lib/checkout/international-phone';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { guestsProblem, plural, stayTotal } from '@/lib/hotels/price';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { ticketingRequest } from '@/server/ticketing/client';
import { buyBasics } from '../buy-request';
import type { SellableKindModule } from '../kind';
import { readRoomList, roomsLeft } from './reads';
import { hotelHits } from './search';
import { hotelRecordFields, wireHotelBooking } from './wire';

type HotelSelection = SelectionOf<'hotel'>;

export const STAY_GONE = 'This room is no longer on sale for these dates.';

const readRooms = (selection: HotelSelection) =>
  readRoomList(selection.hotelId, selection.checkin, selection.checkout);

/** The hotel buy wants the phone in international form; the holds were made with its digits. */
export function internationalPhone(digits: string): string {
  // The reserve form accepts only numbers that parse; the fallback keeps an older session's digits sendable.
  return internationalPhoneOf(digits) ?? `+${digits.replace(/^0/, '234')}`;
}

export const hotelKind: SellableKindModule<'hotel', typeof hotelRecordFields> = {
  kind: 'hotel',
  goneMessage: STAY_GONE,

  async quote(selection, chosen) {
    const list = await readRooms(selection);
    const room = list?.rooms.find((r) => Number(r.id) === selection.roomId);
    if (!list || !room) return null;
    const rooms = totalQuantity(chosen);
    const nights = list.number_of_nights;
    const available = room.rooms_available ?? (room.is_available ? rooms : 0);
    return {
      title: list.hotel.name,
      subtitle: `${formatCalendarDate(selection.checkin)} to ${formatCalendarDate(selection.checkout)}, ${plural(nights, 'night')}, ${plural(selection.guests, 'guest')}`,
      lines: [
        {
          id: String(room.id),
          title: room.room_name,
          note: plural(nights, 'night'),
          quantity: rooms,
          unitPrice: stayTotal(room.price, nights, 1),
        },
      ],
      shortfalls:
        available < rooms
          ? [{ title: room.room_name, wanted: rooms, remaining: available, unit: 'room' }]
          : [],
      refusal:
        guestsProblem(
          selection.guests,
          { name: room.room_name, maxOccupancy: room.max_occupancy },
          rooms,
        ) ?? undefined,
    };
  },

  holdItems: (selection, chosen) => [
    {
      ticket_type: 'hotel',
      resource_id: selection.roomId,
      quantity: totalQuantity(chosen),
      metadata: {
        checkin_date: selection.checkin,
        checkout_date: selection.checkout,
        number_of_guests: selection.guests,
      },
    },
  ],

  async buy(checkout, medium) {
    const { selection } = checkout;
    const basics = buyBasics(checkout);
    await ticketingRequest('/v2/svc/hotels/buy', {
      method: 'POST',
      medium,
      schema: wireHotelBooking,
      body: {
        ...basics,
        customer_info: {
          ...basics.customer_info,
          phone_number: internationalPhone(checkout.contact.phone),
        },
        room_id: selection.roomId,
        number_of_guests: selection.guests,
        number_of_rooms: totalQuantity(checkout.lines),
        checkin_date: selection.checkin,
        checkout_date: selection.checkout,
      },
    });
  },

  recordFields: hotelRecordFields,

  orderDetails({ stay }) {
    return {
      kind: 'hotel',
      title: stay?.hotel?.name ?? 'Your stay',
      bookingNumber: stay?.booking_number ?? null,
      address: stay?.hotel?.location ?? '',
      room: stay?.room?.room_name ?? null,
      rooms: stay?.number_of_rooms ?? stay?.room?.count ?? null,
      guests: stay?.number_of_guests ?? null,
      checkin: stay?.checkin_date ?? null,
      checkout: stay?.checkout_date ?? null,
      nights: stay?.number_of_nights ?? null,
    };
  },

  /** Every room type for the stay, priced per night, with what is left on every night. */
  async availability(selection): Promise<TicketOption[] | null> {
    const list = await readRooms(selection);
    return (
      list?.rooms.map((room) => ({
        id: String(room.id),
        title: room.room_name,
        price: room.price,
        free: false,
        breakdown: null,
        remaining: roomsLeft(room),
      })) ?? null
    );
  },

  href: (s) =>
    `/hotels/${s.hotelId}?${new URLSearchParams({ checkin: s.checkin, checkout: s.checkout, guests: String(s.guests), room: String(s.roomId) })}`,

  searchHits: (words) => hotelHits(words),
};
