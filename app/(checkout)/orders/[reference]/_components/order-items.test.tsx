// Tests of the order's tickets: each QR code draws the ticket's signed code once recorded, the service's code for an
// order sold before; the code read out under it stays the short service code.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@/lib/checkout/types';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { OrderItems } from './order-items';

const SIGNED = 'TK1.eyJ0IjoiQWJDZEVmR2hJaktsIn0.c2lnbmF0dXJl';
const signedItem: OrderItem = {
  code: 'TKT-AAAA',
  title: 'VIP',
  price: 10500,
  detail: null,
  qr: SIGNED,
};
const oldItem: OrderItem = { code: 'TKT-BBBB', title: 'VIP', price: 10500, detail: null };

/** The SVG paths a QR code of this text is drawn with. */
const pathsOf = async (text: string, level: 'L' | 'M') =>
  (await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: level })).match(
    / d="[^"]+"/g,
  );

describe('the QR codes of an order', () => {
  it('draws the signed code of a recorded ticket, larger, and the service code of one sold before', async () => {
    const html = await renderHtml(
      <OrderItems items={[signedItem, oldItem]} words={KIND_WORDS.event} />,
    );
    for (const path of (await pathsOf(SIGNED, 'L'))!) expect(html).toContain(path);
    for (const path of (await pathsOf('TKT-BBBB', 'M'))!) expect(html).toContain(path);
    expect(html).toContain('aria-label="QR code of ticket TKT-AAAA"');
    expect(html).toContain('size-40');
    // The long signed code is never printed as text: the short code is what a customer reads out.
    expect(html).not.toContain(`>${SIGNED}<`);
    expect(html).toContain('>TKT-AAAA<');
  });
});
