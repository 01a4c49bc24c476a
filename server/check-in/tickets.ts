// The door's view of the tickets the storefront sold (the `tickets` table) and of their check-ins.
import type { Selectable } from 'kysely';
import type { DoorCheckIn, DoorTicket } from '@/lib/check-in/verdict';
import type { SellableKind } from '@/lib/sellables/kinds';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { TicketsTable } from '@/server/store-db/schema';

export type TicketRow = Selectable<TicketsTable>;

const epoch = (value: number | string | null) => (value === null ? null : Number(value));

export function doorTicketOf(row: TicketRow): DoorTicket {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as SellableKind,
    listKey: row.list_key,
    listTitle: row.list_title,
    holderName: row.holder_name,
    seat: row.seat,
    room: row.room,
    nights: row.nights === null ? null : Number(row.nights),
    ticketType: row.ticket_type,
    startsAt: epoch(row.starts_at),
    validFrom: Number(row.valid_from),
    validUntil: Number(row.valid_until),
  };
}

export async function ticketById(db: StoreDatabase, id: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tickets whose QR shows the service's own code (orders sold before signed codes): one per seat of the item. */
export async function ticketsByServiceCode(db: StoreDatabase, code: string): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('service_code', '=', code)
    .orderBy('position')
    .execute();
}

export async function ticketsOfReference(
  db: StoreDatabase,
  reference: string,
): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('position')
    .execute();
}

export async function ticketsOfList(db: StoreDatabase, listKey: string): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('list_key', '=', listKey)
    .orderBy('reference')
    .orderBy('position')
    .execute();
}

/** A check-in as the door shows it: with the name of who recorded it. */
export interface CheckInRecord extends DoorCheckIn {
  id: string;
  deviceId: string;
  staffId: string;
}

function checkInsQuery(db: StoreDatabase) {
  return db
    .selectFrom('check_ins')
    .leftJoin('staff', 'staff.id', 'check_ins.staff_id')
    .select([
      'check_ins.id',
      'check_ins.ticket_id',
      'check_ins.entry',
      'check_ins.direction',
      'check_ins.scanned_at',
      'check_ins.gate',
      'check_ins.staff_id',
      'check_ins.device_id',
      'staff.name as staff_name',
    ]);
}

type CheckInSelection = Awaited<ReturnType<ReturnType<typeof checkInsQuery>['execute']>>[number];

const recordOf = (row: CheckInSelection): CheckInRecord => ({
  id: row.id,
  ticketId: row.ticket_id,
  entry: Number(row.entry),
  direction: row.direction,
  at: Number(row.scanned_at),
  gate: row.gate,
  by: row.staff_name ?? 'Staff',
  staffId: row.staff_id,
  deviceId: row.device_id,
});

export async function checkInsOfList(db: StoreDatabase, listKey: string): Promise<CheckInRecord[]> {
  return (
    await checkInsQuery(db)
      .where('check_ins.list_key', '=', listKey)
      .orderBy('check_ins.scanned_at')
      .execute()
  ).map(recordOf);
}

export async function checkInsOfTickets(
  db: StoreDatabase,
  ticketIds: readonly string[],
): Promise<CheckInRecord[]> {
  if (ticketIds.length === 0) return [];
  return (
    await checkInsQuery(db)
      .where('check_ins.ticket_id', 'in', ticketIds)
      .orderBy('check_ins.scanned_at')
      .execute()
  ).map(recordOf);
}
