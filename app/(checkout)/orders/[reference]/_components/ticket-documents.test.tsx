// Tests of the order page's "Keep your tickets": the PDF and calendar always (Google Calendar's link in Lagos time),
// the wallet buttons only where the merchant configured them.
import { exportPKCS8, generateKeyPair } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DETAILS, orderOf, REFERENCE } from '@/server/documents/testing/orders';
import { makeTestCertificates } from '@/server/documents/testing/certificates';
import type * as OrderDocuments from '../document-order';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { TicketDocuments } from './ticket-documents';

const env = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      STOREFRONT_PUBLIC_URL: 'https://shop.test',
      ...env.current,
    }),
  };
});
// The documents read no stored tickets or passengers here: the order's own codes are its QR texts.
vi.mock('../document-order', async (original) => ({
  ...(await original<typeof OrderDocuments>()),
  documentOrder: async (order: unknown) => order,
}));

beforeEach(() => {
  env.current = {};
});

const render = async (order = orderOf('event')) =>
  renderHtml(await TicketDocuments({ order, reference: REFERENCE }));

describe('TicketDocuments', () => {
  it('offers the PDF, the .ics and Google Calendar, and no wallet while none is configured', async () => {
    const html = await render();
    expect(html).toContain(`href="/orders/${REFERENCE}/tickets.pdf"`);
    expect(html).toContain(`href="/orders/${REFERENCE}/calendar.ics"`);
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(html).toContain('dates=20261205T150000Z%2F20261205T210000Z');
    expect(html).not.toContain('Wallet');
  });

  it('offers no calendar for an order whose start is unknown', async () => {
    const html = await render(orderOf('bus', { details: { ...DETAILS.bus, departureAt: null } }));
    expect(html).toContain('tickets.pdf');
    expect(html).not.toContain('calendar');
  });

  it('offers an Apple Wallet pass per seat and a Google Wallet link once both are configured', async () => {
    const certs = makeTestCertificates();
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    env.current = {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.example.tickets',
      APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      APPLE_WALLET_CERT: certs.certificate,
      APPLE_WALLET_KEY: certs.key,
      APPLE_WALLET_WWDR: certs.wwdr,
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT: {
        clientEmail: 'wallet@shop.iam.gserviceaccount.com',
        privateKey: await exportPKCS8(privateKey),
      },
    };
    const html = await render(orderOf('bus'));
    expect(html).toContain(`href="/orders/${REFERENCE}/wallet/1"`);
    expect(html).toContain(`href="/orders/${REFERENCE}/wallet/2"`);
    expect(html).toContain('Seat 2 (Seat 12): add to Apple Wallet');
    expect(html).toMatch(/href="https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+"/);
  }, 30_000);
});
