// Bad input on every write endpoint and a few reads: malformed JSON, bodies that are not objects,
// wrong types, huge, negative and fractional numbers, long strings, unicode and NUL characters, a
// missing body. Each must be answered in the spec's envelope with the status the spec (or
// docs/api-extensions.md) gives: never a 500, never a stack trace. Runs on both engines.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../domain/core/time';
import { SEED_ROOM_IDS } from '../seed/hotels-data';
import { insertFixtures, type Fixtures } from '../testing/fixtures';
import type { TestResponse } from '../testing/harness';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

type Endpoint = 'hold' | 'release' | 'experienceBuy' | 'busBuy' | 'hotelBuy' | 'hotelBook';
type Json = Record<string, unknown>;

const PATHS: Record<Endpoint, () => { method: string; path: string }> = {
  hold: () => ({ method: 'POST', path: '/api/v1/svc/validate' }),
  release: () => ({ method: 'DELETE', path: `/api/v1/svc/validate/${randomUUID()}` }),
  experienceBuy: () => ({ method: 'POST', path: '/api/v1/svc/experience/buy/tickets' }),
  busBuy: () => ({ method: 'POST', path: '/api/v1/svc/bus/buy/tickets' }),
  hotelBuy: () => ({ method: 'POST', path: '/v2/svc/hotels/buy' }),
  hotelBook: () => ({ method: 'POST', path: '/v2/svc/hotels/book' }),
};

let fixtures: Fixtures | undefined;
let customerCount = 0;
/** Well-formed bodies (a fresh customer each) that pass validation and reach the domain. */
async function validBody(endpoint: Endpoint): Promise<Json> {
  fixtures ??= await insertFixtures(service.deps.database.db, service.clock.now());
  const fx = fixtures;
  customerCount += 1;
  const n = String(customerCount).padStart(9, '0');
  const email = `sweep.${n}@example.com`;
  const local = { email, phone_number: `08${n}` };
  const tomorrow = addDays(lagosDate(service.clock.now()), 1);
  switch (endpoint) {
    case 'hold':
      return {
        tickets: [
          { ticket_type: 'entertainment', resource_id: fx.regular.standard.id, quantity: 1 },
        ],
        customer_info: local,
      };
    case 'release':
      return { customer_info: local };
    case 'experienceBuy':
      return {
        reservation_ids: [randomUUID()],
        tickets: [{ id: fx.regular.standard.id, count: 1 }],
        experience_id: fx.regular.experienceId,
        customer_info: { name: 'Ada Obi', ...local },
        merchant_reference: `sweep-${n}`,
      };
    case 'busBuy':
      return {
        reservation_ids: [randomUUID()],
        customer_info: { name: 'Ada Obi', ...local },
        merchant_reference: `sweep-${n}`,
      };
    case 'hotelBuy':
    case 'hotelBook':
      return {
        room_id: SEED_ROOM_IDS.standardVictoriaIsland,
        reservation_ids: [randomUUID()],
        number_of_guests: 1,
        number_of_rooms: 1,
        checkin_date: tomorrow,
        checkout_date: addDays(tomorrow, 2),
        merchant_reference: `sweep-${n}`,
        customer_info: { name: 'Ada Obi', email, phone_number: '+2348031234567' },
      };
  }
}

/** `body` with the value at `path` (dot-separated, numeric parts index arrays) replaced or removed. */
function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}
const REMOVE = Symbol('remove');

/** The reply is the envelope with `status`, its `errors` (if any) arrays of strings, no stack. */
function expectEnvelope(res: TestResponse, status: number, label: string) {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  expect(res.status, `${label}: ${text}`).toBe(status);
  expect(res.body, label).toMatchObject({ success: false, status, message: expect.any(String) });
  expect(res.body.message.length, label).toBeGreaterThan(0);
  if (res.body.errors !== undefined) {
    for (const messages of Object.values(res.body.errors as Record<string, unknown>)) {
      expect(messages, label).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  }
  expect(text, label).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|stack/i);
}

const ALL: Endpoint[] = ['hold', 'release', 'experienceBuy', 'busBuy', 'hotelBuy', 'hotelBook'];
/** The spec's statuses for invalid input: 422 on holds, 400 on buys, the hotel's own table. */
const INVALID: Record<Endpoint, number> = {
  hold: 422,
  release: 422,
  experienceBuy: 400,
  busBuy: 400,
  hotelBuy: 422,
  hotelBook: 422,
};
/** Malformed JSON: 422 on holds and release, 400 on every buy. */
const MALFORMED: Record<Endpoint, number> = { ...INVALID, hotelBuy: 400, hotelBook: 400 };

/** The same status on every endpoint. */
const everywhere = (status: number) =>
  Object.fromEntries(ALL.map((endpoint) => [endpoint, status])) as Record<Endpoint, number>;

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

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

/** [case, endpoint, path in the body, value (REMOVE to drop the field), expected status] */
type FieldCase = [string, Endpoint, string, unknown, number];

const huge = 1e308;
const unsafeInt = 2 ** 53 + 1;
const long = 'x'.repeat(50_000);
const NUL = 'a\u0000b';
const unicode = 'Adé 🎟️ مرحبا 日本語 \u202e';
const loneSurrogate = 'ref \ud800 end';
const arabicDigits = '\u0660\u0668\u0660\u0663\u0661\u0662\u0663\u0664\u0665\u0666\u0667';

/** Values that are not a positive integer, whatever the JSON type. */
const NOT_POSITIVE_INTEGERS: [string, unknown][] = [
  ['as a string', '1'],
  ['as a decimal string', '1.5'],
  ['null', null],
  ['huge', huge],
  ['past 2^53', unsafeInt],
  ['negative', -1],
  ['zero', 0],
  ['fractional', 1.5],
];
/** `lenient`: a string of digits is accepted there (ids, as docs/api-extensions.md says). */
const integerCases = (
  endpoint: Endpoint,
  path: string,
  status: number,
  lenient = false,
): FieldCase[] =>
  NOT_POSITIVE_INTEGERS.filter(([name]) => !lenient || name !== 'as a string').map(
    ([name, value]) => [`${path} ${name}`, endpoint, path, value, status],
  );

const fieldCases: FieldCase[] = [
  ...integerCases('hold', 'tickets.0.quantity', 422),
  ...integerCases('experienceBuy', 'tickets.0.count', 400),
  ...integerCases('hotelBuy', 'room_id', 422, true),
  ...integerCases('hotelBuy', 'number_of_guests', 422),
  ...integerCases('hotelBook', 'number_of_rooms', 422),
  // holds
  ['tickets not an array', 'hold', 'tickets', { 0: {} }, 422],
  ['tickets empty', 'hold', 'tickets', [], 422],
  ['tickets with 11 items', 'hold', 'tickets', Array.from({ length: 11 }, () => ({})), 422],
  ['a ticket that is a string', 'hold', 'tickets.0', 'ticket', 422],
  ['ticket_type unknown', 'hold', 'tickets.0.ticket_type', 'concert', 422],
  ['ticket_type null', 'hold', 'tickets.0.ticket_type', null, 422],
  ['resource_id a number', 'hold', 'tickets.0.resource_id', 12, 422],
  ['resource_id very long', 'hold', 'tickets.0.resource_id', long, 422],
  ['resource_id unicode', 'hold', 'tickets.0.resource_id', unicode, 422],
  ['resource_id with NUL', 'hold', 'tickets.0.resource_id', NUL, 422],
  ['metadata a string', 'hold', 'tickets.0.metadata', 'vip', 422],
  [
    'bus resource_id huge',
    'hold',
    'tickets.0',
    { ticket_type: 'bus', resource_id: huge, quantity: 1, metadata: {} },
    422,
  ],
  [
    'bus resource_id fractional',
    'hold',
    'tickets.0',
    { ticket_type: 'bus', resource_id: 1.5, quantity: 1, metadata: {} },
    422,
  ],
  [
    'bus seat_ids of strings',
    'hold',
    'tickets.0',
    {
      ticket_type: 'bus',
      resource_id: 1,
      quantity: 1,
      metadata: {
        schedule_type: 'timed',
        schedule_timestamp: '2030-01-01 07:30',
        seat_ids: ['1A'],
      },
    },
    422,
  ],
  [
    'hotel resource_id negative',
    'hold',
    'tickets.0',
    { ticket_type: 'hotel', resource_id: -4, quantity: 1, metadata: {} },
    422,
  ],
  ['customer_info null', 'hold', 'customer_info', null, 422],
  ['customer_info an array', 'hold', 'customer_info', ['a@example.com'], 422],
  ['customer_info missing', 'hold', 'customer_info', REMOVE, 422],
  ['email a number', 'hold', 'customer_info.email', 42, 422],
  ['email very long', 'hold', 'customer_info.email', `${long}@example.com`, 422],
  ['email with NUL', 'hold', 'customer_info.email', `a\u0000b@example.com`, 422],
  ['phone as a number', 'hold', 'customer_info.phone_number', 8031234567, 422],
  ['phone in Arabic-Indic digits', 'hold', 'customer_info.phone_number', arabicDigits, 422],
  ['phone with NUL', 'hold', 'customer_info.phone_number', `0803\u00001234567`, 422],
  // Valid after all: unknown fields are ignored, free metadata may hold any text.
  ['an unknown top-level field', 'hold', 'extra', { nested: [1, 2, 3] }, 201],
  [
    'metadata with unicode and NUL',
    'hold',
    'tickets.0.metadata',
    { note: `${unicode} ${NUL}` },
    201,
  ],
  [
    'metadata nested too deep',
    'hold',
    'tickets.0.metadata',
    { deep: JSON.parse(deep(2_000)) },
    422,
  ],

  // release
  ['customer_info null', 'release', 'customer_info', null, 422],
  ['customer_info empty', 'release', 'customer_info', {}, 422],
  ['email a number', 'release', 'customer_info.email', 42, 422],
  ['phone too short', 'release', 'customer_info.phone_number', '0803', 422],
  ['phone as a number', 'release', 'customer_info.phone_number', 8031234567, 422],
  ['email with unicode', 'release', 'customer_info.email', `${unicode}@example.com`, 422],
  ['an unknown hold, unicode elsewhere', 'release', 'extra', unicode, 404],

  // experience buy
  ['reservation_ids a string', 'experienceBuy', 'reservation_ids', randomUUID(), 400],
  ['reservation_ids of nulls', 'experienceBuy', 'reservation_ids', [null], 400],
  ['reservation_ids empty', 'experienceBuy', 'reservation_ids', [], 400],
  [
    'reservation_ids of 51',
    'experienceBuy',
    'reservation_ids',
    Array.from({ length: 51 }, () => randomUUID()),
    400,
  ],
  ['experience_id a number', 'experienceBuy', 'experience_id', 7, 400],
  ['experience_id unicode', 'experienceBuy', 'experience_id', unicode, 400],
  ['experience_id unknown', 'experienceBuy', 'experience_id', randomUUID(), 400],
  ['ticket id with NUL', 'experienceBuy', 'tickets.0.id', NUL, 400],
  ['name missing', 'experienceBuy', 'customer_info.name', REMOVE, 400],
  ['name very long', 'experienceBuy', 'customer_info.name', long, 400],
  ['name a number', 'experienceBuy', 'customer_info.name', 5, 400],
  ['dob not a date', 'experienceBuy', 'customer_info.dob', '1990-02-30', 400],
  ['dob a number', 'experienceBuy', 'customer_info.dob', 19900101, 400],
  ['username very long', 'experienceBuy', 'customer_info.username', long, 400],
  ['merchant_reference a number', 'experienceBuy', 'merchant_reference', 12345, 400],
  ['merchant_reference very long', 'experienceBuy', 'merchant_reference', long, 400],
  ['merchant_reference empty', 'experienceBuy', 'merchant_reference', '', 400],
  ['merchant_reference with NUL', 'experienceBuy', 'merchant_reference', NUL, 400],
  ['time_id huge', 'experienceBuy', 'time_id', huge, 400],
  // Valid after all: the unknown reservation is the answer.
  ['a unicode name and reference', 'experienceBuy', 'customer_info.name', unicode, 404],
  ['a unicode reference', 'experienceBuy', 'merchant_reference', `ref ${unicode}`, 404],
  ['a null merchant_reference', 'experienceBuy', 'merchant_reference', null, 404],
  ['a reference with a lone surrogate', 'experienceBuy', 'merchant_reference', loneSurrogate, 404],
  ['a name with NUL', 'experienceBuy', 'customer_info.name', NUL, 404],

  // bus buy
  ['reservation_ids an object', 'busBuy', 'reservation_ids', { 0: randomUUID() }, 400],
  ['reservation_ids of numbers', 'busBuy', 'reservation_ids', [1, 2], 400],
  ['customer_info missing', 'busBuy', 'customer_info', REMOVE, 400],
  ['phone as a number', 'busBuy', 'customer_info.phone_number', 8031234567, 400],
  ['merchant_reference with NUL', 'busBuy', 'merchant_reference', NUL, 400],
  ['merchant_reference very long', 'busBuy', 'merchant_reference', long, 400],
  ['a unicode reference', 'busBuy', 'merchant_reference', unicode, 404],

  // hotel buy (and its alias): 400 for the contact alone, 422 for the rest
  ['room_id as digits', 'hotelBuy', 'room_id', String(SEED_ROOM_IDS.standardVictoriaIsland), 404],
  ['room_id unicode', 'hotelBuy', 'room_id', unicode, 422],
  ['room_id unknown', 'hotelBuy', 'room_id', 999_999, 422],
  ['checkin_date a number', 'hotelBuy', 'checkin_date', 20301121, 422],
  ['checkin_date unicode', 'hotelBuy', 'checkin_date', '２０３０-１１-２１', 422],
  ['checkin_date in the past', 'hotelBuy', 'checkin_date', '2000-01-01', 422],
  ['checkout_date before check-in', 'hotelBuy', 'checkout_date', '2000-01-02', 422],
  ['merchant_reference with NUL', 'hotelBuy', 'merchant_reference', NUL, 422],
  ['merchant_reference very long', 'hotelBuy', 'merchant_reference', long, 422],
  ['customer_info missing', 'hotelBuy', 'customer_info', REMOVE, 400],
  ['customer_info a string', 'hotelBuy', 'customer_info', 'Ada', 400],
  ['email missing', 'hotelBuy', 'customer_info.email', REMOVE, 400],
  ['email very long', 'hotelBuy', 'customer_info.email', `${long}@example.com`, 400],
  ['phone local, not international', 'hotelBuy', 'customer_info.phone_number', '08031234567', 400],
  ['phone a number', 'hotelBuy', 'customer_info.phone_number', 2348031234567, 400],
  ['phone with NUL', 'hotelBuy', 'customer_info.phone_number', `+234803\u00001234567`, 400],
  ['phone very long', 'hotelBuy', 'customer_info.phone_number', `+${'1'.repeat(10_000)}`, 400],
  ['name very long', 'hotelBuy', 'customer_info.name', long, 422],
  ['a unicode name', 'hotelBook', 'customer_info.name', unicode, 404],
  ['merchant_reference with NUL', 'hotelBook', 'merchant_reference', NUL, 422],
  [
    'phone in Arabic-Indic digits',
    'hotelBook',
    'customer_info.phone_number',
    `+${arabicDigits}`,
    400,
  ],
];

describe('fields of the wrong type, size or content', () => {
  it.each(fieldCases)('%s (%s)', async (name, endpoint, path, value, status) => {
    const { method, path: url } = PATHS[endpoint]();
    const body = withValue(await validBody(endpoint), path, value);
    const res = await service.request(method, url, { body });
    if (status < 400) {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(true);
    } else {
      expectEnvelope(res, status, `${endpoint} ${name}`);
    }
  });
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

describe('reads with bad query and path values', () => {
  const q = encodeURIComponent;
  const reads: [string, string, number][] = [
    ['experience list, search with NUL', `/api/v1/svc/experience?search=${q(NUL)}`, 422],
    [
      'experience list, search with a lone surrogate',
      `/api/v1/svc/experience?search=${q('\u00e9')}%ED%A0%80`,
      200,
    ],
    ['experience list, bad percent-encoding', '/api/v1/svc/experience?search=%E0%A4%A', 200],
    ['experience list, search unicode', `/api/v1/svc/experience?search=${q(unicode)}`, 200],
    ['experience list, search too long', `/api/v1/svc/experience?search=${'x'.repeat(5_000)}`, 422],
    ['experience list, page huge', '/api/v1/svc/experience?page=1e400', 422],
    ['experience list, page fractional', '/api/v1/svc/experience?page=1.5', 422],
    ['experience list, page negative', '/api/v1/svc/experience?page=-1', 422],
    [
      'experience list, business_id unicode',
      `/api/v1/svc/experience?business_id=${q(unicode)}`,
      422,
    ],
    ['experience list, category_id with NUL', `/api/v1/svc/experience?category_id=${q(NUL)}`, 422],
    ['experience tickets, id unicode', `/api/v1/svc/experience/tickets/${q(unicode)}`, 422],
    [
      'experience tickets, location huge',
      `/api/v1/svc/experience/tickets/${randomUUID()}?cinema_location_id=99999999999999999999`,
      422,
    ],
    ['business list, type unicode', `/api/v1/svc/business?business_type=${q(unicode)}`, 422],
    [
      'transaction by merchant_reference with NUL',
      `/api/v1/svc/transaction?merchant_reference=${q(NUL)}`,
      422,
    ],
    [
      'transaction by merchant_reference unicode',
      `/api/v1/svc/transaction?merchant_reference=${q(unicode)}`,
      404,
    ],
    ['transaction by reference with NUL', `/v2/svc/transactions/${q(NUL)}`, 404],
    ['transaction by reference unicode', `/v2/svc/transactions/${q(unicode)}`, 404],
    ['transport routes, origin with NUL', `/api/v1/svc/transport/routes?origin=${q(NUL)}`, 422],
    [
      'bus schedules, route huge',
      '/api/v1/svc/transport/routes/1e400/schedules?date=2030-01-01',
      422,
    ],
    ['transport schedule, id fractional', '/api/v1/svc/transport/schedules/1.5', 422],
    ['hotels, city with NUL', `/v2/svc/hotels?city=${q(NUL)}`, 422],
    ['hotels, city unicode', `/v2/svc/hotels?city=${q(unicode)}`, 200],
    ['rooms, dates unicode', `/v2/svc/hotels/1/rooms?checkin_date=${q('２０３０-０１-０１')}`, 422],
  ];
  it.each(reads)('%s', async (_name, path, status) => {
    const res = await service.request('GET', path);
    if (status < 400) expect(res.status, JSON.stringify(res.body)).toBe(status);
    else expectEnvelope(res, status, path);
  });
});

describe('text the database must keep intact', () => {
  it('buys with a name of any unicode, NUL included, and shows it back unchanged', async () => {
    const fx = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = { email: 'unicode.buyer@example.com', phone_number: '08012345678' };
    const held = await service.request('POST', '/api/v1/svc/validate', {
      body: {
        tickets: [{ ticket_type: 'entertainment', resource_id: fx.regular.free.id, quantity: 1 }],
        customer_info: customer,
      },
    });
    expect(held.status).toBe(201);
    const name = `${unicode} ${NUL} ${loneSurrogate}`;
    const reference = `unicode ${unicode}`;
    const bought = await service.request('POST', '/api/v1/svc/experience/buy/tickets', {
      body: {
        reservation_ids: [held.body.data.reservations[0].reservation_id],
        tickets: [{ id: fx.regular.free.id, count: 1 }],
        experience_id: fx.regular.experienceId,
        customer_info: { ...customer, name, username: NUL },
        merchant_reference: reference,
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const record = await service.request(
      'GET',
      `/api/v1/svc/transaction?merchant_reference=${encodeURIComponent(reference)}`,
    );
    expect(record.status).toBe(200);
    // The customer is kept as JSON text, whose escapes carry NUL and a lone surrogate as well.
    expect(record.body.data.customer).toMatchObject({ name, username: NUL });
  });
});
