// Transaction records read back: a damaged stored record still shows as a record (empty parts, never
// a crash), and a reference holding NUL is not found without asking the database.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../../db/schema';
import {
  findTransaction,
  purchaseSummary,
  randomCode,
  transactionView,
  type TransactionRow,
} from './transactions';

const row = (overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  id: 'id-1',
  invoice_id: 7,
  reference: 'TXN-1',
  merchant_id: 'merchant',
  environment: 'staging',
  merchant_reference: null,
  kind: 'entertainment',
  status: 'successful',
  amount_kobo: 1_050_000,
  ticket_price_kobo: 1_000_000,
  convenience_fee_kobo: 50_000,
  commission_kobo: 0,
  medium: 'Web',
  customer: JSON.stringify({ name: 'Ada', email: 'ada@example.com', phone_number: null }),
  details: JSON.stringify({ experience: { title: 'Show' } }),
  items: JSON.stringify([
    { code: 'TKT-1', type: 'ticket', title: 'VIP', price_kobo: 1_000_000, reservation_id: 'h1' },
  ]),
  reservation_ids: JSON.stringify(['h1']),
  created_at: Date.parse('2030-01-02T03:04:05Z'),
  ...overrides,
});

describe('transactionView', () => {
  it('shows a stored record with prices in Naira and the details at the top level', () => {
    expect(transactionView(row())).toEqual({
      reference: 'TXN-1',
      merchant_reference: null,
      invoice_id: 7,
      status: 'successful',
      kind: 'entertainment',
      environment: 'staging',
      medium: 'Web',
      currency: 'NGN',
      amount: 10_500,
      breakdown: { ticket_price: 10_000, convenience_fee: 500, merchant_commission: 0 },
      customer: {
        dob: null,
        username: null,
        name: 'Ada',
        email: 'ada@example.com',
        phone_number: null,
      },
      experience: { title: 'Show' },
      items: [{ code: 'TKT-1', type: 'ticket', title: 'VIP', price: 10_000, reservation_id: 'h1' }],
      reservation_ids: ['h1'],
      created_at: '2030-01-02T03:04:05.000Z',
    });
  });

  it('shows a record whose stored parts are unreadable with empty parts instead of failing', () => {
    const view = transactionView(
      row({ customer: '{', details: 'nope', items: '[', reservation_ids: '' }),
    );
    expect(view.customer).toEqual({
      dob: null,
      username: null,
      name: null,
      email: null,
      phone_number: null,
    });
    expect(view.items).toEqual([]);
    expect(view.reservation_ids).toEqual([]);
    expect(Object.keys(view)).not.toContain('experience');
    expect(purchaseSummary(row({ customer: '{' }))).toMatchObject({
      name: null,
      email: null,
      phone_number: null,
    });
  });
});

describe('findTransaction', () => {
  it('finds no reference holding NUL, without a query (PostgreSQL cannot compare one)', async () => {
    const noDatabase = new Proxy({} as Kysely<DB>, {
      get: () => {
        throw new Error('queried the database');
      },
    });
    const auth = { merchantId: 'merchant', environment: 'staging' as const };
    await expect(
      findTransaction(noDatabase, auth, { reference: 'TXN-\0' }),
    ).resolves.toBeUndefined();
    await expect(
      findTransaction(noDatabase, auth, { merchantReference: 'ref\0' }),
    ).resolves.toBeUndefined();
  });
});

describe('randomCode', () => {
  it('is the prefix and twelve unambiguous characters by default', () => {
    for (let i = 0; i < 50; i += 1)
      expect(randomCode('TKT')).toMatch(/^TKT-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(randomCode('SEAT', 4)).toMatch(/^SEAT-[0-9A-HJKMNP-TV-Z]{4}$/);
  });
});
