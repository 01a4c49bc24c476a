// Every status the shared middleware answers is in the API document, for the operation that
// answered it. Each route is sent what every route may meet: no key (401), a write without
// TransactionMedium (400), a body over the limit (413), a body that is not JSON (415), and any
// request while the database is away (503). A status the document lacks fails, whichever it is.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { BODY_LIMIT_BYTES } from '../../http/body';
import { databaseAway } from '../../testing/database-away';
import {
  buildRequest,
  readResponse,
  type RequestOptions,
  type TestResponse,
} from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService({ seed: false });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked as plain JSON
type Json = any;

interface Operation {
  method: string;
  /** as the document writes it: `/api/v1/svc/validate/{reservation_id}` */
  path: string;
  /** the path with a well-formed value in each parameter */
  url: string;
}

const SAMPLE_ID = '7f1c2e5a-3b4d-4e6f-8a9b-0c1d2e3f4a5b';
const SAMPLES: Record<string, string> = { kind: 'experience', file: `${SAMPLE_ID}.svg` };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (op: Operation) => /^\/(api|v2)\//.test(op.path);
const isWrite = (op: Operation) => WRITES.has(op.method);

/** The operations the app serves under /api, /v2 and /media. */
function operations(): Operation[] {
  const seen = new Map<string, Operation>();
  for (const route of service.app.routes) {
    if (route.method === 'ALL' || !/^\/(api|v2|media)\//.test(route.path)) continue;
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const url = route.path.replace(
      /:([A-Za-z_]+)/g,
      (_match, name: string) => SAMPLES[name] ?? SAMPLE_ID,
    );
    seen.set(`${route.method} ${path}`, { method: route.method, path, url });
  }
  return [...seen.values()];
}

interface Case {
  name: string;
  status: number;
  appliesTo(op: Operation): boolean;
  send(op: Operation): Promise<TestResponse>;
}

const onApp = (op: Operation, init: RequestOptions) => service.request(op.method, op.url, init);
const CASES: Case[] = [
  { name: 'no API key', status: 401, appliesTo: isApi, send: (op) => onApp(op, { key: null }) },
  {
    name: 'a write without TransactionMedium',
    status: 400,
    appliesTo: (op) => isApi(op) && isWrite(op),
    send: (op) => onApp(op, { medium: null, body: {} }),
  },
  {
    name: 'a body over the limit',
    status: 413,
    appliesTo: isWrite,
    send: (op) => onApp(op, { body: { pad: 'x'.repeat(BODY_LIMIT_BYTES) } }),
  },
  {
    name: 'a body that is not JSON',
    status: 415,
    appliesTo: isWrite,
    send: (op) => onApp(op, { body: 'hello', headers: { 'Content-Type': 'text/plain' } }),
  },
  {
    name: 'the database away',
    status: 503,
    appliesTo: () => true,
    send: async (op) => {
      const app = createApp({ ...service.deps, database: databaseAway() });
      const body = isWrite(op) ? {} : undefined;
      return readResponse(
        await app.request(buildRequest('http://inventory.test', op.method, op.url, { body })),
      );
    },
  },
];

describe('statuses the shared middleware answers, in the API document', () => {
  it('covers the routes of every area, reads and writes', () => {
    const ops = operations();
    expect(ops.filter(isWrite).length).toBeGreaterThanOrEqual(6);
    expect(ops.some((op) => op.path.startsWith('/media/'))).toBe(true);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: answered, in the envelope, and documented',
    async (_name, c) => {
      const doc: Json = (await service.request('GET', '/openapi.json', { key: null })).body;
      const problems: string[] = [];
      for (const op of operations().filter((o) => c.appliesTo(o))) {
        const res = await c.send(op);
        const where = `${op.method} ${op.path}`;
        if (res.status !== c.status)
          problems.push(`${where} answered ${res.status}, not ${c.status}`);
        if (res.body?.success !== false || res.body?.status !== res.status)
          problems.push(`${where} answered outside the envelope`);
        if (!doc.paths[op.path]?.[op.method.toLowerCase()]?.responses?.[String(res.status)])
          problems.push(`${where} answered ${res.status}, which the document lacks`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('documents the Retry-After of a 503', async () => {
    const doc: Json = (await service.request('GET', '/openapi.json', { key: null })).body;
    const unavailable = doc.paths['/api/v1/svc/validate'].post.responses['503'];
    expect(unavailable.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
  });
});
