// Waiting lists and their entries in the storefront database: joining (one entry per email and list; joining again
// changes the count), leaving by the emailed token, and what is waiting or offered now.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Selection } from '@/lib/sellables/kinds';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WaitingListEntriesTable } from '@/server/store-db/schema';
import { listKeyOf, listSelectionOf } from './keys';

export type Entry = WaitingListEntriesTable;

/** A thing's list as the join form names it. */
export interface ListSubject {
  selection: Selection;
  lineId: string;
  /** For the emails and the supervisors' page: `Lagos Jazz Night — VIP`. */
  title: string;
  href: string;
  /** The shop's address it is joined on (its emails' links go there). */
  origin: string;
}

export interface JoinInput {
  email: string;
  phone: string | null;
  quantity: number;
}

/** A random, unguessable token (128 bits). */
export const newToken = (): string => randomBytes(16).toString('base64url');

/** The list's row, made on its first join; its title and page follow the newest join. */
async function ensureList(
  db: StoreDatabase,
  key: string,
  subject: ListSubject,
  now: number,
): Promise<void> {
  const values = {
    title: subject.title.slice(0, 255),
    href: subject.href.slice(0, 512),
    updated_at: now,
  };
  await db
    .insertInto('waiting_lists')
    .values({
      key,
      origin: subject.origin.slice(0, 255),
      kind: subject.selection.kind,
      selection: JSON.stringify(listSelectionOf(subject.selection)),
      line_id: subject.lineId,
      offered: 0,
      created_at: now,
      ...values,
    })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

export type JoinOutcome = { entry: Entry; rejoined: boolean };

/**
 * Puts the email on the thing's list. Already waiting (or in a turn): the count changes and the place is kept. Left
 * or lapsed before: the email goes to the back of the list again.
 */
export async function joinList(
  db: StoreDatabase,
  subject: ListSubject,
  input: JoinInput,
  now: number,
): Promise<JoinOutcome> {
  const key = listKeyOf(subject.selection, subject.lineId);
  await ensureList(db, key, subject, now);
  const email = input.email.toLowerCase();
  const existing = await db
    .selectFrom('waiting_list_entries')
    .selectAll()
    .where('list_key', '=', key)
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing && (existing.status === 'waiting' || existing.status === 'offered')) {
    await db
      .updateTable('waiting_list_entries')
      .set({ quantity: input.quantity, phone: input.phone, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return {
      entry: { ...existing, quantity: input.quantity, phone: input.phone, updated_at: now },
      rejoined: true,
    };
  }
  if (existing) {
    const again = {
      quantity: input.quantity,
      phone: input.phone,
      status: 'waiting' as const,
      joined_at: now,
      offered_at: null,
      offer_ends_at: null,
      offered_quantity: null,
      turn_token: null,
      reserved_reference: null,
      leave_token: newToken(),
      updated_at: now,
    };
    await db.updateTable('waiting_list_entries').set(again).where('id', '=', existing.id).execute();
    return { entry: { ...existing, ...again }, rejoined: false };
  }
  const entry: Entry = {
    id: newToken(),
    list_key: key,
    email,
    phone: input.phone,
    quantity: input.quantity,
    status: 'waiting',
    leave_token: newToken(),
    turn_token: null,
    joined_at: now,
    offered_at: null,
    offer_ends_at: null,
    offered_quantity: null,
    reserved_reference: null,
    updated_at: now,
  };
  // Two joins of one email at once: the unique index keeps one; the second updates it.
  await db
    .insertInto('waiting_list_entries')
    .values(entry)
    .onConflict((oc) => oc.columns(['list_key', 'email']).doNothing())
    .execute();
  const kept = await db
    .selectFrom('waiting_list_entries')
    .select('id')
    .where('id', '=', entry.id)
    .executeTakeFirst();
  if (!kept) return joinList(db, subject, input, now);
  return { entry, rejoined: false };
}

const tokenShape = /^[A-Za-z0-9_-]{22}$/;

export async function entryByLeaveToken(
  db: StoreDatabase,
  token: string,
): Promise<Entry | undefined> {
  if (!tokenShape.test(token)) return undefined;
  return db
    .selectFrom('waiting_list_entries')
    .selectAll()
    .where('leave_token', '=', token)
    .executeTakeFirst();
}

export async function entryByTurnToken(
  db: StoreDatabase,
  token: string | undefined,
): Promise<Entry | undefined> {
  if (!token || !tokenShape.test(token)) return undefined;
  return db
    .selectFrom('waiting_list_entries')
    .selectAll()
    .where('turn_token', '=', token)
    .executeTakeFirst();
}

/** Leaves the list (a turn given up passes on at the next hand-on); false when the token names no entry still on it. */
export async function leaveList(db: StoreDatabase, token: string, now: number): Promise<boolean> {
  if (!tokenShape.test(token)) return false;
  const left = await db
    .updateTable('waiting_list_entries')
    .set({ status: 'left', updated_at: now })
    .where('leave_token', '=', token)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
  return Number(left.numUpdatedRows) > 0;
}

export async function listTitle(
  db: StoreDatabase,
  key: string,
): Promise<{ title: string; href: string } | undefined> {
  return db
    .selectFrom('waiting_lists')
    .select(['title', 'href'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** An offer still keeping tickets: given, not over, not yet used to hold them. */
export const offerIsOutstanding = (
  entry: Pick<Entry, 'status' | 'offer_ends_at'>,
  now: number,
): boolean =>
  entry.status === 'offered' && entry.offer_ends_at !== null && Number(entry.offer_ends_at) > now;

/** Tickets kept for outstanding offers on a list, except the one the given entry holds. */
export async function outstandingOffers(
  db: StoreDatabase,
  key: string,
  now: number,
  exceptEntryId?: string,
): Promise<number> {
  let query = db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.sum<number | string | null>('offered_quantity').as('kept'))
    .where('list_key', '=', key)
    .where('status', '=', 'offered')
    .where('offer_ends_at', '>', now);
  if (exceptEntryId) query = query.where('id', '!=', exceptEntryId);
  const row = await query.executeTakeFirst();
  return Number(row?.kept ?? 0);
}

/** The keys of the shop's lists with someone waiting or in a turn. */
export async function activeListKeys(db: StoreDatabase, origin: string): Promise<string[]> {
  const rows = await db
    .selectFrom('waiting_list_entries as e')
    .innerJoin('waiting_lists as l', 'l.key', 'e.list_key')
    .select('e.list_key')
    .distinct()
    .where('e.status', 'in', ['waiting', 'offered'])
    .where('l.origin', '=', origin)
    .execute();
  return rows.map((row) => row.list_key);
}

/** The turn was used to hold the tickets, under this merchant reference (the order's key). */
export async function markOfferReserved(
  db: StoreDatabase,
  entryId: string,
  reference: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('waiting_list_entries')
    .set({ status: 'reserved', reserved_reference: reference, updated_at: now })
    .where('id', '=', entryId)
    .where('status', '=', 'offered')
    .execute();
}
