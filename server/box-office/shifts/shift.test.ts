// Tests of reading the service's records for reconciliation: found (amount in kobo), missing, or no answer.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { serviceRecords } from './shift';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const SOLD = 'pos-AAAAAAAAAAAAAAAAAAAAAA';
const LOOKUP = 'GET /api/v1/svc/transaction';

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('serviceRecords', () => {
  it('reads each reference once, its amount in kobo, and tells missing from unanswered', async () => {
    const service = installFakeService({
      [LOOKUP]: [
        reply(200, recorded.transaction(SOLD)),
        reply(404, recorded.notFound()),
        reply(503, { success: false, status: 503, message: 'down' }),
      ],
    });
    const references = [SOLD, 'pos-BBBBBBBBBBBBBBBBBBBBBB', 'pos-CCCCCCCCCCCCCCCCCCCCCC'];
    const records = await serviceRecords(references);
    expect(records.get(SOLD)).toEqual({ found: true, status: 'successful', amountKobo: 2_100_000 });
    expect([...records.values()]).toContainEqual({ found: false });
    expect([...records.values()]).toContainEqual({ unreachable: true });
    expect(
      service
        .callsTo(LOOKUP)
        .map((call) => call.url.searchParams.get('merchant_reference'))
        .sort(),
    ).toEqual(references);
  });

  it('asks nothing for no sales', async () => {
    const service = installFakeService({});
    await expect(serviceRecords([])).resolves.toEqual(new Map());
    expect(service.calls).toHaveLength(0);
  });
});
