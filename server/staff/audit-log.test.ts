// Tests of the audit log: entries in the order written, filters, names of the staff, and details kept as they were.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { insertAudit, listAudit } from './audit-log';
import { insertStaff } from './staff-accounts';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(() => db.destroy());

const T0 = Date.parse('2026-11-23T08:00:00Z');

describe('audit log', () => {
  it('lists the newest first, entries of one millisecond in the order written', async () => {
    for (const action of ['sign-in-refused', 'locked-out', 'sign-in-refused'])
      await insertAudit(db, { staffId: null, action, subject: 'ana@example.com' }, T0);
    await insertAudit(db, { staffId: null, action: 'sign-in' }, T0 + 1);
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual([
      'sign-in',
      'sign-in-refused',
      'locked-out',
      'sign-in-refused',
    ]);
  });

  it('filters by staff member, action and time, and names the staff member', async () => {
    const ana = await insertStaff(
      db,
      { email: 'ana@example.com', name: 'Ana Bello', role: 'seller', passwordHash: 'x' },
      T0,
    );
    await insertAudit(db, { staffId: ana.id, action: 'sign-in', address: '203.0.113.7' }, T0);
    await insertAudit(
      db,
      {
        staffId: ana.id,
        action: 'sale',
        subject: 'BOX-123',
        detail: { amount: 5000, tender: 'cash', settled: true, note: null },
      },
      T0 + 10,
    );
    await insertAudit(
      db,
      { staffId: null, action: 'sign-in-refused', subject: 'nobody@example.com' },
      T0 + 20,
    );

    const sales = await listAudit(db, { staffId: ana.id, action: 'sale' });
    expect(sales).toEqual([
      {
        id: expect.any(String),
        at: T0 + 10,
        staffId: ana.id,
        staffName: 'Ana Bello',
        staffEmail: 'ana@example.com',
        action: 'sale',
        subject: 'BOX-123',
        detail: { amount: 5000, tender: 'cash', settled: true, note: null },
        address: null,
      },
    ]);
    expect((await listAudit(db, { staffId: ana.id })).map((entry) => entry.action)).toEqual([
      'sale',
      'sign-in',
    ]);
    expect((await listAudit(db, { since: T0 + 10 })).map((entry) => entry.action)).toEqual([
      'sign-in-refused',
      'sale',
    ]);
    expect((await listAudit(db, { limit: 1 })).map((entry) => entry.staffName)).toEqual([null]);
  });

  it('cuts what a client typed to the column sizes', async () => {
    await insertAudit(
      db,
      {
        staffId: null,
        action: 'sign-in-refused',
        subject: 'a'.repeat(1000),
        address: '1'.repeat(100),
      },
      T0,
    );
    const [entry] = await listAudit(db);
    expect(entry?.subject).toHaveLength(255);
    expect(entry?.address).toHaveLength(64);
  });
});
