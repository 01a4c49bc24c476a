// Tests of the confirmation email's attachments: the PDF and the .ics of an order, each left out alone when it
// cannot be made, so the email still goes.
import { describe, expect, it, vi } from 'vitest';
import { orderAttachments } from './attachments';
import { CONTEXT, DETAILS, orderOf } from './testing/orders';
import { readPdf } from './testing/pdf-reader';

vi.mock('@/server/log', () => ({ log: { warn: vi.fn() } }));

describe('orderAttachments', () => {
  it('attaches the tickets as a PDF and the calendar entry, named after the order', async () => {
    const [pdf, ics] = await orderAttachments(orderOf('event'), CONTEXT);
    expect(pdf).toMatchObject({
      filename: 'tickets-web-AAAAAAAAAAAAAAAAAAAAAA.pdf',
      contentType: 'application/pdf',
    });
    expect(readPdf(pdf!.content)).toHaveLength(2);
    expect(ics).toMatchObject({
      filename: 'order-web-AAAAAAAAAAAAAAAAAAAAAA.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(ics!.content.toString()).toContain('DTSTART:20261205T150000Z');
  });

  it('leaves out what cannot be made: no calendar without a start, no PDF of a code too long for a QR code', async () => {
    const undated = await orderAttachments(
      orderOf('event', { details: { ...DETAILS.event, startsAt: null } }),
      CONTEXT,
    );
    expect(undated.map((file) => file.contentType)).toEqual(['application/pdf']);
    const unreadable = orderOf('event', {
      items: [{ code: 'X', qr: 'x'.repeat(5000), title: 'VIP', price: null, detail: null }],
    });
    expect((await orderAttachments(unreadable, CONTEXT)).map((file) => file.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
    ]);
  });

  it('writes no order page address for a box-office sale, which has none', async () => {
    const [, ics] = await orderAttachments(
      orderOf('cinema', { merchantReference: 'box-AAAAAAAAAAAAAAAAAAAAAA' }),
      { ...CONTEXT, orderUrl: null },
    );
    expect(ics!.content.toString()).not.toMatch(/URL:|Your order/);
  });
});
