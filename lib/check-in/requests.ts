// What the door API accepts (app/box-office/check-in/api/*), checked on the server; browser-safe so the
// check-in page builds its requests to the same rules.
import * as z from '@/lib/validation/zod-mini';
import { directionSchema } from './verdict';

const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** A list's key: `<kind>:` and the ids of what it admits to (server/tickets/admission.ts). */
export const listKeySchema = z
  .string()
  .check(
    z.maxLength(255, 'Choose a list to check in.'),
    z.regex(/^(event|cinema|bus|hotel):[A-Za-z0-9:_.-]{1,240}$/, 'Choose a list to check in.'),
  );
export const gateSchema = text(64, 'Name the gate (at most 64 characters).');
export const deviceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'This device has no valid id.'));
/** A scanned or typed code: a signed code, the service's code or an order reference. */
export const codeSchema = text(1000, 'Scan or type a code.');

export const scanRequestSchema = z.object({
  code: codeSchema,
  listKey: listKeySchema,
  gate: gateSchema,
  direction: z._default(directionSchema, 'in'),
  deviceId: deviceIdSchema,
});
export type ScanRequestInput = z.input<typeof scanRequestSchema>;

/** The most queued scans one sync sends; a device with more sends them in several. */
export const SYNC_BATCH = 200;

export const queuedScanSchema = z.object({
  id: z.uuid('Each queued scan needs its own id.'),
  ticketId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Each queued scan names a ticket.')),
  listKey: listKeySchema,
  gate: gateSchema,
  direction: directionSchema,
  scannedAt: z.number().check(z.int(), z.positive()),
});
/** A check-in an offline device made and sends: its own id (sent twice, recorded once), the ticket, where and when. */
export type SyncScan = z.output<typeof queuedScanSchema>;

export const syncRequestSchema = z.object({
  deviceId: deviceIdSchema,
  scans: z
    .array(queuedScanSchema)
    .check(z.maxLength(SYNC_BATCH, `Send at most ${SYNC_BATCH} scans at once.`)),
});

export const searchRequestSchema = z.object({
  list: listKeySchema,
  q: text(100, 'Type a name, phone, reference or seat.'),
});
export const listRequestSchema = z.object({ list: listKeySchema });
