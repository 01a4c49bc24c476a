// Tests of the order id a host page is given for its analytics: stable per order, and nothing that opens the order.
import { describe, expect, it } from 'vitest';
import { embedOrderId } from './order-id';

const SECRET = 's'.repeat(32);
const REF = 'emb-AAAAAAAAAAAAAAAAAAAAAA';

describe('embedOrderId', () => {
  it('is the same for the same order, so a host can count each order once', () => {
    expect(embedOrderId(REF, SECRET)).toBe(embedOrderId(REF, SECRET));
  });

  it('differs between orders and between shops, and is short and URL-safe', () => {
    const id = embedOrderId(REF, SECRET);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(embedOrderId('emb-AAAAAAAAAAAAAAAAAAAAAB', SECRET)).not.toBe(id);
    expect(embedOrderId(REF, 't'.repeat(32))).not.toBe(id);
  });

  it('holds neither the reference nor any part of it', () => {
    const id = embedOrderId(REF, SECRET);
    expect(id).not.toContain('emb-');
    expect(id).not.toContain(REF.slice(4, 12));
  });

  it('is not keyed by the session secret itself', async () => {
    const { createHmac } = await import('node:crypto');
    expect(embedOrderId(REF, SECRET)).not.toBe(
      createHmac('sha256', SECRET).update(REF).digest('base64url').slice(0, 22),
    );
  });
});
