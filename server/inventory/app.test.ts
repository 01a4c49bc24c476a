// The service's basics: health, unknown routes, authentication and the TransactionMedium header.
import { describe, expect, it } from 'vitest';
import { TEST_KEYS } from './testing/harness';
import { setUpTestService } from './testing/per-file';

const service = setUpTestService({ seed: false });

describe('service basics', () => {
  it('answers /health without a key', async () => {
    const res = await service.request('GET', '/health', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('answers 401 in the envelope for a missing or unknown key', async () => {
    for (const key of [null, 'not-a-real-key']) {
      const res = await service.request('GET', '/api/v1/svc/business', { key });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, status: 401 });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('accepts Authorization: Bearer as the key', async () => {
    const res = await service.request('GET', '/api/v1/svc/no-such-route', {
      key: null,
      headers: { Authorization: `Bearer ${TEST_KEYS.staging}` },
    });
    expect(res.status).toBe(404);
  });

  it('requires a known TransactionMedium on writes', async () => {
    for (const medium of [null, 'Fax']) {
      const res = await service.request('POST', '/api/v1/svc/validate', { medium, body: {} });
      expect(res.status).toBe(400);
      expect(res.body.errors.TransactionMedium).toHaveLength(1);
    }
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await service.request('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, status: 404 });
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const res = await service.request('POST', '/api/v1/svc/validate', {
      body: { pad: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, status: 413 });
  });

  it("routes with Hono's RegExpRouter (a path it refuses would put every request on the slower TrieRouter)", async () => {
    await service.request('GET', '/health', { key: null });
    expect(service.app.router.name).toBe('SmartRouter + RegExpRouter');
  });
});
