// Tests of the ticket signing key: generated once into the data folder and reused, even by processes starting at once;
// taken from the setting when set; required in Live; a bad key named clearly; codes it signs verify with its public half.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyTicketCode, type TicketClaims } from '@/lib/tickets/signed-code';
import {
  dataFolder,
  GENERATED_KEY_FILE,
  loadSigningKey,
  parseSigningKey,
  publicKeyBytes,
  signTicketWith,
} from './signing-key';

const claims: TicketClaims = {
  ticketId: 'tk_1',
  reference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  kind: 'event',
  listKey: 'event:e1:2026-12-05',
  seat: null,
  room: null,
  validFrom: Date.parse('2026-12-04T23:00:00Z'),
  validUntil: Date.parse('2026-12-06T05:00:00Z'),
};

let folder: string;
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'ticket-key-')), 'data');
});
afterEach(async () => {
  await rm(join(folder, '..'), { recursive: true, force: true });
});

const staging = () => ({ setting: undefined, environment: 'staging' as const, folder });

describe('loadSigningKey', () => {
  it('generates one key into the data folder, readable by its owner only, and reuses it after a restart', async () => {
    const first = await loadSigningKey(staging());
    const path = join(folder, GENERATED_KEY_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const again = await loadSigningKey(staging());
    expect(publicKeyBytes(again)).toEqual(publicKeyBytes(first));
    expect(await readFile(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('ends with one key when several processes start at once, and leaves no temporary file', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadSigningKey(staging())));
    const publics = new Set(keys.map((key) => Buffer.from(publicKeyBytes(key)).toString('hex')));
    expect(publics.size).toBe(1);
    expect(await readdir(folder)).toEqual([GENERATED_KEY_FILE]);
  });

  it('uses the setting when given, in one line with \\n for its line breaks too, and generates nothing', async () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const key = await loadSigningKey({
      setting: pem.replace(/\n/g, '\\n'),
      environment: 'live',
      folder,
    });
    expect(publicKeyBytes(key)).toHaveLength(32);
    await expect(stat(folder)).rejects.toThrow(/ENOENT/);
  });

  it('refuses to sign in Live without the setting', async () => {
    await expect(
      loadSigningKey({ setting: undefined, environment: 'live', folder }),
    ).rejects.toThrow(/TICKET_SIGNING_KEY is required when TICKETING_ENV is live/);
    await expect(stat(folder)).rejects.toThrow(/ENOENT/);
  });

  it('names a setting that is no key, or not an Ed25519 one, without showing it', async () => {
    const secret = 'not-a-key-but-secret-text';
    const failure = loadSigningKey({ setting: secret, environment: 'staging', folder });
    await expect(failure).rejects.toThrow(
      'TICKET_SIGNING_KEY is not a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)',
    );
    await expect(failure).rejects.not.toThrow(secret);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => parseSigningKey(rsa, 'TICKET_SIGNING_KEY')).toThrow(
      'TICKET_SIGNING_KEY is a rsa key, not an Ed25519 key',
    );
  });
});

describe('signTicketWith', () => {
  it('signs codes its public half verifies, and a changed character is refused', async () => {
    const key = await loadSigningKey(staging());
    const code = signTicketWith(key, claims);
    expect(verifyTicketCode(code, publicKeyBytes(key))).toEqual({
      ok: true,
      claims: { ...claims, validFrom: claims.validFrom, validUntil: claims.validUntil },
    });
    const cut = code.length - 10;
    const changed = code.slice(0, cut) + (code[cut] === 'A' ? 'B' : 'A') + code.slice(cut + 1);
    expect(verifyTicketCode(changed, publicKeyBytes(key)).ok).toBe(false);
  });
});

describe('dataFolder', () => {
  it('is the folder of the SQLite database, .data for one in memory', () => {
    expect(dataFolder('.data/storefront.sqlite')).toBe('.data');
    expect(dataFolder('/var/lib/shop/store.sqlite')).toBe('/var/lib/shop');
    expect(dataFolder(':memory:')).toBe('.data');
  });
});
