// The hold engine's retries, provoked directly: a transaction lost to a concurrent identical hold
// (unique violation) or to a PostgreSQL deadlock is run again, a few times at most; any other
// failure reaches the caller at once.
import { describe, expect, it } from 'vitest';
import { setUpTestService } from '../../../testing/per-file';
import { TEST_MERCHANT_ID } from '../../../testing/harness';
import type { AuthContext } from '../context';
import { ApiError } from '../errors';
import { createHolds } from './create-holds';
import type { AnyHoldKind, HoldKinds } from './kind';

const service = setUpTestService({ seed: false });
const auth: AuthContext = {
  merchantId: TEST_MERCHANT_ID,
  merchantName: 'Test Merchant',
  environment: 'staging',
  holdTtlSeconds: 60,
};

/** A kind that fails its first `failures` resolves with `error`, then holds one unit of a pool of 5. */
function flakyKinds(failures: number, error: unknown) {
  let calls = 0;
  const kind: AnyHoldKind = {
    kind: 'entertainment',
    itemSchema: undefined as never,
    resolve: async (_tx, item: { resource_id: string }) => {
      calls += 1;
      if (calls <= failures) throw error;
      return {
        resourceId: item.resource_id,
        quantity: 1,
        metadata: {},
        claims: [{ poolKey: `retry:${item.resource_id}`, capacity: 5, quantity: 1 }],
        insufficient: () => new ApiError(409, 'short'),
        expiresAtStyle: 'utc',
      };
    },
  };
  return { kinds: { entertainment: kind } as unknown as HoldKinds, calls: () => calls };
}

const hold = (kinds: HoldKinds, resource: string) =>
  createHolds(service.deps, auth, {
    items: [{ ticket_type: 'entertainment', resource_id: resource, quantity: 1 }],
    owner: { email: 'retry@example.com', phone: null },
    medium: 'Web',
    kinds,
  });

describe('createHolds retries', () => {
  it.each([
    ['a unique violation', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['a deadlock', { code: '40P01' }],
  ])('runs the transaction again after %s, up to four attempts in all', async (_, error) => {
    const flaky = flakyKinds(3, error);
    const [made] = await hold(flaky.kinds, `ok-${String(error.code)}`);
    expect(flaky.calls()).toBe(4);
    expect(made).toMatchObject({ status: 'active', quantity: 1, seconds_remaining: 60 });

    const hopeless = flakyKinds(4, error);
    await expect(hold(hopeless.kinds, `never-${String(error.code)}`)).rejects.toBe(error);
    expect(hopeless.calls()).toBe(4);
  });

  it('passes any other failure on at once', async () => {
    const refused = new ApiError(422, 'no');
    const flaky = flakyKinds(1, refused);
    await expect(hold(flaky.kinds, 'refused')).rejects.toBe(refused);
    expect(flaky.calls()).toBe(1);
  });
});
