// The hotel page's booking form: room type, rooms and guests with the total, the guest's details, then the
// shared reserve action. Checked in the browser with the server's schemas and a fresh look at what is left.
'use client';

import { useState } from 'react';
import type { FocusTargets } from '@/components/checkout/focus-feedback';
import { ReserveAlert } from '@/components/checkout/reserve-alert';
import { useReserveForm } from '@/components/checkout/use-reserve-form';
import { AddToBasketButton } from '@/components/basket/add-to-basket-button';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { FIELD } from '@/components/ui/styles';
import { readAvailabilityReply } from '@/lib/catalogue/availability-reply';
import { FRESH_AVAILABILITY_HEADERS } from '@/lib/catalogue/availability-request';
import { describeShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import type { FormErrors } from '@/lib/checkout/reserve-checks';
import { selectionFields } from '@/lib/checkout/reserve-fields';
import { formatNaira } from '@/lib/format/money';
import { guestsProblem, plural, stayTotal } from '@/lib/hotels/price';
import { MAX_GUESTS, MAX_ROOMS } from '@/lib/hotels/stay-limits';
import type { RoomType } from '@/lib/hotels/types';
import { GuestFields } from './guest-fields';
import { loadPhoneRules } from './phone-rules';
import { RoomTypeOption } from './room-type-option';

export interface StayBookingProps {
  hotelId: number;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomType[];
  initial: { roomId: number | null; rooms: number; guests: number; contact?: Contact };
  maxPerOrder: number;
}

// Where each problem is fixed, in the order they are met on the page.
const FOCUS_TARGETS: FocusTargets = [
  ['quantities', '#field-rooms'],
  ['guests', '#field-guests'],
  ['name', '#field-name'],
  ['email', '#field-email'],
  ['phone', '#field-phone'],
];

export function StayBookingForm({
  hotelId,
  checkin,
  checkout,
  nights,
  rooms: listed,
  initial,
  maxPerOrder,
}: StayBookingProps) {
  const [fresh, setFresh] = useState<Record<string, number> | null>(null);
  const [roomId, setRoomId] = useState<number | null>(initial.roomId);
  const [roomCount, setRoomCount] = useState(initial.rooms);
  const [guests, setGuests] = useState(String(initial.guests));
  const [contact, setContact] = useState<Contact>(
    initial.contact ?? { name: '', email: '', phone: '' },
  );

  // What is left as last seen: the page's numbers until the browser has fresher ones.
  const roomTypes = listed.map((room) => ({
    ...room,
    left: fresh?.[String(room.id)] ?? room.left,
  }));
  const room = roomTypes.find((r) => r.id === roomId) ?? null;
  const maxRooms = Math.max(1, Math.min(MAX_ROOMS, maxPerOrder, room ? room.left : MAX_ROOMS));
  const rooms = Math.min(roomCount, maxRooms);
  const guestCount = Number(guests);
  const fitProblem =
    room && Number.isInteger(guestCount) && guestCount >= 1
      ? guestsProblem(guestCount, { name: room.name, maxOccupancy: room.maxOccupancy }, rooms)
      : null;
  const selection = { kind: 'hotel' as const, hotelId, checkin, checkout };
  const availabilityUrl = `/api/availability/hotel?${new URLSearchParams({ hotelId: String(hotelId), roomId: String(listed[0]?.id ?? 1), checkin, checkout, guests: '1' })}`;

  /** Rooms left of every type, fresh from the server, shown at once; null when unknown. */
  async function refreshRoomsLeft(): Promise<Record<string, number> | null> {
    const left = await fetchRoomsLeft(availabilityUrl);
    if (left) setFresh(left);
    return left;
  }

  const {
    form,
    basket,
    feedback,
    errors: found,
    busy,
    alertRef,
    clearFeedback,
  } = useReserveForm({
    maxPerOrder,
    focusTargets: FOCUS_TARGETS,
    schema: async (shared) => {
      const rules = await loadPhoneRules();
      return rules ? rules.withInternationalHotelPhone(shared) : shared;
    },
    fieldProblems: () => ({
      quantities: room ? undefined : 'Choose a room type.',
      guests: fitProblem ?? undefined,
    }),
    async stillFits() {
      const remaining = (await refreshRoomsLeft())?.[String(room!.id)];
      return remaining !== undefined && remaining < rooms
        ? describeShortfalls([{ title: room!.name, wanted: rooms, remaining, unit: 'room' }])
        : null;
    },
    // A refused reservation (sold out meanwhile, most often) shows the list as it is now.
    afterRefusal: async () => {
      await refreshRoomsLeft();
      return null;
    },
  });
  // Whether the party fits is told as it changes, never from an older attempt.
  const errors: FormErrors = { ...found, guests: fitProblem ?? undefined };

  /** A new choice makes the browser's last complaint about the old one moot. */
  function changed(update: () => void) {
    update();
    clearFeedback();
  }

  return (
    <form {...form} className="space-y-6">
      <HiddenFields fields={selectionFields(selection)} />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Choose a room type</legend>
        <ul className="space-y-3">
          {roomTypes.map((r) => (
            <RoomTypeOption
              key={r.id}
              room={r}
              nights={nights}
              rooms={rooms}
              checked={r.id === roomId}
              onChoose={(id) => changed(() => setRoomId(id))}
            />
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="field-rooms" className="block text-sm font-medium">
            Rooms
          </label>
          <select
            id="field-rooms"
            name={`quantity.${roomId ?? listed[0]?.id ?? 0}`}
            value={rooms}
            onChange={(event) => changed(() => setRoomCount(Number(event.target.value)))}
            aria-invalid={errors.quantities ? true : undefined}
            aria-describedby={errors.quantities ? 'field-rooms-error' : undefined}
            className={`mt-1 w-full ${FIELD}`}
          >
            {Array.from({ length: maxRooms }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {errors.quantities && (
            <p id="field-rooms-error" className="mt-1 text-sm text-danger">
              {errors.quantities}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="field-guests" className="block text-sm font-medium">
            Guests
          </label>
          <input
            id="field-guests"
            name="selection.guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS}
            value={guests}
            onChange={(event) => changed(() => setGuests(event.target.value))}
            aria-invalid={errors.guests ? true : undefined}
            aria-describedby="field-guests-error"
            className={`mt-1 w-full ${FIELD}`}
          />
          <p id="field-guests-error" aria-live="polite" className="mt-1 text-sm text-danger">
            {errors.guests}
          </p>
        </div>
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-lg font-semibold">
        <span>
          Total for {plural(nights, 'night')}, {plural(rooms, 'room')}
        </span>
        <span>{room ? formatNaira(stayTotal(room.pricePerNight, nights, rooms)) : '—'}</span>
      </p>
      <GuestFields contact={contact} errors={errors} onChange={setContact} />
      <ReserveAlert feedback={feedback} ref={alertRef} />
      <SubmitButton pending={busy} pendingLabel="Reserving…">
        Reserve {plural(rooms, 'room')}
      </SubmitButton>
      <AddToBasketButton {...basket} />
    </form>
  );
}

/** Rooms left per room type on every night of the stay, fresh from the server; null when unknown. */
async function fetchRoomsLeft(url: string): Promise<Record<string, number> | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: FRESH_AVAILABILITY_HEADERS });
    if (!response.ok) return null;
    return Object.fromEntries(
      readAvailabilityReply(await response.json()).map((option) => [option.id, option.remaining]),
    );
  } catch {
    return null;
  }
}
