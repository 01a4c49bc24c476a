// "Getting there and staying" beside a show (an event, a screening): coaches to its city before it starts, back after it,
// and a room for its night, each with its price and a one-click "Add to basket". The same for every visitor (no
// session read), so the page it sits in stays cacheable; nothing is shown when nothing is found or the service is down.
import 'server-only';
import type { ReactNode } from 'react';
import { arrivalClock, departureClock, placeText } from '@/lib/bus/format';
import { formatShortDay } from '@/lib/cinema/day-format';
import { QUANTITY_FIELD_PREFIX, selectionFields } from '@/lib/checkout/reserve-schema';
import { addDays, lagosDay } from '@/lib/format/lagos-day';
import { formatNaira } from '@/lib/format/money';
import type { SelectionOf } from '@/lib/sellables/kinds';
import {
  findGettingThere,
  type CoachOffer,
  type Show,
  type StayOffer,
} from '@/server/basket/getting-there';
import { itemFacts } from '@/server/basket/item-facts';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { AddToBasketForm } from './add-to-basket-form';

type Fields = readonly (readonly [string, string])[];

/** The form's fields: the selection, one of its line, and the page's own (an embed's source). */
function formFields(selection: Record<string, unknown>, lineId: string, extra: Fields): Fields {
  return [...selectionFields(selection), [`${QUANTITY_FIELD_PREFIX}${lineId}`, '1'], ...extra];
}

const dayOf = (iso: string) => formatShortDay(lagosDay(Date.parse(iso)));
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

function Offer({
  children,
  price,
  priceNote,
  fields,
  what,
}: {
  children: ReactNode;
  price: number;
  priceNote: string;
  fields: Fields;
  what: string;
}) {
  return (
    <li className="grid gap-3 rounded-card border border-black/10 bg-surface p-4 sm:grid-cols-[1fr_11rem] sm:items-center">
      <div className="space-y-1">{children}</div>
      <div className="space-y-2 sm:text-right">
        <p>
          <strong>{formatNaira(price)}</strong>{' '}
          <span className="text-sm text-ink-muted">{priceNote}</span>
        </p>
        <AddToBasketForm fields={fields} what={what} />
      </div>
    </li>
  );
}

function Coach({ offer, extra }: { offer: CoachOffer; extra: Fields }) {
  const leaves = `${dayOf(offer.departsAt)}, ${departureClock(offer.departsAt)}`;
  const arrives = arrivalClock(offer.departsAt, minutesBetween(offer.departsAt, offer.arrivesAt));
  const route = `${offer.from.city} → ${offer.to.city}`;
  return (
    <Offer
      price={offer.price}
      priceNote="per seat"
      fields={formFields(offer.selection, offer.lineId, extra)}
      what={`seat ${offer.seatNumber} on the ${route} coach leaving ${leaves}`}
    >
      <h4 className="font-semibold">
        {route}: <time dateTime={offer.departsAt}>{leaves}</time>
        <span className="font-normal text-ink-muted"> → arrives {arrives}</span>
      </h4>
      <p className="text-sm">
        {placeText(offer.from)} → {placeText(offer.to)}
      </p>
      <p className="text-sm text-ink-muted">
        {offer.operator ?? 'Coach'} · seat {offer.seatNumber}
      </p>
    </Offer>
  );
}

function Stay({ offer, extra }: { offer: StayOffer; extra: Fields }) {
  const { checkin, checkout } = offer.selection;
  return (
    <Offer
      price={offer.price}
      priceNote="a night"
      fields={formFields(offer.selection, offer.lineId, extra)}
      what={`a ${offer.room} room at ${offer.hotel}`}
    >
      <h4 className="font-semibold">{offer.hotel}</h4>
      <p className="text-sm">
        {offer.room}, 1 guest{offer.stars ? ` · ${offer.stars}-star` : ''}
      </p>
      <p className="text-sm text-ink-muted">
        Check-in {formatShortDay(checkin)}, check-out {formatShortDay(checkout)}
      </p>
    </Offer>
  );
}

function Group({
  id,
  title,
  none,
  children,
}: {
  id: string;
  title: string;
  none: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children.length > 0 ? (
        <ul className="space-y-3">{children}</ul>
      ) : (
        <p className="text-ink-muted">{none}</p>
      )}
    </section>
  );
}

interface Props {
  /** The show: an event, or one screening of a film. */
  selection: SelectionOf<'event'> | SelectionOf<'cinema'>;
  /** More hidden fields for each form (an embed's source). */
  hiddenFields?: Fields;
}

export async function GettingThere({ selection, hiddenFields = [] }: Props) {
  const facts = await itemFacts(selection);
  if (facts?.kind !== 'show') return null;
  const read = await readOrDown(findGettingThere(facts));
  if (!read.ok) return null;
  const { there, back, stays, night } = read.value;
  if (there.length + back.length + stays.length === 0) return null;
  return (
    <Found
      show={facts}
      night={night}
      there={there}
      back={back}
      stays={stays}
      extra={hiddenFields}
    />
  );
}

function Found({
  show,
  night,
  there,
  back,
  stays,
  extra,
}: {
  show: Show;
  night: string;
  there: CoachOffer[];
  back: CoachOffer[];
  stays: StayOffer[];
  extra: Fields;
}) {
  const city = show.city;
  return (
    <section id="getting-there" aria-labelledby="getting-there-heading" className="space-y-4">
      <header className="space-y-1">
        <h2 id="getting-there-heading" className="text-xl font-semibold">
          Getting there and staying
        </h2>
        <p className="text-ink-muted">
          Coaches that reach {city} before {show.title} starts, coaches back after it, and a room
          for the night of {formatShortDay(night)}. Each adds one seat or one room to your basket;
          you pay for everything at once.
        </p>
      </header>
      <Group
        id="getting-there-to"
        title={`Coaches to ${city}`}
        none={`No coach reaches ${city} in time on ${dayOf(show.startsAt)}.`}
      >
        {there.map((offer) => (
          <Coach key={offer.lineId} offer={offer} extra={extra} />
        ))}
      </Group>
      <Group
        id="getting-there-back"
        title={`Coaches back from ${city}`}
        none={`No coach leaves ${city} after it ends or on the morning of ${formatShortDay(addDays(night, 1))}.`}
      >
        {back.map((offer) => (
          <Coach key={offer.lineId} offer={offer} extra={extra} />
        ))}
      </Group>
      <Group
        id="getting-there-stay"
        title={`A room in ${city} for the night`}
        none={`No hotel in ${city} has a room free that night.`}
      >
        {stays.map((offer) => (
          <Stay key={offer.lineId} offer={offer} extra={extra} />
        ))}
      </Group>
    </section>
  );
}
