// Reads with bad query and path values (NUL, unicode, bad percent-encoding, huge or fractional
// numbers): answered in the envelope with a 4xx, or read as text that matches nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestService } from '../per-file';
import { expectEnvelope, NUL, unicode } from './sweep';

const service = setUpTestService();

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
