// An order as a calendar entry: an .ics file (RFC 5545, made with the `ics` package) and a Google Calendar "add
// event" link. Times are written in UTC (`…Z`), which every calendar shows in its own zone: Lagos time stays right.
import { createEvent, type EventAttributes } from 'ics';
import type { Order } from '@/lib/checkout/types';
import { LAGOS_TIME_ZONE } from '@/lib/format/lagos-day';
import type { DocumentContext } from './context';
import { occasionOf, type Occasion } from './occasion';

/** A stable id per order: a calendar that imports the file again updates its entry instead of adding another. */
export function calendarUid(order: Order, context: DocumentContext): string {
  const domain = context.merchant.supportEmail.split('@')[1] ?? 'tickets.invalid';
  return `order-${order.merchantReference ?? order.reference}@${domain}`;
}

function description(order: Order, occasion: Occasion, context: DocumentContext): string {
  return [
    occasion.note,
    `Booking reference: ${order.reference}`,
    context.orderUrl && `Your order: ${context.orderUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The .ics text of an order; null when its start is not known. */
export function calendarFile(order: Order, context: DocumentContext): string | null {
  const occasion = occasionOf(order, context.trip, context.stay);
  if (!occasion) return null;
  const utc = {
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
  const attributes: EventAttributes = {
    ...utc,
    start: occasion.start.getTime(),
    ...(occasion.end ? { end: occasion.end.getTime() } : {}),
    uid: calendarUid(order, context),
    productId: `${context.merchant.name}//Tickets`,
    title: occasion.title,
    description: description(order, occasion, context),
    ...(occasion.location ? { location: occasion.location } : {}),
    ...(context.orderUrl ? { url: context.orderUrl } : {}),
    status: 'CONFIRMED',
    organizer: { name: context.merchant.name, email: context.merchant.supportEmail },
    alarms: [
      { action: 'display', description: occasion.title, trigger: { hours: 3, before: true } },
    ],
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(
      `calendar entry of ${order.reference} could not be written: ${error?.message ?? 'empty'}`,
    );
  return value;
}

/** `20261205T150000Z`: the form Google Calendar's `dates` take. */
const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" page for the order; null when its start is not known. */
export function googleCalendarLink(order: Order, context: DocumentContext): string | null {
  const occasion = occasionOf(order, context.trip, context.stay);
  if (!occasion) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: occasion.title,
    // Google wants an end: a departure without its arrival is entered as its moment.
    dates: `${compact(occasion.start)}/${compact(occasion.end ?? occasion.start)}`,
    details: description(order, occasion, context),
    location: occasion.location,
    ctz: LAGOS_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
