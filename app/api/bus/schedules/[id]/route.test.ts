// Tests of the live seat-state route: fresh states, never cached; 404 for what does not exist, 503 when down.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropped, installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import { GET } from './route';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const DETAIL = `GET /api/v1/svc/transport/schedules/${kinds.SCHEDULE_ID}`;
const call = (id: string) =>
  GET(new Request(`http://shop.test/api/bus/schedules/${id}`), { params: Promise.resolve({ id }) });

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GET /api/bus/schedules/[id]', () => {
  it('answers each seat state, uncached', async () => {
    installFakeService({ [DETAIL]: [reply(200, kinds.timedSchedule({ 3: 'sold' }))] });
    const response = await call(String(kinds.SCHEDULE_ID));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      bookable: true,
      seatsAvailable: 12,
      seats: [{ id: 1, state: 'available' }, {}, { id: 3, state: 'sold' }, {}],
    });
    expect(typeof body.fetchedAt).toBe('number');
  });

  it('is 404 for a malformed or unknown schedule and 503 when the service is down', async () => {
    const service = installFakeService({
      'GET /api/v1/svc/transport/schedules/77': [
        reply(404, { success: false, message: 'Schedule not found.' }),
      ],
      [DETAIL]: [dropped()],
    });
    expect((await call('abc')).status).toBe(404);
    expect((await call('-1')).status).toBe(404);
    expect(service.calls).toHaveLength(0);
    expect((await call('77')).status).toBe(404);
    const down = await call(String(kinds.SCHEDULE_ID));
    expect(down.status).toBe(503);
    expect(down.headers.get('Cache-Control')).toBe('no-store');
  });
});
