// An order's tickets as one PDF (pdfkit), a page per ticket, seat or room: its QR code, what it admits to and when,
// the seat or room, the holder's name, the booking reference, and the merchant's name and contact.
import PDFDocument from 'pdfkit';
import type { Order } from '@/lib/checkout/types';
import { lagosDateTimeFormat } from '@/lib/format/event-date';
import { KIND_WORDS } from '@/lib/sellables/wording';
import type { DocumentContext } from './context';
import { documentTickets, itemWord, occasionOf, type DocumentTicket } from './occasion';
import { QR_MARGIN, qrCodes, type QrCodes, type QrSymbol } from './qr-png';

// A5 portrait, in points: a page a phone shows whole and a printer fits twice on A4.
const PAGE = { width: 419.53, height: 595.28, margin: 36 };
const QR_SIZE = 180;

// The built-in fonts (nothing to embed or ship) write Windows-1252 only: the few other signs the shop uses get their
// nearest readable form, and other letters lose their accents rather than printing as garbage.
const REPLACEMENTS: Record<string, string> = { '→': '–', '₦': 'NGN ', '≥': '>=', '≤': '<=' };
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      CP1252_EXTRAS.includes(char)
    )
      out += char;
    else if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else if (char === '\n') out += char;
    else out += char.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  }
  return out;
}

/** When and where, in a line each. */
function whenAndWhere(order: Order, context: DocumentContext): string[] {
  const occasion = occasionOf(order, context.trip, context.stay);
  const details = order.details;
  if (details.kind === 'hotel') {
    const stay =
      details.checkin && details.checkout
        ? `Check-in ${details.checkin} from ${context.stay.checkinFrom}, check-out ${details.checkout} by ${context.stay.checkoutBy}`
        : '';
    return [stay, details.address];
  }
  const when = occasion
    ? lagosDateTimeFormat.format(occasion.start)
    : details.kind === 'bus' && details.departureDate
      ? details.departureDate
      : '';
  if (details.kind === 'bus') {
    const to = details.to
      ? `To ${[details.to.terminal, details.to.city].filter(Boolean).join(', ')}`
      : '';
    return [
      when && `Departs ${when}`,
      occasion?.location ? `From ${occasion.location}` : '',
      to,
      occasion?.note ?? '',
    ];
  }
  return [when, occasion?.location ?? ''];
}

/**
 * Draws a QR symbol as black squares (a row's neighbours as one rectangle, all one path) in a `side`-point square at
 * (left, top), its border left white: sharp at any zoom, with no picture for pdfkit to decode and compress.
 */
function drawQr(
  doc: PDFKit.PDFDocument,
  symbol: QrSymbol,
  left: number,
  top: number,
  side: number,
) {
  const unit = side / (symbol.size + 2 * QR_MARGIN);
  // The colour is set outside the saved state, where pdfkit's record of it stays true after the restore.
  doc.fillColor('#000000').save().transform(unit, 0, 0, unit, left, top);
  for (let row = 0; row < symbol.size; row++) {
    for (let col = 0; col < symbol.size; col++) {
      if (!symbol.dark(row, col)) continue;
      const start = col;
      while (col + 1 < symbol.size && symbol.dark(row, col + 1)) col++;
      doc.rect(start + QR_MARGIN, row + QR_MARGIN, col + 1 - start, 1);
    }
  }
  doc.fill().restore();
}

function drawTicket(
  doc: PDFKit.PDFDocument,
  order: Order,
  ticket: DocumentTicket,
  count: number,
  context: DocumentContext,
  qr: QrCodes,
) {
  const width = PAGE.width - 2 * PAGE.margin;
  const word = itemWord(order);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#555555')
    .text(pdfText(context.merchant.name.toUpperCase()), { width, characterSpacing: 1 });
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(pdfText(order.details.title), { width });
  doc.font('Helvetica').fontSize(11);
  for (const line of whenAndWhere(order, context).filter(Boolean))
    doc.moveDown(0.2).text(pdfText(line), { width });

  const top = doc.y + 16;
  drawQr(doc, qr(ticket.qr).symbol, (PAGE.width - QR_SIZE) / 2, top, QR_SIZE);
  doc.y = top + QR_SIZE + 6;
  doc
    .font('Courier')
    .fontSize(10)
    .text(pdfText(ticket.code), PAGE.margin, doc.y, { width, align: 'center' });

  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(pdfText(ticket.title), { width });
  doc.font('Helvetica').fontSize(11);
  // A seat's line often names it already (`Seat 11 on the … coach`).
  if (ticket.detail && !ticket.title.includes(ticket.detail))
    doc.text(pdfText(ticket.detail), { width });
  if (ticket.holder)
    doc
      .moveDown(0.3)
      .text(pdfText(`${KIND_WORDS[order.kind].holder}: ${ticket.holder}`), { width });
  doc.moveDown(0.3).text(pdfText(`Booking reference: ${order.reference}`), { width });
  if (order.details.kind === 'hotel' && order.details.bookingNumber)
    doc.text(pdfText(`Booking number: ${order.details.bookingNumber}`), { width });

  const footer = [
    `${word} ${ticket.position} of ${count}`,
    `${context.merchant.name}, ${context.merchant.address}`,
    `${context.merchant.supportEmail} · ${context.merchant.supportPhone}`,
  ];
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(pdfText(footer.join('\n')), PAGE.margin, PAGE.height - PAGE.margin - 36, {
    width,
    lineBreak: true,
  });
}

/** The PDF of an order's tickets: a page each (a stay without room codes: a page for its booking); `qr` draws their codes. */
export async function ticketsPdf(
  order: Order,
  context: DocumentContext,
  qr: QrCodes = qrCodes(),
): Promise<Buffer> {
  const tickets = documentTickets(order);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    info: {
      Title: pdfText(`${order.details.title}: ${KIND_WORDS[order.kind].itemsLabel.toLowerCase()}`),
      Author: pdfText(context.merchant.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const ticket of tickets) {
    doc.addPage();
    drawTicket(doc, order, ticket, tickets.length, context, qr);
  }
  doc.end();
  return done;
}
