// Tests of the down state that pages show when a read fails.
import { describe, expect, it } from 'vitest';
import { TicketingError, TicketingUnavailableError } from './errors';
import { readOrDown } from './read-or-down';

describe('readOrDown', () => {
  it('turns an outage or a refused call into the down state and lets other errors through', async () => {
    await expect(readOrDown(Promise.resolve(1))).resolves.toEqual({ ok: true, value: 1 });
    await expect(
      readOrDown(Promise.reject(new TicketingUnavailableError('timeout', 'slow'))),
    ).resolves.toEqual({ ok: false });
    await expect(readOrDown(Promise.reject(new TicketingError(401, 'bad key')))).resolves.toEqual({
      ok: false,
    });
    await expect(readOrDown(Promise.reject(new RangeError('bug')))).rejects.toThrow('bug');
  });
});
