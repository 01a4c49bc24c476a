// A check-in list as CSV, one row per ticket with whether and where it came in (spreadsheet-safe cells).
import { csvCell } from '@/lib/box-office/report';
import { lagosDateTime } from '@/lib/box-office/format';
import type { DoorCheckIn, DoorTicket } from './verdict';

export interface SheetRow {
  ticket: DoorTicket;
  phone: string;
  email: string;
  state: 'not-in' | 'inside' | 'out';
  firstIn: DoorCheckIn | null;
}

const HEADER = [
  'reference',
  'ticket',
  'name',
  'phone',
  'email',
  'type',
  'seat',
  'room',
  'checked_in',
  'checked_in_at_lagos',
  'gate',
  'by',
];

export function checkInCsv(rows: readonly SheetRow[]): string {
  const lines = rows.map((row) => [
    row.ticket.reference,
    row.ticket.id,
    row.ticket.holderName,
    row.phone,
    row.email,
    row.ticket.ticketType,
    row.ticket.seat ?? '',
    row.ticket.room ?? '',
    row.firstIn ? 'yes' : 'no',
    row.firstIn ? lagosDateTime(row.firstIn.at) : '',
    row.firstIn?.gate ?? '',
    row.firstIn?.by ?? '',
  ]);
  return [HEADER, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The file's name: the list's key made safe for a file name. */
export const checkInCsvName = (listKey: string) =>
  `check-in-${listKey.replace(/[^A-Za-z0-9-]+/g, '-')}.csv`;
