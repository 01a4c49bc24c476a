// The storefront's log lines: one JSON object per line on stderr, `{"level":"warn","time":"<ISO>","msg":…}` and the
// caller's fields, with no process details, and never a secret, cookie, body or contact detail, even if passed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from './test-support/log-lines';
import { log } from './log';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one line per call to stderr with a level name, an ISO time, the message and the fields', () => {
    const captured = captureLog();
    log.warn({ reason: 'cross-site', status: 403 }, 'request refused');
    log.error({ error: 'Error' }, 'payment sweep failed');

    const [warned, failed] = captured.lines();
    expect(captured.lines()).toHaveLength(2);
    expect(warned).toMatch(/^\{"level":"warn","time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z",/);
    expect(warned).toContain('"msg":"request refused"');
    expect(captured.entries()).toEqual([
      {
        level: 'warn',
        time: expect.any(String),
        msg: 'request refused',
        reason: 'cross-site',
        status: 403,
      },
      { level: 'error', time: expect.any(String), msg: 'payment sweep failed', error: 'Error' },
    ]);
    expect(new Date(String(captured.entries()[1]!.time)).toISOString()).toBe(
      captured.entries()[1]!.time,
    );
    expect(failed).not.toContain('\n');
  });

  it('drops fields that could carry a secret, a cookie, a body or a contact detail', () => {
    const captured = captureLog();
    const careless = {
      path: '/checkout',
      cookie: 'tickets_checkout=sealed',
      headers: { authorization: 'Bearer sk_live_1' },
      body: '{"email":"ada@example.com"}',
      email: 'ada@example.com',
      phone: '08031234567',
      password: 'hunter22',
      secret: 'sk_live_2',
      request: { cookie: 'tickets_staff=sealed', body: 'raw' },
    };
    log.warn(careless, 'careless line');

    const [line] = captured.lines();
    for (const value of ['sealed', 'sk_live', 'ada@', '0803', 'hunter22', 'raw'])
      expect(line).not.toContain(value);
    expect(captured.entries()[0]).toMatchObject({
      msg: 'careless line',
      path: '/checkout',
      request: {},
    });
  });
});
