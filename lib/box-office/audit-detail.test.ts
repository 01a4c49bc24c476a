// Tests of an audit entry's details as the log shows them: amounts in naira, never raw kobo.
import { describe, expect, it } from 'vitest';
import { describeAuditDetail } from './audit-detail';

describe('describeAuditDetail', () => {
  it('shows amounts recorded in kobo as naira, named without the unit', () => {
    expect(describeAuditDetail({ kind: 'event', tender: 'cash', amountKobo: 2_100_000 })).toBe(
      'kind: event, tender: cash, amount: ₦21,000.00',
    );
  });

  it('shows a negative difference and other kobo fields in naira too', () => {
    expect(describeAuditDetail({ expectedKobo: 150_050, differenceKobo: -5_000 })).toBe(
      'expected: ₦1,500.50, difference: -₦50.00',
    );
  });

  it('leaves other numbers, text and nothing alone', () => {
    expect(describeAuditDetail({ copy: 2, note: null })).toBe('copy: 2, note: null');
    expect(describeAuditDetail(null)).toBe('');
  });
});
