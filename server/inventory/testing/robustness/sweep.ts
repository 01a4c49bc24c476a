// The robustness sweep's vocabulary: the write endpoints, a valid body for each (reaching the
// domain), a body with one value replaced, the statuses the spec gives bad input, hostile sample
// values, and the check that a reply is the envelope with no stack trace in it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_ROOM_IDS } from '../../seed/hotels-data';
import { insertFixtures, type Fixtures } from '../fixtures';
import type { TestResponse, TestService } from '../harness';

export type Endpoint = 'hold' | 'release' | 'experienceBuy' | 'busBuy' | 'hotelBuy' | 'hotelBook';
export type Json = Record<string, unknown>;

export const PATHS: Record<Endpoint, () => { method: string; path: string }> = {
  hold: () => ({ method: 'POST', path: '/api/v1/svc/validate' }),
  release: () => ({ method: 'DELETE', path: `/api/v1/svc/validate/${randomUUID()}` }),
  experienceBuy: () => ({ method: 'POST', path: '/api/v1/svc/experience/buy/tickets' }),
  busBuy: () => ({ method: 'POST', path: '/api/v1/svc/bus/buy/tickets' }),
  hotelBuy: () => ({ method: 'POST', path: '/v2/svc/hotels/buy' }),
  hotelBook: () => ({ method: 'POST', path: '/v2/svc/hotels/book' }),
};

/** Well-formed bodies for `service`'s endpoints (a fresh customer each). */
export function validBodies(service: TestService) {
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
  return validBody;
}

/** `body` with the value at `path` (dot-separated, numeric parts index arrays) replaced or removed. */
export function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}
export const REMOVE = Symbol('remove');

/** The reply is the envelope with `status`, its `errors` (if any) arrays of strings, no stack. */
export function expectEnvelope(res: TestResponse, status: number, label: string) {
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

export const ALL: Endpoint[] = [
  'hold',
  'release',
  'experienceBuy',
  'busBuy',
  'hotelBuy',
  'hotelBook',
];
/** The spec's statuses for invalid input: 422 on holds, 400 on buys, the hotel's own table. */
export const INVALID: Record<Endpoint, number> = {
  hold: 422,
  release: 422,
  experienceBuy: 400,
  busBuy: 400,
  hotelBuy: 422,
  hotelBook: 422,
};
/** Malformed JSON: 422 on holds and release, 400 on every buy. */
export const MALFORMED: Record<Endpoint, number> = { ...INVALID, hotelBuy: 400, hotelBook: 400 };

/** The same status on every endpoint. */
export const everywhere = (status: number) =>
  Object.fromEntries(ALL.map((endpoint) => [endpoint, status])) as Record<Endpoint, number>;

export const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const huge = 1e308;
export const unsafeInt = 2 ** 53 + 1;
export const long = 'x'.repeat(50_000);
export const NUL = 'a\u0000b';
export const unicode = 'Adé 🎟️ مرحبا 日本語 \u202e';
export const loneSurrogate = 'ref \ud800 end';
export const arabicDigits = '\u0660\u0668\u0660\u0663\u0661\u0662\u0663\u0664\u0665\u0666\u0667';

/** [case, endpoint, path in the body, value (REMOVE to drop the field), expected status] */
export type FieldCase = [string, Endpoint, string, unknown, number];

/** Values that are not a positive integer, whatever the JSON type. */
export const NOT_POSITIVE_INTEGERS: [string, unknown][] = [
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
export const integerCases = (
  endpoint: Endpoint,
  path: string,
  status: number,
  lenient = false,
): FieldCase[] =>
  NOT_POSITIVE_INTEGERS.filter(([name]) => !lenient || name !== 'as a string').map(
    ([name, value]) => [`${path} ${name}`, endpoint, path, value, status],
  );

/** Sends `endpoint`'s valid body with one value replaced and checks the status (2xx: success). */
export async function expectFieldCase(
  service: TestService,
  validBody: (endpoint: Endpoint) => Promise<Json>,
  [name, endpoint, path, value, status]: FieldCase,
) {
  const { method, path: url } = PATHS[endpoint]();
  const body = withValue(await validBody(endpoint), path, value);
  const res = await service.request(method, url, { body });
  if (status < 400) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.success).toBe(true);
  } else {
    expectEnvelope(res, status, `${endpoint} ${name}`);
  }
}
