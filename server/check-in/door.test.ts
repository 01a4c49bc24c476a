// Tests of the door API's reading of a request body: a body over the limit is refused without being read whole.
import { describe, expect, it, vi } from 'vitest';
import * as z from '@/lib/validation/zod-mini';
import { bodyOf } from './door';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock('@/server/env', () => ({ storefrontEnv: () => ({}) }));
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: () => Promise.reject(new Error('no database in this test')),
}));
vi.mock('@/server/tickets/ledger', () => ({ ensureOrderTickets: async () => null }));
vi.mock('@/server/tickets/signing-key', () => ({
  ticketPublicKey: async () => new Uint8Array(32),
}));

const schema = z.object({ a: z.number() });
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://shop.example/box-office/check-in/api/sync', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

/** A body that never ends, as a client that keeps sending would. */
function endless(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

describe('bodyOf', () => {
  it('reads a JSON body within the limit', async () => {
    expect(await bodyOf(post('{"a":1}'), schema)).toEqual({ ok: true, data: { a: 1 } });
  });

  it('answers 413 to a body that goes on past the limit, without reading it to its end', async () => {
    const read = await bodyOf(post(endless()), schema);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reply.status).toBe(413);
  }, 5000);

  it('answers 413 to a declared length over the limit before reading', async () => {
    const read = await bodyOf(
      post('{"a":1}', { 'content-length': String(10 * 1024 * 1024) }),
      schema,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reply.status).toBe(413);
  });
});
