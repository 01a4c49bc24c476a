// Tests of creating and releasing holds on the service.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketingError } from './errors';
import { releaseHold } from './holds';
import { installFakeService, reply } from './test-support/fake-service';
import { RESERVATION_VIP, reservationsGone } from './test-support/recorded-replies';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('./test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const RELEASE = `DELETE /api/v1/svc/validate/${RESERVATION_VIP}`;
const owner = { email: 'ada@example.com', phone: '08031234567' };

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('releaseHold', () => {
  it("sends the owner's details and accepts the spec's reply without `data`", async () => {
    const service = installFakeService({
      [RELEASE]: [
        reply(200, { success: true, status: 200, message: 'Reservation released successfully.' }),
      ],
    });
    await expect(releaseHold(RESERVATION_VIP, owner, 'Web')).resolves.toBeUndefined();
    expect(service.calls[0]?.body).toEqual({
      customer_info: { email: 'ada@example.com', phone_number: '08031234567' },
    });
    expect(service.calls[0]?.headers['transactionmedium']).toBe('Web');
  });

  it('leaves out a phone the service would refuse (a hotel guest’s foreign number): the email owns the hold', async () => {
    const service = installFakeService({
      [RELEASE]: [
        reply(200, { success: true, status: 200, message: 'Reservation released successfully.' }),
      ],
    });
    await releaseHold(RESERVATION_VIP, { ...owner, phone: '6591234567' }, 'Web');
    expect(service.calls[0]?.body).toEqual({ customer_info: { email: 'ada@example.com' } });
  });

  it('reports a hold that is already gone as a 404', async () => {
    installFakeService({ [RELEASE]: [reply(404, reservationsGone)] });
    await expect(releaseHold(RESERVATION_VIP, owner, 'Web')).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<TicketingError>);
  });
});
