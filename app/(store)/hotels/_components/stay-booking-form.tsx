// The hotel page's booking form: room type, rooms and guests with the total, the guest's details, then the
// shared reserve action. Checked in the browser with the server's schemas and a fresh look at what is left.
'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { reserve } from '@/components/checkout/actions';
import { SubmitButton } from '@/components/ui/submit-button';
import { FIELD } from '@/components/ui/styles';
import { availabilityReplySchema, FRESH_AVAILABILITY_HEADERS } from '@/lib/catalogue/ticket-option';
import { describeShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { fieldErrorsOf, readReserveForm, reserveSchemaFor, selectionFields, type FieldErrors } from '@/lib/checkout/reserve-schema';
import { formatNaira } from '@/lib/format/money';
import { guestsProblem, plural, stayTotal } from '@/lib/hotels/price';
import { MAX_GUESTS, MAX_ROOMS } from '@/lib/hotels/stay';
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

type Errors = FieldErrors & { guests?: string };
type Feedback = { message: string; errors: Errors } | null;

// Where each problem is fixed, in the order they are met on the page.
const FOCUS_TARGETS = [
  ['quantities', '#field-rooms'],
  ['guests', '#field-guests'],
  ['name', '#field-name'],
  ['email', '#field-email'],
  ['phone', '#field-phone'],
] as const;

export function StayBookingForm({ hotelId, checkin, checkout, nights, rooms: listed, initial, maxPerOrder }: StayBookingProps) {
  const [fresh, setFresh] = useState<Record<string, number> | null>(null);
  const [roomId, setRoomId] = useState<number | null>(initial.roomId);
  const [roomCount, setRoomCount] = useState(initial.rooms);
  const [guests, setGuests] = useState(String(initial.guests));
  const [contact, setContact] = useState<Contact>(initial.contact ?? { name: '', email: '', phone: '' });
  const [clientFeedback, setClientFeedback] = useState<Feedback>(null);
  const [checking, setChecking] = useState(false);
  const [state, formAction, pending] = useActionState(reserve, null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // What is left as last seen: the page's numbers until the browser has fresher ones.
  const roomTypes = listed.map((room) => ({ ...room, left: fresh?.[String(room.id)] ?? room.left }));
  const room = roomTypes.find((r) => r.id === roomId) ?? null;
  const maxRooms = Math.max(1, Math.min(MAX_ROOMS, maxPerOrder, room ? room.left : MAX_ROOMS));
  const rooms = Math.min(roomCount, maxRooms);
  const guestCount = Number(guests);
  const fitProblem = room && Number.isInteger(guestCount) && guestCount >= 1 ? guestsProblem(guestCount, { name: room.name, maxOccupancy: room.maxOccupancy }, rooms) : null;
  const feedback: Feedback = clientFeedback ?? (state ? { message: state.message, errors: state.fieldErrors ?? {} } : null);
  // Whether the party fits is told as it changes, never from an older attempt.
  const errors: Errors = { ...feedback?.errors, guests: fitProblem ?? undefined };
  const busy = pending || checking;
  const selection = { kind: 'hotel' as const, hotelId, checkin, checkout };

  /** A new choice makes the browser's last complaint about the old one moot. */
  function changed(update: () => void) {
    update();
    setClientFeedback(null);
  }

  const availabilityUrl = `/api/availability/hotel?${new URLSearchParams({ hotelId: String(hotelId), roomId: String(listed[0]?.id ?? 1), checkin, checkout, guests: '1' })}`;

  // A refused reservation (sold out meanwhile, most often) shows the list as it is now.
  useEffect(() => {
    if (!state) return;
    if (formRef.current) focusFirst(formRef.current, state.fieldErrors ?? {}, alertRef.current);
    void fetchRoomsLeft(availabilityUrl).then((left) => left && setFresh(left));
  }, [state, availabilityUrl]);

  useEffect(() => {
    if (formRef.current && clientFeedback) focusFirst(formRef.current, clientFeedback.errors, alertRef.current);
  }, [clientFeedback]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript the form posts straight to the action, which runs the same checks.
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setChecking(true);
    const rules = await loadPhoneRules();
    const schema = reserveSchemaFor(maxPerOrder);
    const parsed = (rules ? rules.withInternationalHotelPhone(schema) : schema).safeParse(readReserveForm(data));
    const found: Errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!room) found.quantities = 'Choose a room type.';
    if (fitProblem) found.guests = fitProblem;
    if (Object.keys(found).length > 0) {
      setChecking(false);
      setClientFeedback({ message: CHECKOUT_MESSAGES.checkDetails, errors: found });
      return;
    }
    setClientFeedback(null);
    const left = await fetchRoomsLeft(availabilityUrl);
    setChecking(false);
    if (left) setFresh(left);
    const remaining = left?.[String(room!.id)];
    if (remaining !== undefined && remaining < rooms) {
      setClientFeedback({ message: describeShortfalls([{ title: room!.name, wanted: rooms, remaining, unit: 'room' }]), errors: {} });
      return;
    }
    startTransition(() => formAction(data));
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      {selectionFields(selection).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Choose a room type</legend>
        <ul className="space-y-3">
          {roomTypes.map((r) => (
            <RoomTypeOption key={r.id} room={r} nights={nights} rooms={rooms} checked={r.id === roomId} onChoose={(id) => changed(() => setRoomId(id))} />
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
      {feedback && (
        <p ref={alertRef} role="alert" tabIndex={-1} className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          {feedback.message}
        </p>
      )}
      <SubmitButton pending={busy} pendingLabel="Reserving…">
        Reserve {plural(rooms, 'room')}
      </SubmitButton>
    </form>
  );
}

/** Rooms left per room type on every night of the stay, fresh from the server; null when unknown. */
async function fetchRoomsLeft(url: string): Promise<Record<string, number> | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: FRESH_AVAILABILITY_HEADERS });
    if (!response.ok) return null;
    return Object.fromEntries(availabilityReplySchema.parse(await response.json()).options.map((option) => [option.id, option.remaining]));
  } catch {
    return null;
  }
}

function focusFirst(form: HTMLFormElement, errors: Errors, message: HTMLElement | null): void {
  const found = FOCUS_TARGETS.find(([field]) => errors[field]);
  const target = found ? form.querySelector(found[1]) : message;
  if (target instanceof HTMLElement) target.focus();
}
