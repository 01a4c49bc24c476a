// Tests of an order's PDF: a page per ticket, seat or room, with what it admits to, the holder, the merchant's
// contact, and a QR code that decodes to the ticket's code (its signed code when it has one).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@/lib/checkout/types';
import { pdfText, ticketsPdf } from './tickets-pdf';
import { CONTEXT, DETAILS, orderOf } from './testing/orders';
import { readPdf } from './testing/pdf-reader';

const decode = (image: { width: number; height: number; rgba: Uint8ClampedArray }) =>
  jsQR(image.rgba, image.width, image.height)?.data;

describe('ticketsPdf', () => {
  it('gives each ticket of an event its page, with its QR code, its type, the holder and the merchant', async () => {
    const pdf = await ticketsPdf(orderOf('event'), CONTEXT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = readPdf(pdf);
    expect(pages).toHaveLength(2);
    expect(pages.map((page) => page.drawings.map(decode))).toEqual([
      ['TKT-AAAA1111'],
      ['TKT-BBBB2222'],
    ]);
    const [first, second] = pages.map((page) => page.text);
    expect(first).toContain('Lagos Jazz Night');
    expect(first).toContain('Sat, 5 Dec 2026, 4:00 pm');
    expect(first).toContain('Muson Centre, Onikan, Lagos');
    expect(first).toContain('VIP');
    expect(second).toContain('Regular');
    expect(first).toContain('Ticket holder: Tobi Ade');
    expect(first).toContain('Booking reference: TXN-ABC123');
    expect(first).toContain('Ticket 1 of 2');
    expect(first).toContain('EKO TICKETS');
    expect(first).toContain('support@tickets.example · +2348000000000');
  });

  it('draws each QR code as squares, 180 pt wide and centred on the page, with no picture to decode', async () => {
    for (const page of readPdf(await ticketsPdf(orderOf('event'), CONTEXT))) {
      expect(page.images).toEqual([]);
      expect(page.drawings).toHaveLength(1);
      const [qr] = page.drawings;
      expect(qr!.side).toBeCloseTo(180, 3);
      expect(qr!.left + qr!.side / 2).toBeCloseTo(419.53 / 2, 3);
      expect(qr!.top).toBeGreaterThan(100);
    }
  });

  it("draws a ticket's signed code rather than the service's, when it has one", async () => {
    const items = orderOf('cinema').items.map((item): OrderItem & { qr: string } => ({
      ...item,
      qr: 'v1.signed-claims.signature',
    }));
    const [page] = readPdf(await ticketsPdf(orderOf('cinema', { items }), CONTEXT));
    expect(decode(page!.drawings[0]!)).toBe('v1.signed-claims.signature');
    expect(page!.text).toContain('CIN-1111');
  });

  it("puts each coach passenger on their seat, with the departure's terminal and reporting time", async () => {
    const pages = readPdf(await ticketsPdf(orderOf('bus'), CONTEXT));
    expect(pages).toHaveLength(2);
    expect(pages[0]!.text).toContain('Passenger: Tobi Ade');
    expect(pages[1]!.text).toContain('Passenger: Kemi Ade');
    expect(pages[1]!.text).toContain('Seat 12 on the Crosslink Motors coach');
    expect(pages[1]!.text.match(/Seat 12/g)).toHaveLength(1);
    expect(pages[0]!.text).toContain('Lagos – Abuja');
    expect(pages[0]!.text).toContain('Departs Tue, 1 Dec 2026, 7:00 am');
    expect(pages[0]!.text).toContain('From Jibowu Terminal, Lagos');
    expect(pages[0]!.text).toContain('30 minutes before departure');
    expect(pages[0]!.text).toContain('Seat 1 of 2');
  });

  it('gives a stay a page per room, or one for its booking number when the rooms carry no codes', async () => {
    const [room] = readPdf(await ticketsPdf(orderOf('hotel'), CONTEXT));
    expect(room!.text).toContain('Check-in 2026-11-26 from 14:00, check-out 2026-11-28 by 12:00');
    expect(room!.text).toContain('Booking number: BK-1234567890');
    expect(room!.text).toContain('Guest: Tobi Ade');
    const booking = readPdf(await ticketsPdf(orderOf('hotel', { items: [] }), CONTEXT));
    expect(booking).toHaveLength(1);
    expect(decode(booking[0]!.drawings[0]!)).toBe('BK-1234567890');
    expect(booking[0]!.text).toContain('Standard Room');
  });

  it('keeps long titles on their page', async () => {
    const details = {
      ...DETAILS.event,
      title: 'A very long festival name '.repeat(8),
      venue: 'Somewhere quite far away in Lagos '.repeat(4),
    };
    expect(readPdf(await ticketsPdf(orderOf('event', { details }), CONTEXT))).toHaveLength(2);
  });
});

describe('pdfText', () => {
  it('keeps what the built-in fonts can write and gives other signs a readable form', () => {
    expect(pdfText('Café – “VIP” · €5')).toBe('Café – “VIP” · €5');
    expect(pdfText('Lagos → Abuja, ₦5,000')).toBe('Lagos – Abuja, NGN 5,000');
    expect(pdfText('Adébáyọ̀ Ọlá')).toBe('Adébáyo Olá');
  });
});
