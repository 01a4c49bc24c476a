// The order confirmation email: what was bought, where and when, the booking reference, the order page's link and
// every code with its QR code, in the kind's words; an HTML part (server/email/confirmation-template.tsx) and a
// plain-text part saying the same, with the merchant's contact and refund terms.
import 'server-only';
import { createElement } from 'react';
import { amountPaid, type Order, type OrderItem } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { orderAttachments } from '@/server/documents/attachments';
import { qrCodes, type QrCodes } from '@/server/documents/qr-png';
import { ConfirmationEmail } from '@/server/email/confirmation-template';
import { emailContext } from '@/server/email/context';
import { footerText, type EmailContext } from '@/server/email/layout';
import { PRINTED, whereAndWhen } from '@/server/email/order-words';
import {
  sendMail,
  type Attachment,
  type MailMessage,
  type MailSettings,
} from '@/server/email/send';
import { emailDocument } from '@/server/email/static-markup';

export type { MailSettings };

/** The code a ticket's QR code draws: its signed code when the storefront recorded one, else the service's code. */
export const qrOf = (item: OrderItem & { qr?: string }) => item.qr ?? item.code;

/** The message's words; `orderUrl` is null for an order with no public page (a box-office sale: its tickets were printed). */
export function confirmationMessage(order: Order, orderUrl: string | null, context?: EmailContext) {
  const words = KIND_WORDS[order.kind];
  const paid = amountPaid(order);
  const lines = [
    `Thank you for your order: ${order.details.title}.`,
    ...whereAndWhen(order.details),
    '',
    `Booking reference: ${order.reference}`,
    ...(order.details.kind === 'hotel' && order.details.bookingNumber
      ? [`Booking number (show it at check-in): ${order.details.bookingNumber}`]
      : []),
    ...(order.discount
      ? [`Promo code ${order.discount.code}: −${formatNaira(order.discount.amount)}`]
      : []),
    ...(paid !== null ? [`Amount paid: ${formatNaira(paid)}`] : []),
    '',
    `${words.itemsLabel}:`,
    ...order.items.map(
      (item) =>
        `  ${item.code}  ${item.title}${item.detail ? `, ${item.detail}` : ''}${item.passenger ? `, passenger ${item.passenger}` : ''}`,
    ),
    '',
    orderUrl ? `Your order, with a QR code per ${words.item}: ${orderUrl}` : PRINTED[order.kind],
    ...(context ? footerText(context) : []),
  ];
  return { subject: `${words.emailSubject}: ${order.details.title}`, text: lines.join('\n') };
}

/** Each item's QR code as a PNG shown inline; its content id is the template's `cid:` source. */
function qrImages(order: Order, qr: QrCodes): Attachment[] {
  return order.items.map((item, index) => ({
    filename: `qr-${index + 1}.png`,
    content: qr(qrOf(item)).png(),
    contentType: 'image/png',
    cid: `qr-${index + 1}@order`,
  }));
}

/**
 * The whole message: subject, both parts, the inline QR codes and the attached `documents` (PDF tickets, calendar
 * file); `qr` draws the codes (the documents' own, so each code is drawn once).
 */
export async function confirmationEmail(
  order: Order,
  orderUrl: string | null,
  context: EmailContext,
  documents: Attachment[] = [],
  qr: QrCodes = qrCodes(),
): Promise<Omit<MailMessage, 'to'>> {
  const images = qrImages(order, qr);
  const html = emailDocument(
    createElement(ConfirmationEmail, {
      order,
      orderUrl,
      qrIds: images.map((image) => image.cid!),
      context,
    }),
  );
  return {
    ...confirmationMessage(order, orderUrl, context),
    html,
    attachments: [...images, ...documents],
  };
}

/**
 * Sends the confirmation of `order` to `to`, with this storefront's merchant, refund terms and address, and the
 * order's documents attached (each left out alone when it cannot be made).
 */
export async function sendConfirmation(
  settings: MailSettings,
  to: string,
  order: Order,
  orderUrl: string | null,
): Promise<void> {
  const qr = qrCodes();
  const [context, documents] = await Promise.all([
    emailContext(order.kind),
    orderAttachments(order, undefined, qr),
  ]);
  const message = await confirmationEmail(order, orderUrl, context, documents, qr);
  await sendMail(settings, { to, ...message }, order.merchantReference ?? order.reference);
}
