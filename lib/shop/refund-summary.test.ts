// Tests of the refund lines per kind: the kind's own section of the default policy, and of a merchant's file.
import { describe, expect, it } from 'vitest';
import { defaultPolicy } from './default-policies';
import { parsePolicy } from './policy-markdown';
import { refundLines } from './refund-summary';

const FACTS = {
  name: 'Eko Tickets',
  address: '12 Marina, Lagos',
  supportEmail: 'support@tickets.example',
  supportPhone: '+2348000000000',
  stay: {
    checkinFrom: '14:00',
    checkoutBy: '12:00',
    taxNote: 'VAT included.',
    freeCancellationHours: 48,
  },
  reportingMinutes: 30,
};

describe('refundLines', () => {
  const blocks = parsePolicy(defaultPolicy('refunds', FACTS));

  it('gives each kind the lines of its own section of the default policy', () => {
    expect(refundLines(blocks, 'event')).toContain(
      'Event tickets cannot be cancelled once bought.',
    );
    expect(refundLines(blocks, 'cinema')[0]).toMatch(
      /^Cinema tickets can be cancelled up to 2 hours before/,
    );
    expect(refundLines(blocks, 'bus')[0]).toBe(
      'Cancel up to 24 hours before departure for a refund of the fare.',
    );
    expect(refundLines(blocks, 'hotel').join(' ')).toMatch(/48 hours/);
    expect(refundLines(blocks, 'bus').join(' ')).not.toMatch(/Event tickets/);
  });

  it('falls back to the first section of a file that has none for the kind', () => {
    const own = parsePolicy(
      '# Our promise\nEverything is refundable until the day before.\n\n# Events\n- No refunds.',
    );
    expect(refundLines(own, 'bus')).toEqual(['Everything is refundable until the day before.']);
    expect(refundLines(own, 'event')).toEqual(['No refunds.']);
    expect(refundLines(parsePolicy('Refunds within 7 days.'), 'hotel')).toEqual([
      'Refunds within 7 days.',
    ]);
  });
});
