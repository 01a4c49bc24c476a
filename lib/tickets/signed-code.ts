// A ticket's signed code, the text its QR shows: who may come in, to what and when, signed with the merchant's
// Ed25519 key. A scanner checks it with the public key alone, offline; a changed character breaks the signature.
// Browser-safe: signing happens on the server (server/tickets/signing-key.ts), checking anywhere.
import { ed25519 } from '@noble/curves/ed25519.js';
import * as z from '@/lib/validation/zod-mini';
import { SELLABLE_KINDS, type SellableKind } from '@/lib/sellables/kinds';

/** The version mark every signed code starts with; codes without it are the service's own (orders sold before). */
export const TICKET_CODE_PREFIX = 'TK1.';

/** What a ticket admits to, as signed. Times are epoch milliseconds (carried as seconds). */
export interface TicketClaims {
  ticketId: string;
  /** The order's merchant reference. */
  reference: string;
  kind: SellableKind;
  /** The check-in list it belongs to: an event day, a screening, a departure, a hotel's arrivals on a day. */
  listKey: string;
  seat: string | null;
  room: string | null;
  validFrom: number;
  validUntil: number;
}

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const seconds = z.number().check(z.int(), z.nonnegative());

/** The compact form inside the code: short keys keep the QR small enough to scan from a phone at arm's length. */
const payloadSchema = z.object({
  t: text(32),
  r: text(255),
  k: z.enum(SELLABLE_KINDS),
  l: text(255),
  s: z.optional(text(32)),
  m: z.optional(text(255)),
  f: seconds,
  u: seconds,
});

export type CodeReading =
  { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'forged' };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for text that is not canonical base64url (unused trailing bits set would let two texts mean one code). */
export function fromBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  const binary = atob(
    value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4),
  );
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64Url(bytes) === value ? bytes : null;
}

/** The part of the code that is signed: the prefix and the claims. */
export function unsignedTicketCode(claims: TicketClaims): string {
  const payload = {
    t: claims.ticketId,
    r: claims.reference,
    k: claims.kind,
    l: claims.listKey,
    ...(claims.seat ? { s: claims.seat } : {}),
    ...(claims.room ? { m: claims.room } : {}),
    f: Math.floor(claims.validFrom / 1000),
    u: Math.ceil(claims.validUntil / 1000),
  };
  return `${TICKET_CODE_PREFIX}${toBase64Url(encoder.encode(JSON.stringify(payload)))}`;
}

/** The whole code: what was signed and its signature. */
export function signedTicketCode(unsigned: string, signature: Uint8Array): string {
  return `${unsigned}.${toBase64Url(signature)}`;
}

export function isSignedTicketCode(code: string): boolean {
  return code.startsWith(TICKET_CODE_PREFIX);
}

/** The claims a code states, without checking its signature (for showing; never for admitting). */
export function readTicketClaims(code: string): TicketClaims | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || `${parts[0]}.` !== TICKET_CODE_PREFIX) return null;
  const bytes = fromBase64Url(parts[1] ?? '');
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    ticketId: p.t,
    reference: p.r,
    kind: p.k,
    listKey: p.l,
    seat: p.s ?? null,
    room: p.m ?? null,
    validFrom: p.f * 1000,
    validUntil: p.u * 1000,
  };
}

/** Checks a scanned code against the merchant's public key (32 raw bytes). */
export function verifyTicketCode(code: string, publicKey: Uint8Array): CodeReading {
  const trimmed = code.trim();
  const claims = readTicketClaims(trimmed);
  if (!claims) return { ok: false, reason: 'malformed' };
  const cut = trimmed.lastIndexOf('.');
  const signature = fromBase64Url(trimmed.slice(cut + 1));
  if (!signature || signature.length !== 64) return { ok: false, reason: 'forged' };
  let valid = false;
  try {
    valid = ed25519.verify(signature, encoder.encode(trimmed.slice(0, cut)), publicKey);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, claims } : { ok: false, reason: 'forged' };
}

/** Where `now` falls in the ticket's window. */
export function validityAt(
  claims: Pick<TicketClaims, 'validFrom' | 'validUntil'>,
  now: number,
): 'early' | 'valid' | 'expired' {
  if (now < claims.validFrom) return 'early';
  if (now > claims.validUntil) return 'expired';
  return 'valid';
}
