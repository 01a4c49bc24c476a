// The storefront's side: reads of availability cost no database query while no list has anyone on it (the keys are
// cached a few seconds); a read showing tickets back hands the list on and emails the turns; the sweeper's check
// passes a lapsed turn on by itself, and gives each offer once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  ACTIVE_KEYS_MS,
  clearWaitingListCache,
  keysWithWaiters,
  noticeAvailability,
  sweepWaitingLists,
} from './service';
import { joinList } from './store';
import { CATEGORY, joinInOrder, KEY, SUBJECT, T0 } from './test-support';

const sent = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
const remaining = vi.hoisted(() => ({ value: 0 }));
let db: StoreDatabase;

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      WAITING_LIST_TURN_MINUTES: 15,
      MAIL_FROM: 'shop@example.com',
      OUTBOX_DIR: '/nonexistent',
    }),
  };
});
vi.mock('@/server/email/send', () => ({
  sendMail: async (_settings: unknown, message: { to: string; subject: string; text: string }) =>
    void sent.push(message),
}));
vi.mock('@/server/store-db/storefront-database', () => ({ storefrontDatabase: async () => db }));
vi.mock('@/server/ticketing/kinds/registry', () => ({
  kindModule: () => ({
    availability: async () => [
      {
        id: 'cat-vip',
        title: 'VIP',
        price: 5000,
        free: false,
        breakdown: null,
        remaining: remaining.value,
      },
    ],
  }),
}));

const option = (left: number) => [
  { id: CATEGORY, title: 'VIP', price: 5000, free: false, breakdown: null, remaining: left },
];

beforeEach(async () => {
  db = await testStoreDatabase();
  clearWaitingListCache();
  sent.length = 0;
});
afterEach(async () => {
  await db.destroy();
});

describe('the keys with someone waiting', () => {
  it('are read once every few seconds, not on every availability read', async () => {
    const spy = vi.spyOn(db, 'selectFrom');
    expect(await keysWithWaiters(db, T0)).toEqual(new Set());
    await noticeAvailability(SUBJECT.selection, option(3), T0 + 1_000);
    await noticeAvailability(SUBJECT.selection, option(3), T0 + 2_000);
    expect(spy).toHaveBeenCalledTimes(1);
    await joinInOrder(db, [1]);
    expect(await keysWithWaiters(db, T0 + ACTIVE_KEYS_MS)).toEqual(new Set([KEY]));
  });
});

describe('another shop on the same database', () => {
  it('has its own lists: this shop neither counts nor hands them on', async () => {
    await joinList(
      db,
      { ...SUBJECT, origin: 'https://other-shop.example' },
      { email: 'a@example.com', phone: null, quantity: 1 },
      T0,
    );
    remaining.value = 5;
    expect(await keysWithWaiters(db, T0)).toEqual(new Set());
    expect(await sweepWaitingLists(db, T0 + 10_000)).toBe(0);
    expect(sent).toEqual([]);
  });
});

describe('handing on from the storefront', () => {
  it('offers the turns an availability read shows, and emails each its link', async () => {
    await joinInOrder(db, [1, 1, 1]);
    await noticeAvailability(SUBJECT.selection, option(2), T0 + 10_000);
    expect(sent.map((mail) => mail.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0]!.text).toMatch(/\/waiting-list\/turn\/[\w-]{22}/);
    expect(sent[0]!.text).toContain('for 15 minutes');
    // A second read of the same figures (another page, a second later) offers nothing more.
    await noticeAvailability(SUBJECT.selection, option(2), T0 + 13_000);
    expect(sent).toHaveLength(2);
  });

  it('the sweeper passes a turn that ran out to the next, without any page asking', async () => {
    await joinInOrder(db, [1, 1]);
    remaining.value = 1;
    expect(await sweepWaitingLists(db, T0 + 10_000)).toBe(1);
    expect(await sweepWaitingLists(db, T0 + 15_000)).toBe(0);
    expect(await sweepWaitingLists(db, T0 + 10_000 + 15 * 60_000)).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['a@example.com', 'b@example.com']);
  });
});
