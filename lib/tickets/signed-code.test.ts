// Tests of signed ticket codes: what is signed is read back, and any change to a code is refused.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  readTicketClaims,
  signedTicketCode,
  toBase64Url,
  unsignedTicketCode,
  validityAt,
  verifyTicketCode,
  type TicketClaims,
} from './signed-code';

const keys = generateKeyPairSync('ed25519');
const publicKey = fromBase64Url(keys.publicKey.export({ format: 'jwk' }).x!)!;
const claims: TicketClaims = {
  ticketId: 'T7QK2M9XPA4R',
  reference: 'web-3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  kind: 'bus',
  listKey: 'bus:42:2026-12-24',
  seat: '14',
  room: null,
  validFrom: Date.UTC(2026, 11, 24, 4, 0, 0),
  validUntil: Date.UTC(2026, 11, 24, 9, 0, 0),
};

function signed(c: TicketClaims, key = keys.privateKey): string {
  const unsigned = unsignedTicketCode(c);
  return signedTicketCode(unsigned, new Uint8Array(sign(null, Buffer.from(unsigned), key)));
}

describe('signed ticket codes', () => {
  it('reads back what was signed', () => {
    const code = signed(claims);
    expect(code.startsWith('TK1.')).toBe(true);
    expect(verifyTicketCode(code, publicKey)).toEqual({ ok: true, claims });
    expect(readTicketClaims(code)).toEqual(claims);
  });

  it('refuses a code with any one character changed', () => {
    const code = signed(claims);
    let changes = 0;
    for (let i = 0; i < code.length; i += 1) {
      if (code[i] === '.') continue;
      changes += 1;
      const changed = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(verifyTicketCode(changed, publicKey).ok, `character ${i} changed`).toBe(false);
    }
    expect(changes).toBe(code.length - 2);
  });

  it('refuses a code signed with another key as forged', () => {
    const other = generateKeyPairSync('ed25519');
    expect(verifyTicketCode(signed(claims, other.privateKey), publicKey)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('refuses claims re-encoded with a new seat under the old signature', () => {
    const code = signed(claims);
    const signature = code.slice(code.lastIndexOf('.') + 1);
    const moved = `${unsignedTicketCode({ ...claims, seat: '1' })}.${signature}`;
    expect(verifyTicketCode(moved, publicKey)).toEqual({ ok: false, reason: 'forged' });
  });

  it('calls text that is no signed code malformed', () => {
    for (const text of [
      '',
      'ABC123',
      'TK1.',
      'TK1.x.y.z',
      `TK1.${toBase64Url(new TextEncoder().encode('{"t":1}'))}.AAAA`,
      'TK1.!!!.AAAA',
    ]) {
      expect(verifyTicketCode(text, publicKey)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('tells early, valid and expired apart', () => {
    expect(validityAt(claims, claims.validFrom - 1)).toBe('early');
    expect(validityAt(claims, claims.validFrom)).toBe('valid');
    expect(validityAt(claims, claims.validUntil)).toBe('valid');
    expect(validityAt(claims, claims.validUntil + 1)).toBe('expired');
  });

  it('stays short enough for a phone-screen QR', () => {
    expect(signed(claims).length).toBeLessThan(330);
  });
});
