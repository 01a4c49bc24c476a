// Lists for tests: one event's ticket category on the test store database (SQLite, or PostgreSQL).
import type { StoreDatabase } from '@/server/store-db/connect';
import { listKeyOf } from './keys';
import { joinList, type Entry, type ListSubject } from './store';

export const EVENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const CATEGORY = 'cat-vip';
/** The shop's address in tests (siteOrigin() without STOREFRONT_PUBLIC_URL). */
export const ORIGIN = 'http://localhost:3000';
export const SUBJECT: ListSubject = {
  selection: { kind: 'event', eventId: EVENT_ID },
  lineId: CATEGORY,
  title: 'Lagos Jazz Night — VIP',
  href: `/events/${EVENT_ID}`,
  origin: ORIGIN,
};
export const KEY = listKeyOf(SUBJECT.selection, CATEGORY);
export const T0 = Date.UTC(2026, 10, 20, 12);
export const TURN_MS = 15 * 60_000;

/** Joins one entry per count given, a second apart, in order: a@example.com, b@…, … */
export async function joinInOrder(
  db: StoreDatabase,
  quantities: readonly number[],
  at = T0,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const [n, quantity] of quantities.entries()) {
    const email = `${String.fromCharCode(97 + n)}@example.com`;
    entries.push(
      (await joinList(db, SUBJECT, { email, phone: null, quantity }, at + n * 1_000)).entry,
    );
  }
  return entries;
}
