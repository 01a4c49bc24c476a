// The door's wiring for route handlers and pages: the settings from the environment and the ticket ledger, and
// the reading of a request's input in the spec's error envelope.
import 'server-only';
import type * as z from '@/lib/validation/zod-mini';
import { errorReply } from '@/server/staff/replies';
import { storefrontEnv } from '@/server/env';
import { readAtMost } from '@/server/security/read-at-most';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { ensureOrderTickets } from '@/server/tickets/ledger';
import { ticketPublicKey } from '@/server/tickets/signing-key';
import type { DoorSettings } from './record';

export async function doorSettings(): Promise<DoorSettings> {
  const db = await storefrontDatabase();
  return {
    publicKey: await ticketPublicKey(),
    reentry: storefrontEnv().CHECK_IN_REENTRY,
    ensureOrderTickets: (reference) => ensureOrderTickets(db, reference),
  };
}

/** The largest JSON body the door API reads (a full sync batch fits well within it). */
const MAX_BODY = 256 * 1024;

export type Parsed<T> = { ok: true; data: T } | { ok: false; reply: Response };

function parsedWith<T>(schema: z.ZodMiniType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    reply: errorReply(400, result.error.issues[0]?.message ?? 'The request is not valid.'),
  };
}

/** The query of a GET, checked with `schema`. */
export function queryOf<T>(request: Request, schema: z.ZodMiniType<T>): Parsed<T> {
  return parsedWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}

/** The body's text, or null once it goes past MAX_BODY bytes (the rest is not read). */
async function textWithin(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return null;
  const bytes = await readAtMost(request, MAX_BODY);
  return bytes && new TextDecoder().decode(bytes);
}

/** The JSON body of a POST, checked with `schema`; too large or not JSON, a 413 or 400. */
export async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>): Promise<Parsed<T>> {
  const text = await textWithin(request);
  if (text === null) return { ok: false, reply: errorReply(413, 'The request is too large.') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reply: errorReply(400, 'The request is not valid JSON.') };
  }
  return parsedWith(schema, json);
}

/** A JSON answer the browser must not keep. */
export const doorReply = (body: unknown) =>
  Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
