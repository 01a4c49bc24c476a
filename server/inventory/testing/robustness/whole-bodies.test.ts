// Bodies that are not what a write endpoint takes (malformed JSON, arrays, scalars, no body, the
// wrong content type, over the size limit) and nesting as deep as the size limit allows: each
// answered in the spec's envelope with the status the spec gives, never a 500 or a stack trace.
import { describe, expect, it } from 'vitest';
import { setUpTestService } from '../per-file';
import {
  ALL,
  deep,
  everywhere,
  expectEnvelope,
  INVALID,
  MALFORMED,
  PATHS,
  validBodies,
  withValue,
  type Endpoint,
  type Json,
} from './sweep';

const service = setUpTestService();
const validBody = validBodies(service);

describe('whole bodies that are not what the endpoint takes', () => {
  const cases: [
    string,
    { body?: string; contentType?: string | null },
    Record<Endpoint, number>,
  ][] = [
    ['malformed JSON', { body: '{"tickets": [' }, MALFORMED],
    ['a trailing comma', { body: '{"a": 1,}' }, MALFORMED],
    ['a JSON array', { body: '[]' }, INVALID],
    ['a JSON array of objects', { body: '[{"tickets": []}]' }, INVALID],
    ['a JSON string', { body: '"hello"' }, INVALID],
    ['a JSON number', { body: '42' }, INVALID],
    ['JSON null', { body: 'null' }, INVALID],
    ['JSON true', { body: 'true' }, INVALID],
    ['an empty object', { body: '{}' }, INVALID],
    ['an empty body sent as JSON', { body: '' }, MALFORMED],
    ['JSON sent as text/plain', { body: '{}', contentType: 'text/plain' }, everywhere(415)],
    [
      'text that is not JSON, sent as text/plain',
      { body: 'hello', contentType: 'text/plain' },
      everywhere(415),
    ],
    ['a form', { body: 'a=1', contentType: 'application/x-www-form-urlencoded' }, everywhere(415)],
    ['no body and no Content-Type', { contentType: null }, INVALID],
    ['deeply nested arrays', { body: deep(20_000) }, INVALID],
    [
      'a body over the size limit',
      { body: JSON.stringify({ pad: 'x'.repeat(70_000) }) },
      everywhere(413),
    ],
  ];
  for (const [name, request, statuses] of cases) {
    it.each(ALL)(`${name}: %s answers in the envelope`, async (endpoint) => {
      const { method, path } = PATHS[endpoint]();
      const headers: Record<string, string> = {};
      if (request.contentType !== null)
        headers['Content-Type'] = request.contentType ?? 'application/json';
      const res = await service.request(method, path, { body: request.body, headers });
      expectEnvelope(res, statuses[endpoint], `${endpoint} ${name}`);
    });
  }
});

describe('nesting as deep as the size limit allows', () => {
  // JSON.parse takes any depth; recursive code (JSON.stringify, a validator) may not.
  const nested = (body: Json, path: string, depth: number) =>
    JSON.stringify(withValue(body, path, '@DEEP@')).replace('"@DEEP@"', deep(depth));
  it.each(ALL)('in a field of %s', async (endpoint) => {
    const { method, path } = PATHS[endpoint]();
    const fields: Partial<Record<Endpoint, string>> = {
      hold: 'tickets.0.metadata',
      release: 'customer_info.email',
    };
    const field = fields[endpoint] ?? 'customer_info.name';
    const body = nested(await validBody(endpoint), field, 30_000);
    const res = await service.request(method, path, { body });
    expectEnvelope(res, INVALID[endpoint], `${endpoint} deep ${field}`);
  });
  it('in the free metadata of a hold: 422 past 32 levels, a hold up to them', async () => {
    const holdWith = async (depth: number) => {
      const body = nested(await validBody('hold'), 'tickets.0.metadata', 1);
      const text = body.replace('"metadata":[]', `"metadata":{"deep":${deep(depth)}}`);
      return service.request('POST', '/api/v1/svc/validate', { body: text });
    };
    const tooDeep = await holdWith(30_000);
    expectEnvelope(tooDeep, 422, 'deep metadata');
    expect(Object.keys(tooDeep.body.errors)).toEqual(['tickets.0.metadata']);
    expectEnvelope(await holdWith(32), 422, 'metadata 33 levels deep');
    expect((await holdWith(31)).status).toBe(201);
  });
});
