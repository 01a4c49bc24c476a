// The confirmation email carries the order's PDF tickets and calendar entry as attachments (read back from the .eml
// a local run writes), each code's QR code drawn once for both.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderOf, REFERENCE } from '@/server/documents/testing/orders';
import { sendConfirmation } from './confirmation-email';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

afterEach(() => vi.restoreAllMocks());

describe('sendConfirmation', () => {
  it('attaches the PDF tickets and the .ics', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    await sendConfirmation(
      { from: 'Tickets <tickets@localhost>', outboxDir },
      'tobi@example.com',
      orderOf('event'),
      `https://shop.test/orders/${REFERENCE}`,
    );
    const eml = readFileSync(join(outboxDir, `${REFERENCE}.eml`), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=tickets-web-A{22}\.pdf/);
    expect(eml).toMatch(/Content-Disposition: attachment;\s+filename=tickets-web-A{22}\.pdf/);
    expect(eml).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=order-web-A{22}\.ics/,
    );
  });

  it('makes each code’s QR code once for the email, shared by its inline image and its PDF page', async () => {
    const make = vi.spyOn(QRCode, 'create');
    const order = orderOf('event');
    await sendConfirmation(
      { from: 'Tickets <tickets@localhost>', outboxDir: mkdtempSync(join(tmpdir(), 'outbox-')) },
      'tobi@example.com',
      order,
      `https://shop.test/orders/${REFERENCE}`,
    );
    const codes = make.mock.calls.map(([code]) => code);
    expect(codes).toHaveLength(new Set(codes).size);
    expect(codes).toHaveLength(order.items.length);
  });
});
