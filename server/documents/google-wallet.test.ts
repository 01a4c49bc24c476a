// Tests of the "Save to Google Wallet" link: a JWT that verifies with the service account's public key (and not with
// another), for Google's audience, with a pass object per ticket of the kind's type, each barcode the ticket's code.
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderItem } from '@/lib/checkout/types';
import { googleWalletLink, googleWalletSettings, type GoogleWalletSettings } from './google-wallet';
import { CONTEXT, orderOf } from './testing/orders';

let settings: GoogleWalletSettings;
let publicPem: string;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  publicPem = await exportSPKI(publicKey);
  settings = googleWalletSettings({
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT: {
      clientEmail: 'wallet@shop.iam.gserviceaccount.com',
      privateKey: await exportPKCS8(privateKey),
    },
  })!;
});

async function claimsOf(link: string | null) {
  const prefix = 'https://pay.google.com/gp/v/save/';
  expect(link?.startsWith(prefix)).toBe(true);
  const { payload, protectedHeader } = await jwtVerify(
    link!.slice(prefix.length),
    await importSPKI(publicPem, 'RS256'),
    { audience: 'google', issuer: 'wallet@shop.iam.gserviceaccount.com' },
  );
  expect(protectedHeader.alg).toBe('RS256');
  return payload as {
    typ: string;
    origins: string[];
    payload: Record<string, Record<string, unknown>[]>;
  };
}

describe('googleWalletLink', () => {
  it('signs an event ticket per ticket of an event, barcoded with its signed code', async () => {
    const items = orderOf('event').items.map((item, i): OrderItem & { qr: string } => ({
      ...item,
      qr: `v1.signed-${i}`,
    }));
    const claims = await claimsOf(
      await googleWalletLink(orderOf('event', { items }), settings, CONTEXT),
    );
    expect(claims.typ).toBe('savetowallet');
    expect(claims.origins).toEqual(['https://shop.test']);
    const [ticketClass] = claims.payload.eventTicketClasses!;
    expect(ticketClass).toMatchObject({
      id: '3388000000012345678.order-web-AAAAAAAAAAAAAAAAAAAAAA',
      issuerName: 'Eko Tickets',
      dateTime: { start: '2026-12-05T15:00:00.000Z' },
    });
    expect(
      claims.payload.eventTicketObjects!.map((o) => [
        o.id,
        (o.barcode as { value: string }).value,
        o.ticketHolderName,
      ]),
    ).toEqual([
      ['3388000000012345678.web-AAAAAAAAAAAAAAAAAAAAAA-1', 'v1.signed-0', 'Tobi Ade'],
      ['3388000000012345678.web-AAAAAAAAAAAAAAAAAAAAAA-2', 'v1.signed-1', 'Tobi Ade'],
    ]);
  });

  it('signs bus transit tickets with seat, passenger and departure, and generic passes for a stay', async () => {
    const trip = (await claimsOf(await googleWalletLink(orderOf('bus'), settings, CONTEXT)))
      .payload;
    expect(trip.transitClasses![0]).toMatchObject({ transitType: 'BUS' });
    expect(trip.transitObjects![1]).toMatchObject({
      passengerNames: 'Kemi Ade',
      ticketLeg: {
        departureDateTime: '2026-12-01T06:00:00.000Z',
        ticketSeat: { seatAssignment: { defaultValue: { value: '12' } } },
      },
    });
    const stay = (await claimsOf(await googleWalletLink(orderOf('hotel'), settings, CONTEXT)))
      .payload;
    expect(stay.genericObjects).toHaveLength(1);
    expect(stay.genericObjects![0]).toMatchObject({
      barcode: { value: 'RM-0001' },
      header: { defaultValue: { value: 'Harbour View Hotel' } },
    });
  });

  it('is refused by another key', async () => {
    const link = (await googleWalletLink(orderOf('cinema'), settings, CONTEXT))!;
    const other = await generateKeyPair('RS256');
    await expect(jwtVerify(link.split('/').pop()!, other.publicKey)).rejects.toThrow();
  });

  it('is not offered without its settings', () => {
    expect(googleWalletSettings({})).toBeNull();
    expect(googleWalletSettings({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toBeNull();
  });
});
