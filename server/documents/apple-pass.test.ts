// Tests of the Apple Wallet pass: built with a certificate made in the test, its signature over the manifest verified
// by openssl, the manifest's hashes matching the files, and the pass's style, barcode and fields per kind.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderItem } from '@/lib/checkout/types';
import { applePass, appleWalletSettings, type AppleWalletSettings } from './apple-pass';
import { makeTestCertificates, type TestCertificates } from './testing/certificates';
import { CONTEXT, orderOf } from './testing/orders';

let certs: TestCertificates;
let settings: AppleWalletSettings;

beforeAll(() => {
  certs = makeTestCertificates();
  settings = appleWalletSettings({
    APPLE_WALLET_PASS_TYPE_ID: 'pass.example.tickets',
    APPLE_WALLET_TEAM_ID: 'ABCDE12345',
    APPLE_WALLET_CERT: certs.certificate,
    APPLE_WALLET_KEY: certs.key,
    APPLE_WALLET_KEY_PASSPHRASE: certs.passphrase,
    APPLE_WALLET_WWDR: certs.wwdr,
  })!;
  // RSA keys take a while on a busy machine.
}, 30_000);

/** The pass's files, unzipped. */
function unpack(pkpass: Buffer): string {
  const dir = mkdtempSync(join(certs.dir, 'pass-'));
  writeFileSync(join(dir, 'pass.pkpass'), pkpass);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'files'], { cwd: dir });
  return join(dir, 'files');
}

const passJson = (dir: string) => JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8'));

describe('applePass', () => {
  it('is signed over its manifest with the merchant certificate, which openssl verifies against the WWDR authority', async () => {
    const dir = unpack((await applePass(orderOf('event'), 1, settings, CONTEXT))!);
    expect(readdirSync(dir).sort()).toEqual([
      'icon.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    const verify = (ca: string) =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          'signature',
          '-content',
          'manifest.json',
          '-CAfile',
          ca,
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir, stdio: 'pipe' },
      );
    expect(() => verify(join(certs.dir, 'wwdr.pem'))).not.toThrow();
    // Another authority's certificate does not verify it.
    const other = makeTestCertificates();
    expect(() => verify(join(other.dir, 'wwdr.pem'))).toThrow();
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    for (const file of ['pass.json', 'icon.png'])
      expect(manifest[file]).toBe(
        createHash('sha1')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      );
  }, 30_000);

  it('makes an event ticket whose barcode holds the signed code, one serial per ticket of the order', async () => {
    const items = orderOf('event').items.map((item, i): OrderItem & { qr: string } => ({
      ...item,
      qr: `v1.signed-${i}`,
    }));
    const pass = passJson(
      unpack((await applePass(orderOf('event', { items }), 2, settings, CONTEXT))!),
    );
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.example.tickets',
      teamIdentifier: 'ABCDE12345',
      organizationName: 'Eko Tickets',
      serialNumber: 'web-AAAAAAAAAAAAAAAAAAAAAA-2',
      relevantDate: expect.stringMatching(/^2026-12-05T15:00:00(\.000)?(Z|\+00:00)$/),
    });
    expect(pass.barcodes).toEqual([
      expect.objectContaining({ message: 'v1.signed-1', format: 'PKBarcodeFormatQR' }),
    ]);
    expect(pass.eventTicket.primaryFields).toEqual([
      expect.objectContaining({ value: 'Lagos Jazz Night' }),
    ]);
    expect(JSON.stringify(pass.eventTicket.backFields)).toContain('support@tickets.example');
  });

  it('makes a coach seat a bus boarding pass with its passenger and terminals', async () => {
    const pass = passJson(unpack((await applePass(orderOf('bus'), 2, settings, CONTEXT))!));
    expect(pass.boardingPass.transitType).toBe('PKTransitTypeBus');
    expect(pass.boardingPass.primaryFields).toEqual([
      expect.objectContaining({ label: 'Jibowu Terminal', value: 'Lagos' }),
      expect.objectContaining({ label: 'Utako Terminal', value: 'Abuja' }),
    ]);
    expect(pass.boardingPass.headerFields).toEqual([
      expect.objectContaining({ label: 'Seat', value: '12' }),
    ]);
    expect(pass.boardingPass.secondaryFields).toContainEqual(
      expect.objectContaining({ label: 'Passenger', value: 'Kemi Ade' }),
    );
    expect(pass.barcodes[0].message).toBe('BUS-0012');
  });

  it('makes a stay a generic pass from check-in, and none for a ticket the order does not have', async () => {
    const pass = passJson(unpack((await applePass(orderOf('hotel'), 1, settings, CONTEXT))!));
    expect(pass.generic.secondaryFields).toContainEqual(
      expect.objectContaining({
        label: 'Check-in',
        value: expect.stringMatching(/^2026-11-26T13:00:00/),
      }),
    );
    expect(await applePass(orderOf('hotel'), 2, settings, CONTEXT)).toBeNull();
    expect(await applePass(orderOf('event'), 0, settings, CONTEXT)).toBeNull();
  });

  it('is not offered without all of its settings', () => {
    expect(appleWalletSettings({})).toBeNull();
    expect(
      appleWalletSettings({
        APPLE_WALLET_PASS_TYPE_ID: 'pass.example.tickets',
        APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      }),
    ).toBeNull();
  });
});
