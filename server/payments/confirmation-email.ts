// The order confirmation email: what was bought, where and when, the booking reference, the order page's link and
// every code, in the kind's words; by SMTP or as .eml files.
import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Order, OrderDetails } from '@/lib/checkout/types';
import { formatShowtime } from '@/lib/cinema/showtime';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { formatNaira } from '@/lib/format/money';
import { plural } from '@/lib/hotels/price';
import type { SellableKind } from '@/lib/sellables/kinds';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { orderAttachments } from '@/server/documents/attachments';

export interface MailSettings {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

/** Where and when, as the order page says it, in a line or two of plain text. */
function whereAndWhen(details: OrderDetails): string[] {
  switch (details.kind) {
    case 'event':
      return [details.startsAt ? formatEventDate(details.startsAt) : '', details.venue];
    case 'cinema':
      return [
        [details.date && formatCalendarDate(details.date), details.start && formatShowtime(details.start)].filter(Boolean).join(', '),
        [details.location, details.venue].filter(Boolean).join(', '),
      ];
    case 'bus': {
      const place = (p: typeof details.from) => (p ? [p.terminal, p.city].filter(Boolean).join(', ') : '');
      const departs = details.departureAt ? formatLagosDateTime(details.departureAt) : details.departureDate && `${formatCalendarDate(details.departureDate)}, any time`;
      return [departs ? `Departs ${departs}` : '', [place(details.from), place(details.to)].filter(Boolean).join(' → '), details.operator ?? ''];
    }
    case 'hotel': {
      const nights = details.nights !== null ? ` (${plural(details.nights, 'night')})` : '';
      const stay = details.checkin && details.checkout ? `Check-in ${formatCalendarDate(details.checkin)}, check-out ${formatCalendarDate(details.checkout)}${nights}` : '';
      return [details.address, stay, details.room ?? ''];
    }
  }
}

/** What to show when the order has no page to link (a box-office sale, whose codes were printed at the counter). */
const PRINTED: Record<SellableKind, string> = {
  event: 'Show these codes, or the tickets printed for you, at the entrance.',
  cinema: 'Show these codes, or the tickets printed for you, at the entrance.',
  bus: 'Show these codes, or the boarding passes printed for you, when you board.',
  hotel: 'Show your booking number, or the booking printed for you, at check-in.',
};

/** The message; `orderUrl` is null for an order with no public page (a box-office sale: its tickets were printed). */
export function confirmationMessage(order: Order, orderUrl: string | null) {
  const words = KIND_WORDS[order.kind];
  const lines = [
    `Thank you for your order: ${order.details.title}.`,
    ...whereAndWhen(order.details).filter(Boolean),
    '',
    `Booking reference: ${order.reference}`,
    ...(order.details.kind === 'hotel' && order.details.bookingNumber ? [`Booking number (show it at check-in): ${order.details.bookingNumber}`] : []),
    ...(order.amount !== null ? [`Amount paid: ${formatNaira(order.amount)}`] : []),
    '',
    `${words.itemsLabel}:`,
    ...order.items.map((item) => `  ${item.code}  ${item.title}${item.detail ? `, ${item.detail}` : ''}${item.passenger ? `, passenger ${item.passenger}` : ''}`),
    '',
    orderUrl ? `Your order, with a QR code per ${words.item}: ${orderUrl}` : PRINTED[order.kind],
  ];
  return { subject: `${words.emailSubject}: ${order.details.title}`, text: lines.join('\n') };
}

/** Sends through SMTP when configured; otherwise writes the message as an .eml file for a local run. */
export async function sendConfirmation(settings: MailSettings, to: string, order: Order, orderUrl: string | null): Promise<void> {
  const message = { from: settings.from, to, ...confirmationMessage(order, orderUrl), attachments: await orderAttachments(order) };
  if (settings.smtpUrl) {
    await nodemailer.createTransport(settings.smtpUrl).sendMail(message);
    return;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  await mkdir(settings.outboxDir, { recursive: true });
  await writeFile(join(settings.outboxDir, `${order.merchantReference ?? order.reference}.eml`), info.message as Buffer);
}
