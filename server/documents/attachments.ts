// The documents attached to an order's confirmation email: its tickets as a PDF and its calendar entry. A document
// that cannot be made is left out (and logged) rather than holding back the email.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { log } from '@/server/log';
import { calendarFile } from './calendar';
import { documentContext, type DocumentContext } from './context';
import { qrCodes, type QrCodes } from './qr-png';

/** A file as nodemailer attaches it. */
export interface DocumentAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

async function attempt(
  reference: string,
  what: string,
  make: () => Promise<DocumentAttachment | null>,
): Promise<DocumentAttachment[]> {
  try {
    const file = await make();
    return file ? [file] : [];
  } catch (error) {
    log.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      `${what} of an order not attached`,
    );
    return [];
  }
}

/** The PDF of the order's tickets and its .ics (when its start is known), named after the order; `qr` draws the codes. */
export async function orderAttachments(
  order: Order,
  context: DocumentContext = documentContext(order.merchantReference ?? order.reference),
  qr: QrCodes = qrCodes(),
): Promise<DocumentAttachment[]> {
  const reference = order.merchantReference ?? order.reference;
  const pdf = attempt(reference, 'PDF tickets', async () => {
    // pdfkit takes a second to load: only when an email is sent, not wherever payments are imported.
    const { ticketsPdf } = await import('./tickets-pdf');
    return {
      filename: `tickets-${reference}.pdf`,
      content: await ticketsPdf(order, context, qr),
      contentType: 'application/pdf',
    };
  });
  const ics = attempt(reference, 'calendar file', async () => {
    const text = calendarFile(order, context);
    return text
      ? {
          filename: `order-${reference}.ics`,
          content: Buffer.from(text, 'utf8'),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        }
      : null;
  });
  return [...(await pdf), ...(await ics)];
}
