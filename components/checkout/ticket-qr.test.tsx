// Tests of a ticket's QR code on a page: drawn as the qrcode library's SVG, and drawn once per code and level while
// the page is viewed again and again (an order page is opened at the door, reloaded, shared).
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { QR_SVGS_KEPT, TicketQr } from './ticket-qr';

afterEach(() => vi.restoreAllMocks());

const drawnCodes = (draw: { mock: { calls: unknown[][] } }) =>
  draw.mock.calls.map(([text]) => text);

describe('TicketQr', () => {
  it('draws a code once for every view, and again for another code or level', async () => {
    const draw = vi.spyOn(QRCode, 'toString');
    const first = await renderHtml(await TicketQr({ code: 'TKT-CACHE-1' }));
    const again = await renderHtml(await TicketQr({ code: 'TKT-CACHE-1' }));
    expect(again).toBe(first);
    expect(first).toContain(
      (
        await QRCode.toString('TKT-CACHE-1', { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      ).match(/ d="[^"]+"/)![0],
    );
    draw.mockClear();
    await TicketQr({ code: 'TKT-CACHE-2' });
    // The same text as a signed code is drawn at the lowest level: another picture.
    await TicketQr({ code: 'TKT-CACHE-3', qr: 'TKT-CACHE-1' });
    await TicketQr({ code: 'TKT-CACHE-2' });
    expect(drawnCodes(draw)).toEqual(['TKT-CACHE-2', 'TKT-CACHE-1']);
  });

  it('keeps a bounded number of pictures, the least recently shown going first', async () => {
    const draw = vi.spyOn(QRCode, 'toString');
    await TicketQr({ code: 'TKT-KEPT' });
    for (let i = 0; i < QR_SVGS_KEPT; i++) {
      await TicketQr({ code: `TKT-FILL-${i}` });
      if (i % 10 === 0) await TicketQr({ code: 'TKT-KEPT' });
    }
    await TicketQr({ code: 'TKT-FILL-0' });
    draw.mockClear();
    await TicketQr({ code: 'TKT-KEPT' });
    await TicketQr({ code: 'TKT-FILL-1' });
    expect(drawnCodes(draw)).toEqual(['TKT-FILL-1']);
  });
});
