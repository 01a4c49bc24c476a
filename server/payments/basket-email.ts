// The confirmation email of a paid basket: one message for the whole order, every bought part with its tickets,
// QR codes and documents (read from the service under the part's own reference), every part not bought named with
// what was refunded for it.
import 'server-only';
import { createElement } from 'react';
import { withPassengers } from '@/lib/bus/passengers';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import type { Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';
import type { BasketCheckout } from '@/server/basket/state';
import { orderAttachments } from '@/server/documents/attachments';
import { qrCodes } from '@/server/documents/qr-png';
import {
  BasketConfirmationEmail,
  basketSubject,
  type BasketEmailPart,
} from '@/server/email/basket-template';
import { emailContext } from '@/server/email/context';
import { footerText } from '@/server/email/layout';
import { whereAndWhen } from '@/server/email/order-words';
import { sendMail, type Attachment, type MailSettings } from '@/server/email/send';
import { emailDocument } from '@/server/email/static-markup';
import { passengersOf } from '@/server/shop/passengers';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findOrderRecord } from '@/server/ticketing/orders';
import { reshapeOrder } from '@/server/ticketing/reshape-order';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { qrOf } from './confirmation-email';
import { PART_FAILURES } from './buy-parts';

/** A part bought whose record could not be read just now: its tickets are on the order page. */
const PART_UNREAD = 'Bought. Its tickets are on your order page.';

/** Each part as the email shows it: bought parts read from the service with their codes and passengers. */
export async function basketEmailParts(
  db: StoreDatabase,
  basket: BasketCheckout,
  findRecord = findOrderRecord,
): Promise<BasketEmailPart[]> {
  return Promise.all(
    basket.parts.map(async (part, index): Promise<BasketEmailPart> => {
      if (part.outcome !== 'bought')
        return {
          title: part.title,
          order: null,
          failure: part.failure ?? PART_FAILURES.expired,
          refundedKobo: orderTotalKobo(part.lines),
        };
      const reference = part.merchantReference;
      const [record, tickets] = await Promise.all([
        findRecord(reference, 'full'),
        orderTicketsSafely(async () => db, reference),
      ]);
      if (!record) return { title: part.title, order: null, failure: PART_UNREAD, refundedKobo: 0 };
      const coded = withTicketCodes(await reshapeOrder(record), tickets);
      const order: Order =
        coded.kind === 'bus' ? withPassengers(coded, await passengersOf(db, reference)) : coded;
      return {
        title: part.title,
        order,
        qrIds: order.items.map((_, item) => `qr-${index + 1}-${item + 1}@order`),
      };
    }),
  );
}

/** The plain-text part: the same words as the HTML. */
function basketText(
  parts: readonly BasketEmailPart[],
  reference: string,
  paidKobo: number,
  orderUrl: string,
): string[] {
  return [
    'Thank you for your order.',
    `Order reference: ${reference}`,
    `Amount paid: ${formatNaira(paidKobo / 100)}`,
    `Your order, with every part and its QR codes: ${orderUrl}`,
    ...parts.flatMap((part) =>
      part.order
        ? [
            '',
            part.order.details.title,
            ...whereAndWhen(part.order.details),
            `Booking reference: ${part.order.reference}`,
            ...part.order.items.map(
              (item) => `  ${item.code}  ${item.title}${item.detail ? `, ${item.detail}` : ''}`,
            ),
          ]
        : [
            '',
            part.title,
            part.failure,
            ...(part.refundedKobo > 0 ? [`Refunded: ${formatNaira(part.refundedKobo / 100)}`] : []),
          ],
    ),
  ];
}

/** Sends the basket's one confirmation to `to`, every bought part's documents attached. */
export async function sendBasketConfirmation(
  settings: MailSettings,
  db: StoreDatabase,
  to: string,
  basket: BasketCheckout,
  paidKobo: number,
  orderUrl: string,
  findRecord = findOrderRecord,
): Promise<void> {
  const parts = await basketEmailParts(db, basket, findRecord);
  const qr = qrCodes();
  const context = await emailContext(null);
  const images: Attachment[] = parts.flatMap((part) =>
    part.order
      ? part.order.items.map((item, index) => ({
          filename: `qr-${part.qrIds[index]!.split('@')[0]}.png`,
          content: qr(qrOf(item)).png(),
          contentType: 'image/png',
          cid: part.qrIds[index]!,
        }))
      : [],
  );
  const documents = (
    await Promise.all(
      parts.map((part) => (part.order ? orderAttachments(part.order, undefined, qr) : [])),
    )
  ).flat();
  const props = { parts, orderUrl, reference: basket.merchantReference, paidKobo, context };
  const html = emailDocument(createElement(BasketConfirmationEmail, props));
  const text = [
    ...basketText(parts, basket.merchantReference, paidKobo, orderUrl),
    ...footerText(context),
  ].join('\n');
  await sendMail(
    settings,
    { to, subject: basketSubject(parts), text, html, attachments: [...images, ...documents] },
    basket.merchantReference,
  );
}
