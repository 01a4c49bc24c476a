// The service never logs secrets: requests of every kind (a 401 with a wrong key, writes, a 500)
// go through an app whose logger writes at `debug` to memory; no line may carry a key, an
// X-API-KEY or Authorization header value, or the customer's contact, and every request line
// carries the request id the reply was given.
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertFixtures } from './testing/fixtures';
import { buyBody, experienceItem, newCustomer } from './testing/requests';
import { TEST_KEYS, type RequestOptions, type TestResponse } from './testing/harness';
import { setUpTestService } from './testing/per-file';
import { createLogger } from './logger';

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const service = setUpTestService({ seed: false, logger: createLogger('debug', memory) });

const WRONG_KEY = 'sk_wrong_7f3a9c2e5b1d4f6a8c0e';

describe('logging', () => {
  it('logs every request with its id and never a key, a key header or a customer contact', async () => {
    const fx = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer('logged');
    const replies: TestResponse[] = [];
    const send = async (method: string, path: string, init: RequestOptions = {}) => {
      const res = await service.request(method, path, init);
      replies.push(res);
      return res;
    };
    const bearer = (key: string): RequestOptions => ({
      key: null,
      headers: { Authorization: `Bearer ${key}` },
    });

    await send('GET', '/health', { key: null });
    expect((await send('GET', '/api/v1/svc/business')).status).toBe(200);
    expect((await send('GET', '/api/v1/svc/business', { key: WRONG_KEY })).status).toBe(401);
    expect((await send('GET', '/api/v1/svc/business', bearer(WRONG_KEY))).status).toBe(401);
    expect((await send('POST', '/api/v1/svc/validate', { key: WRONG_KEY, body: {} })).status).toBe(
      401,
    );

    const held = await send('POST', '/api/v1/svc/validate', {
      ...bearer(TEST_KEYS.live),
      body: { tickets: [experienceItem(fx.regular.vip.id, 1)], customer_info: customer },
    });
    expect(held.status).toBe(201);
    const [reservation] = held.body.data.reservations;
    const released = await send('DELETE', `/api/v1/svc/validate/${reservation.reservation_id}`, {
      ...bearer(TEST_KEYS.live),
      body: { customer_info: customer },
    });
    expect(released.status).toBe(200);

    const again = await send('POST', '/api/v1/svc/validate', {
      key: TEST_KEYS.otherStaging,
      body: { tickets: [experienceItem(fx.regular.vip.id, 1)], customer_info: customer },
    });
    expect(again.status).toBe(201);
    const buy = buyBody({
      experienceId: fx.regular.experienceId,
      reservationIds: [again.body.data.reservations[0].reservation_id],
      tickets: [{ id: fx.regular.vip.id, count: 1 }],
      customer,
    });
    // A 500 provoked safely: this test's own database loses a table the purchase writes to.
    await sql`drop table wallet_entries`.execute(service.deps.database.db);
    const failed = await send('POST', '/api/v1/svc/experience/buy/tickets', {
      key: TEST_KEYS.otherStaging,
      headers: { Authorization: `Bearer ${TEST_KEYS.otherLive}` },
      body: buy,
    });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, status: 500, message: 'Internal server error.' });
    expect(JSON.stringify(failed.body)).not.toMatch(/wallet_entries|\bat \S+:\d+/);

    const secrets = [...Object.values(TEST_KEYS), WRONG_KEY, customer.email, customer.phone_number];
    expect(lines.length).toBeGreaterThan(replies.length);
    for (const line of lines) {
      for (const secret of secrets) expect(line, line).not.toContain(secret);
      expect(line.toLowerCase()).not.toMatch(/x-api-key|authorization|bearer/);
    }

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = parsed.filter((entry) => entry.msg === 'request');
    expect(requestLines).toHaveLength(replies.length);
    requestLines.forEach((entry, i) => {
      expect(entry.request_id).toEqual(expect.any(String));
      expect(entry.request_id).toBe(replies[i]!.headers.get('x-request-id'));
      expect(entry.status).toBe(replies[i]!.status);
    });
    // The 500 is logged as an error with its cause, under the same request id.
    const failedId = failed.headers.get('x-request-id');
    const unhandled = parsed.find((entry) => entry.msg === 'unhandled error');
    expect(unhandled).toMatchObject({ level: 50, request_id: failedId, err: expect.any(Object) });
    expect(requestLines.at(-1)).toMatchObject({ level: 50, status: 500, request_id: failedId });
  });
});
