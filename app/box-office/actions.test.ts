// Tests of the sale actions in-process: a sale's audit entries are written once, by the call that settled,
// failed or voided it, however often the tender, retry or void is posted again and by whom.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAudit, listAudit } from '@/server/staff/audit-log';
import { holdSale, type SaleDeps } from '@/server/box-office/sale/sale-flow';
import { findSale } from '@/server/box-office/sale/sales';
import { findStaffById, insertStaff } from '@/server/staff/staff-accounts';
import { startStaffSession, type StaffMember } from '@/server/staff/staff-session';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { completePurchase, lookUp } from '@/server/ticketing/flows/purchase';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import {
  installFakeService,
  reply,
  type FakeReply,
} from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { refundAndVoid, retryBuy, tender } from './actions';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: async () => state.db,
}));
vi.mock('@/server/box-office/sale/selling', () => ({ saleDeps: async () => deps() }));
vi.mock('@/server/staff/audit', () => ({
  recordAudit: (entry: Parameters<typeof insertAudit>[1]) => insertAudit(state.db, entry),
}));

const NOW = Date.now();
// Signed in for real (the staff cookie and accounts in the test database), as the actions' policy requires.
let ada: StaffMember;
let bola: StaffMember;
let chief: StaffMember;

const state: { db: StoreDatabase } = { db: undefined as unknown as StoreDatabase };

async function account(
  email: string,
  name: string,
  role: StaffMember['role'],
): Promise<StaffMember> {
  const { id } = await insertStaff(state.db, { email, name, role, passwordHash: 'x' }, NOW - 1000);
  return { id, email, name, role };
}
let references = 0;

function deps(): SaleDeps {
  return {
    db: state.db,
    reserve: async (request) => {
      references += 1;
      const merchantReference = `pos-${String(references).padStart(22, 'B')}`;
      return {
        ok: true,
        checkout: eventCheckout({
          channel: 'pos',
          contact: request.contact,
          merchantReference,
          expiresAt: new Date(NOW + 180_000).toISOString(),
        }),
      };
    },
    purchase: (checkout) => completePurchase(checkout),
    release: async () => {},
    lookup: lookUp,
    boxOfficeContact: {
      name: 'Box Office',
      email: 'box-office@tickets.example',
      phone: '08000000000',
    },
    audit: (entry) => insertAudit(state.db, entry),
    recordTickets: async () => {},
    confirm: async () => {},
    now: Date.now,
  };
}

const found = (reference: string) => reply(200, recorded.transaction(reference));
const missing = reply(404, recorded.notFound('Transaction not found'));
const down = reply(503, { success: false, status: 503, message: 'Service unavailable' });
const service = (buy: FakeReply[], lookups: FakeReply[]) =>
  installFakeService({ [ROUTES.buy]: buy, [ROUTES.lookup]: lookups });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const cash = (reference: string) => form({ reference, tender: 'cash', cashReceived: '21000' });

/** Runs an action as `staff`; its redirect (or returned state) is not what these tests look at. */
async function as(staff: StaffMember, action: () => Promise<unknown>): Promise<void> {
  await startStaffSession((await findStaffById(state.db, staff.id))!);
  await action().catch((error: unknown) => {
    if (!(error instanceof Error && error.message.startsWith('redirect to '))) throw error;
  });
}

async function heldBy(staff: StaffMember): Promise<string> {
  const held = await holdSale(deps(), staff, {
    selection: { kind: 'event', eventId: recorded.EVENT_ID },
    lines: [{ id: recorded.VIP_ID, quantity: 2 }],
    customer: null,
  });
  if (!held.ok) throw new Error(held.message);
  return held.sale.reference;
}

const audited = async (action: string) =>
  (await listAudit(state.db, { action })).map((entry) => ({
    staffId: entry.staffId,
    subject: entry.subject,
  }));

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  state.db = await testStoreDatabase();
  ada = await account('ada@box.example', 'Ada', 'seller');
  bola = await account('bola@box.example', 'Bola', 'seller');
  chief = await account('chief@box.example', 'Chief', 'supervisor');
  clearCookies();
  startRequest();
  await startStaffSession((await findStaffById(state.db, ada.id))!);
});

describe('the sale audit', () => {
  it('writes one sale entry, by its seller, when the tender is posted again and the buy retried by anyone', async () => {
    const reference = await heldBy(ada);
    service([reply(201, recorded.purchase(reference))], [missing, found(reference)]);
    expect(await redirectOf(tender(null, cash(reference)))).toBe(
      `/box-office/sales/${reference}/receipt`,
    );
    for (const staff of [ada, chief, ada]) {
      await as(staff, () => tender(null, cash(reference)));
      await as(staff, () => retryBuy(null, form({ reference })));
    }
    await as(bola, () => tender(null, cash(reference)));
    await as(chief, () =>
      tender(null, form({ reference, tender: 'card', tenderReference: 'TRM-9999' })),
    );
    expect(await audited('sale')).toEqual([{ staffId: ada.id, subject: reference }]);
    // Nobody's later tender changes what the sale recorded.
    expect(await findSale(state.db, reference)).toMatchObject({
      status: 'settled',
      staff_id: ada.id,
      tender: 'cash',
      cash_received_kobo: 2_100_000,
      tender_reference: null,
    });
  });

  it('writes one tender-failed entry per failed buy, none for a tender posted again', async () => {
    const reference = await heldBy(ada);
    service([down], [missing]);
    await as(ada, () => tender(null, cash(reference)));
    for (const staff of [ada, chief]) await as(staff, () => tender(null, cash(reference)));
    expect(await audited('tender-failed')).toEqual([{ staffId: ada.id, subject: reference }]);
    expect((await findSale(state.db, reference))?.status).toBe('unsettled');
  });

  it('writes the sale entry under the supervisor whose retry settled it, once', async () => {
    const reference = await heldBy(ada);
    service([down], [missing]);
    await as(ada, () => tender(null, cash(reference)));
    service([], [found(reference)]);
    for (const staff of [chief, ada, chief])
      await as(staff, () => retryBuy(null, form({ reference })));
    expect(await audited('sale')).toEqual([{ staffId: chief.id, subject: reference }]);
  });

  it('writes one void entry when the void is posted twice', async () => {
    const reference = await heldBy(ada);
    service([down], [missing]);
    await as(ada, () => tender(null, cash(reference)));
    for (const staff of [ada, chief])
      await as(staff, () => refundAndVoid(null, form({ reference, note: 'cash returned' })));
    expect(await audited('void')).toEqual([{ staffId: ada.id, subject: reference }]);
    expect(await audited('sale')).toEqual([]);
  });

  it('writes a sale entry, not a void, when the void finds the service sold it after all', async () => {
    const reference = await heldBy(ada);
    service([down], [missing]);
    await as(ada, () => tender(null, cash(reference)));
    service([], [found(reference)]);
    for (const staff of [ada, ada])
      await as(staff, () => refundAndVoid(null, form({ reference, note: '' })));
    expect(await audited('void')).toEqual([]);
    expect(await audited('sale')).toEqual([{ staffId: ada.id, subject: reference }]);
  });
});
