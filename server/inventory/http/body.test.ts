// Request bodies over real HTTP (the path that reads Node's request directly).
import { request as httpRequestRaw } from 'node:http';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestService,
  httpRequest,
  listen,
  TEST_KEYS,
  type TestService,
} from '../testing/harness';
import { createLogger } from '../logger';

/** What the service logs (at debug: every request's line). */
const logged: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let service: TestService;
let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  service = await createTestService({ seed: false, logger: createLogger('debug', memory) });
  server = await listen(service.app);
});
afterAll(async () => {
  await server.close();
  await service.close();
});

const openPost = (path: string) =>
  httpRequestRaw(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-API-KEY': TEST_KEYS.staging,
      TransactionMedium: 'Web',
    },
  });

/** Sends `chunks` with chunked transfer encoding (no Content-Length). */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = openPost(path);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('request bodies over HTTP', () => {
  it('reads a JSON body', async () => {
    const res = await httpRequest(server.url, 'POST', '/api/v1/svc/validate', {
      body: { tickets: [], customer_info: { email: 'a@example.com' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.tickets).toHaveLength(1);
  });

  it('reads a chunked JSON body', async () => {
    const res = await postChunked('/api/v1/svc/validate', [
      '{"tickets": [],',
      ' "customer_info": {"email": "a@example.com"}}',
    ]);
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body).errors.tickets).toHaveLength(1);
  });

  it('refuses more than 64 KiB with 413, declared or streamed', async () => {
    const big = { pad: 'x'.repeat(70 * 1024) };
    const declared = await httpRequest(server.url, 'POST', '/api/v1/svc/validate', { body: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ success: false, status: 413 });
    const streamed = await postChunked(
      '/api/v1/svc/validate',
      Array.from({ length: 70 }, () => 'x'.repeat(1024)),
    );
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ success: false, status: 413 });
  });

  it('gives up on a body whose client went away before its end (the request ends, logged)', async () => {
    const req = openPost('/api/v1/svc/validate');
    req.on('error', () => {});
    req.write('{"tickets": [');
    await sleep(100);
    const before = logged.length;
    req.destroy();
    await expect
      .poll(() =>
        logged.slice(before).map((line) => JSON.parse(line) as { msg: string; path?: string }),
      )
      .toContainEqual(expect.objectContaining({ msg: 'request', path: '/api/v1/svc/validate' }));
  });
});
