// Tests of a box-office ticket stub: its QR code draws the ticket's signed code, its printed code the service's.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { TicketStub } from './ticket-stub';

const SIGNED = 'TK1.eyJ0IjoiQWJDZEVmR2hJaktsIn0.c2lnbmF0dXJl';

describe('TicketStub', () => {
  it('draws the signed code in the QR and prints the short code under it', async () => {
    const item = { code: 'TKT-AAAA', title: 'VIP', price: 10500, detail: null, qr: SIGNED };
    const html = await renderHtml(
      <TicketStub heading={{ what: 'Lagos Jazz Night', when: null, where: null }} item={item} />,
    );
    const svg = await QRCode.toString(SIGNED, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'L',
    });
    for (const path of svg.match(/ d="[^"]+"/g)!) expect(html).toContain(path);
    expect(html).toContain('>TKT-AAAA<');
  });
});
