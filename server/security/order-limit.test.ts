// Tests of the cap on tickets in one order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkTicketsPerOrder } from './order-limit';

afterEach(() => vi.restoreAllMocks());

describe('checkTicketsPerOrder', () => {
  it('allows up to the cap across all ticket types of the order', () => {
    expect(checkTicketsPerOrder([4, 6], { max: 10 })).toEqual({ ok: true });
    expect(checkTicketsPerOrder([], { max: 10 })).toEqual({ ok: true });
  });

  it('refuses more, with the message and one log line of numbers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkTicketsPerOrder([10, 10], { max: 10, address: '203.0.113.7' })).toEqual({
      ok: false,
      max: 10,
      message: 'One order can hold at most 10 tickets. Choose fewer and try again.',
    });
    expect(checkTicketsPerOrder([2], { max: 1 })).toMatchObject({ message: 'One order can hold at most 1 ticket. Choose fewer and try again.' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ msg: 'order over ticket limit', requested: 20, max: 10, address: '203.0.113.7' });
  });
});
