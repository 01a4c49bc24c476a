// The door's lists (an event day, a screening, a departure, a hotel's arrivals on a day) read from the tickets
// sold: what to choose from, what a device downloads to work offline, the counts per gate, a search, the sheet
// of a list (boarding manifest, arrivals, CSV) and the supervisors' summary with the conflicts found at sync.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isInside, lastCheckIn, type DoorCheckIn, type DoorTicket } from '@/lib/check-in/verdict';
import { SELLABLE_KINDS, type SellableKind } from '@/lib/sellables/kinds';
import { toBase64Url } from '@/lib/tickets/signed-code';
import { insertAudit } from '@/server/staff/audit-log';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  checkInsOfList,
  doorTicketOf,
  ticketsOfList,
  type CheckInRecord,
  type TicketRow,
} from './tickets';

export interface CheckInList {
  key: string;
  kind: SellableKind;
  title: string;
  startsAt: number | null;
  sold: number;
  checkedIn: number;
}

const HOUR = 3_600_000;
/** The door offers lists still valid, or ended less than this long ago. */
export const DOOR_LIST_GRACE_MS = 12 * HOUR;
/** The summary looks back this far. */
export const SUMMARY_DAYS = 30;

export function kindOfList(key: string): SellableKind | null {
  const kind = key.slice(0, key.indexOf(':'));
  return (SELLABLE_KINDS as readonly string[]).includes(kind) ? (kind as SellableKind) : null;
}

const optionalEpoch = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** Tickets checked in at least once, per list (each counted at its first entry). */
async function checkedInPerList(
  db: StoreDatabase,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('check_ins')
    .select(['list_key', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('list_key', 'in', keys)
    .where('direction', '=', 'in')
    .where('entry', '=', 1)
    .groupBy('list_key')
    .execute();
  return new Map(rows.map((row) => [row.list_key, Number(row.count)]));
}

async function listsWhere(
  db: StoreDatabase,
  filter: { validUntilFrom?: number; startsFrom?: number; key?: string },
): Promise<CheckInList[]> {
  let query = db
    .selectFrom('tickets')
    .select((eb) => [
      'list_key',
      eb.fn.max('list_title').as('title'),
      eb.fn.min('starts_at').as('starts_at'),
      eb.fn.min('valid_from').as('valid_from'),
      eb.fn.countAll<number | string>().as('sold'),
    ])
    .groupBy('list_key');
  if (filter.key !== undefined) query = query.where('list_key', '=', filter.key);
  if (filter.validUntilFrom !== undefined)
    query = query.having((eb) => eb.fn.max('valid_until'), '>=', filter.validUntilFrom);
  if (filter.startsFrom !== undefined)
    query = query.having((eb) => eb.fn.min('valid_from'), '>=', filter.startsFrom);
  const rows = await query.execute();
  const checkedIn = await checkedInPerList(
    db,
    rows.map((row) => row.list_key),
  );
  return rows
    .flatMap((row) => {
      const kind = kindOfList(row.list_key);
      if (!kind) return [];
      const startsAt = optionalEpoch(row.starts_at) ?? optionalEpoch(row.valid_from);
      return [
        {
          key: row.list_key,
          kind,
          title: row.title,
          startsAt,
          sold: Number(row.sold),
          checkedIn: checkedIn.get(row.list_key) ?? 0,
        },
      ];
    })
    .sort((a, b) => (a.startsAt ?? 0) - (b.startsAt ?? 0) || a.title.localeCompare(b.title));
}

/** The lists the door may choose from at `now`: those still valid or just ended, soonest first. */
export function checkInLists(db: StoreDatabase, now: number): Promise<CheckInList[]> {
  return listsWhere(db, { validUntilFrom: now - DOOR_LIST_GRACE_MS });
}

export async function findCheckInList(db: StoreDatabase, key: string): Promise<CheckInList | null> {
  return (await listsWhere(db, { key }))[0] ?? null;
}

/** A check-in as a device downloads it. */
export type BundleCheckIn = DoorCheckIn;

export interface ListBundle {
  /** The merchant's public key, raw, base64url: what a device checks signed codes with offline. */
  publicKey: string;
  list: CheckInList;
  reentry: boolean;
  tickets: DoorTicket[];
  checkIns: BundleCheckIn[];
  serverTime: number;
}

const bundleCheckIn = (record: CheckInRecord): BundleCheckIn => ({
  ticketId: record.ticketId,
  entry: record.entry,
  direction: record.direction,
  at: record.at,
  gate: record.gate,
  by: record.by,
});

/** Everything a device needs to check `key` in offline; null for a list with no tickets. */
export async function listBundle(
  db: StoreDatabase,
  key: string,
  settings: { publicKey: Uint8Array; reentry: boolean },
  now: number,
): Promise<ListBundle | null> {
  const list = await findCheckInList(db, key);
  if (!list) return null;
  const [tickets, checkIns] = await Promise.all([ticketsOfList(db, key), checkInsOfList(db, key)]);
  return {
    publicKey: toBase64Url(settings.publicKey),
    list,
    reentry: settings.reentry,
    tickets: tickets.map(doorTicketOf),
    checkIns: checkIns.map(bundleCheckIn),
    serverTime: now,
  };
}

export interface ListCounts {
  sold: number;
  checkedIn: number;
  /** Inside now (checked in and not out since); equals checkedIn without re-entry. */
  inside: number;
  byGate: Array<{ gate: string; checkedIn: number }>;
}

export async function listCounts(db: StoreDatabase, key: string): Promise<ListCounts> {
  const [sold, checkIns] = await Promise.all([
    db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('list_key', '=', key)
      .executeTakeFirstOrThrow(),
    checkInsOfList(db, key),
  ]);
  const firstEntries = checkIns.filter((c) => c.direction === 'in' && c.entry === 1);
  const gates = new Map<string, number>();
  for (const c of firstEntries) gates.set(c.gate, (gates.get(c.gate) ?? 0) + 1);
  const ticketIds = new Set(checkIns.map((c) => c.ticketId));
  return {
    sold: Number(sold.count),
    checkedIn: firstEntries.length,
    inside: [...ticketIds].filter((id) => isInside(id, checkIns)).length,
    byGate: [...gates]
      .map(([gate, checkedIn]) => ({ gate, checkedIn }))
      .sort((a, b) => a.gate.localeCompare(b.gate)),
  };
}

/** Where a ticket stands at the door. */
export type DoorState = 'not-in' | 'inside' | 'out';

export interface TicketOnList {
  ticket: DoorTicket;
  /** The ticket's signed code: a ticket found by search is checked in with it, as if scanned. */
  code: string;
  phone: string;
  email: string;
  state: DoorState;
  /** Its first check-in, and its latest (a check-out or a re-entry), when any. */
  firstIn: DoorCheckIn | null;
  last: DoorCheckIn | null;
}

function onList(row: TicketRow, checkIns: readonly CheckInRecord[]): TicketOnList {
  const last = lastCheckIn(row.id, checkIns) ?? null;
  const firstIn =
    checkIns.find((c) => c.ticketId === row.id && c.direction === 'in' && c.entry === 1) ?? null;
  return {
    ticket: doorTicketOf(row),
    code: row.signed_code,
    phone: row.holder_phone,
    email: row.holder_email,
    state: !last ? 'not-in' : last.direction === 'in' ? 'inside' : 'out',
    firstIn: firstIn && bundleCheckIn(firstIn),
    last: last && bundleCheckIn(last),
  };
}

/** A seat number's order: 2 before 10, letters after numbers. */
function seatOrder(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });
}

/** Every ticket of the list with its state: bus seats in seat order, the rest by reference and position. */
export async function listSheet(db: StoreDatabase, key: string): Promise<TicketOnList[]> {
  const [rows, checkIns] = await Promise.all([ticketsOfList(db, key), checkInsOfList(db, key)]);
  const sheet = rows.map((row) => onList(row, checkIns));
  if (kindOfList(key) === 'bus')
    sheet.sort(
      (a, b) =>
        seatOrder(a.ticket.seat, b.ticket.seat) ||
        a.ticket.holderName.localeCompare(b.ticket.holderName),
    );
  return sheet;
}

export const SEARCH_LIMIT = 20;

/** Tickets of the list matching a name, phone, reference, seat or room, with their states. */
export async function searchList(
  db: StoreDatabase,
  key: string,
  text: string,
): Promise<TicketOnList[]> {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  // LIKE's wildcards in the text are characters to find: references are base64url, with `_` and `-`.
  const contains = `%${q.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  const like = (column: RawBuilder<string>) => sql<SqlBool>`${column} like ${contains} escape '\\'`;
  const digits = q.replace(/\D/g, '');
  const rows = await db
    .selectFrom('tickets')
    .selectAll()
    .where('list_key', '=', key)
    .where((eb) =>
      eb.or([
        like(sql<string>`lower(holder_name)`),
        like(sql<string>`lower(reference)`),
        eb(sql<string>`lower(coalesce(seat, ''))`, '=', q),
        like(sql<string>`lower(coalesce(room, ''))`),
        eb('id', '=', text.trim()),
        ...(digits.length >= 4 ? [eb('holder_phone', 'like', `%${digits.slice(-10)}%`)] : []),
      ]),
    )
    .orderBy('holder_name')
    .orderBy('position')
    .limit(SEARCH_LIMIT)
    .execute();
  const checkIns = await checkInsOfList(db, key);
  return rows.map((row) => onList(row, checkIns));
}

export interface ListSummary extends CheckInList {
  /** Sold and not checked in, once the list's time has come; null before. */
  noShows: number | null;
}

/** Per list of the last days: sold, checked in and, after its time, the no-shows. */
export async function checkInSummary(db: StoreDatabase, now: number): Promise<ListSummary[]> {
  const lists = await listsWhere(db, { startsFrom: now - SUMMARY_DAYS * 24 * HOUR });
  return lists.map((list) => ({
    ...list,
    noShows: list.startsAt !== null && now >= list.startsAt ? list.sold - list.checkedIn : null,
  }));
}

/** A scan of a ticket another device had checked in first, with both sides. */
export interface ConflictView {
  id: string;
  ticketId: string;
  reference: string;
  holderName: string;
  listKey: string;
  listTitle: string;
  first: { at: number; gate: string; by: string; deviceId: string };
  second: { at: number; gate: string; by: string; deviceId: string };
}

/** The conflicts no supervisor has resolved yet, newest first. */
export async function openConflicts(db: StoreDatabase): Promise<ConflictView[]> {
  const rows = await db
    .selectFrom('check_in_conflicts as c')
    .innerJoin('check_ins as f', 'f.id', 'c.check_in_id')
    .innerJoin('tickets as t', 't.id', 'c.ticket_id')
    .leftJoin('staff as fs', 'fs.id', 'f.staff_id')
    .leftJoin('staff as cs', 'cs.id', 'c.staff_id')
    .select([
      'c.id',
      'c.ticket_id',
      'c.list_key',
      'c.gate',
      'c.scanned_at',
      'c.device_id',
      'cs.name as second_by',
      'f.gate as first_gate',
      'f.scanned_at as first_at',
      'f.device_id as first_device',
      'fs.name as first_by',
      't.reference',
      't.holder_name',
      't.list_title',
    ])
    .where('c.resolved_at', 'is', null)
    .orderBy('c.recorded_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ticketId: row.ticket_id,
    reference: row.reference,
    holderName: row.holder_name,
    listKey: row.list_key,
    listTitle: row.list_title,
    first: {
      at: Number(row.first_at),
      gate: row.first_gate,
      by: row.first_by ?? 'Staff',
      deviceId: row.first_device,
    },
    second: {
      at: Number(row.scanned_at),
      gate: row.gate,
      by: row.second_by ?? 'Staff',
      deviceId: row.device_id,
    },
  }));
}

/** Marks a conflict resolved by a supervisor, once; false when there is no such open conflict. */
export async function resolveConflict(
  db: StoreDatabase,
  id: string,
  staffId: string,
  now: number,
  address?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('check_in_conflicts')
    .set({ resolved_at: now, resolved_by: staffId })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await insertAudit(
    db,
    { staffId, action: 'check-in-conflict-resolved', subject: id, address },
    now,
  );
  return true;
}
