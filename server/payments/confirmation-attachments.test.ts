// The confirmation email carries the order's PDF tickets and calendar entry as attachments (read back from the .eml
// a local run writes).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { orderOf, REFERENCE } from '@/server/documents/testing/orders';
import { sendConfirmation } from './confirmation-email';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

describe('sendConfirmation', () => {
  it('attaches the PDF tickets and the .ics', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    await sendConfirmation({ from: 'Tickets <tickets@localhost>', outboxDir }, 'tobi@example.com', orderOf('event'), `https://shop.test/orders/${REFERENCE}`);
    const eml = readFileSync(join(outboxDir, `${REFERENCE}.eml`), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=tickets-web-A{22}\.pdf/);
    expect(eml).toMatch(/Content-Disposition: attachment;\s+filename=tickets-web-A{22}\.pdf/);
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=order-web-A{22}\.ics/);
  });
});
