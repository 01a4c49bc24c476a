// A hotel or apartment: pictures, description, address, and every room type priced and counted for the stay
// in the URL, with the booking form. The room numbers are read per request, never cached.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EventImage } from '@/components/catalogue/event-image';
import { StayTerms } from '@/components/shop/stay-terms';
import { ShareButton } from '@/components/sharing/share-button';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { TitledSection } from '@/components/ui/titled-section';
import { WaitingListJoin } from '@/components/waiting-list/join-section';
import { TurnNotice } from '@/components/waiting-list/turn-notice';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { guestsFit, plural } from '@/lib/hotels/price';
import { readStay, stayQuery } from '@/lib/hotels/stay';
import type { HotelStay } from '@/lib/hotels/types';
import { pictureUrl } from '@/server/images/picture-url';
import { hotelPageMetadata } from '@/server/sharing/shared-page-metadata';
import { storefrontEnv } from '@/server/env';
import { heldSelections } from '@/server/checkout/session-order';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { siteOrigin } from '@/server/sharing/site-origin';
import { getHotelStay, hotelIdOf } from '@/server/ticketing/kinds/hotel/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { turnOnPage } from '@/server/waiting-list/gate';
import { noticeAvailability } from '@/server/waiting-list/service';
import { HotelKindLine } from '../_components/star-rating';
import { StayBookingForm } from '../_components/stay-booking-form';
import { StaySearchForm } from '../_components/stay-search-form';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function readHotel(id: string, params: Record<string, string | string[] | undefined>) {
  const hotelId = hotelIdOf(id);
  const asRead = readStay(params);
  // Guests and rooms are chosen again in the booking form; only bad dates are worth stopping for here.
  const stay =
    asRead.ok || asRead.errors.checkin || asRead.errors.checkout
      ? asRead
      : readStay({ checkin: asRead.input.checkin, checkout: asRead.input.checkout });
  // Without a valid stay the service still describes the hotel (for tonight); prices are then not offered.
  const read =
    hotelId === null
      ? ({ ok: true, value: null } as const)
      : await readOrDown(getHotelStay(hotelId, stay.ok ? stay.stay : null));
  return { stay, read };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { read } = await readHotel((await params).id, await searchParams);
  return read.ok && read.value
    ? hotelPageMetadata(read.value.hotel, siteOrigin())
    : { title: 'Hotel' };
}

/** The room type to show chosen: the one asked for, else the first that is free and sleeps the party. */
function preferredRoom(
  stay: HotelStay,
  asked: number | null,
  guests: number,
  rooms: number,
): number | null {
  if (asked !== null && stay.rooms.some((room) => room.id === asked)) return asked;
  const fits = stay.rooms.find(
    (room) => room.left >= rooms && guestsFit(guests, room.maxOccupancy, rooms),
  );
  return (fits ?? stay.rooms.find((room) => room.left > 0))?.id ?? null;
}

async function Booking({
  stay,
  guests,
  rooms,
  asked,
}: {
  stay: HotelStay;
  guests: number;
  rooms: number;
  asked: number | null;
}) {
  const session = await getCheckoutSession();
  const hotelId = stay.hotel.id;
  const sameStay = (s: typeof session.draft) =>
    s?.selection.kind === 'hotel' &&
    s.selection.hotelId === hotelId &&
    s.selection.checkin === stay.checkin &&
    s.selection.checkout === stay.checkout;
  const draft =
    sameStay(session.draft) && session.draft?.selection.kind === 'hotel'
      ? session.draft
      : undefined;
  const held = (await heldSelections(session)).some(
    (selection) => selection.kind === 'hotel' && selection.hotelId === hotelId,
  );
  const draftRooms = draft ? Object.values(draft.quantities).reduce((sum, n) => sum + n, 0) : 0;
  const initial =
    draft?.selection.kind === 'hotel'
      ? {
          roomId: draft.selection.roomId,
          rooms: Math.max(1, draftRooms),
          guests: draft.selection.guests,
          contact: draft.contact,
        }
      : { roomId: preferredRoom(stay, asked, guests, rooms), rooms, guests };
  // Each room type as one line with its rooms left for the stay; rooms back on a type with a waiting list give
  // its next people their turn (not awaited by the page).
  const options = stay.rooms.map((room) => ({
    id: String(room.id),
    title: room.name,
    remaining: room.left,
  }));
  const [first] = stay.rooms;
  const listSelection =
    first &&
    ({
      kind: 'hotel',
      hotelId,
      roomId: first.id,
      checkin: stay.checkin,
      checkout: stay.checkout,
      guests,
    } as const);
  if (listSelection) void noticeAvailability(listSelection, options);
  const turn = listSelection
    ? await turnOnPage(
        session,
        listSelection,
        options.map((option) => option.id),
      )
    : null;
  return (
    <section
      id="tickets"
      aria-labelledby="book-heading"
      className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="book-heading" className="text-xl font-semibold">
        Book a room
      </h2>
      <p className="text-ink-muted">
        {formatCalendarDate(stay.checkin)} to {formatCalendarDate(stay.checkout)},{' '}
        {plural(stay.nights, 'night')}
      </p>
      {held && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm">
          You have rooms held here.{' '}
          <Link href="/checkout" className={TEXT_LINK}>
            Go to checkout
          </Link>
        </p>
      )}
      {turn && <TurnNotice quantity={turn.quantity} endsAt={turn.endsAt} unit="room" />}
      {stay.rooms.length === 0 ? (
        <p className="text-ink-muted">No rooms are on sale here yet.</p>
      ) : (
        <StayBookingForm
          hotelId={hotelId}
          checkin={stay.checkin}
          checkout={stay.checkout}
          nights={stay.nights}
          rooms={stay.rooms}
          initial={initial}
          maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
        />
      )}
      {listSelection && <WaitingListJoin selection={listSelection} options={options} />}
      <StayTerms />
    </section>
  );
}

export default async function HotelPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const { stay, read } = await readHotel(id, query);
  if (!read.ok) return <ServiceDown what="this hotel" level={1} />;
  if (!read.value) notFound();
  const { hotel } = read.value;
  const [cover, ...more] = hotel.images;
  const asked = hotelIdOf(String(Array.isArray(query.room) ? query.room[0] : (query.room ?? '')));
  return (
    <article className="space-y-6">
      <Link
        href={`/hotels?${stayQuery(stay.input, { city: hotel.city })}`}
        className="no-print text-sm font-medium text-brand-700 underline"
      >
        ← Hotels in {hotel.city}
      </Link>
      <header className="space-y-2">
        <HotelKindLine hotel={hotel} />
        <h1 className="text-3xl font-bold">{hotel.name}</h1>
        <address className="not-italic">{hotel.location}</address>
        <ShareButton title={hotel.name} />
      </header>
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <div className="overflow-hidden rounded-card">
            <EventImage src={cover ?? null} alt={`${hotel.name}, main picture`} priority />
          </div>
          {more.length > 0 && (
            <ul aria-label="More pictures" className="grid grid-cols-3 gap-2">
              {more.map((src, index) => (
                // A key travels to the browser with the page's data: never the service's own address.
                <li key={pictureUrl(src) ?? index} className="overflow-hidden rounded-lg">
                  <EventImage src={src} alt={`${hotel.name}, picture ${index + 2}`} />
                </li>
              ))}
            </ul>
          )}
          <TitledSection
            id="about"
            title={hotel.kind === 'apartment' ? 'About these apartments' : 'About this hotel'}
          >
            <p className="whitespace-pre-line">{hotel.description || 'No description yet.'}</p>
          </TitledSection>
        </div>
        <div className="space-y-4 lg:col-span-3">
          <StaySearchForm
            key={JSON.stringify(stay.input)}
            action={`/hotels/${hotel.id}`}
            input={stay.input}
            errors={stay.ok ? {} : stay.errors}
            datesOnly
            submitLabel="Change dates"
          />
          {stay.ok ? (
            <Booking
              stay={read.value}
              guests={stay.stay.guests}
              rooms={stay.stay.rooms}
              asked={asked}
            />
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              Choose your dates above to see the rooms free for your stay.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
