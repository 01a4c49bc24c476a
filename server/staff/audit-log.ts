// The box office's audit log in the storefront database: who did what, when, and from where.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { StoreDatabase } from '@/server/store-db/connect';

/** Actions the log knows by name; others may be recorded too. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-refused',
  'locked-out',
  'sign-out',
  'staff-added',
  'staff-disabled',
  'staff-enabled',
  'staff-unlocked',
  'password-reset',
  'sale',
  'reprint',
  'tender-failed',
  'void',
  'part-refund',
  'shift-closed',
  'check-in',
  'check-out',
  'check-in-conflict',
  'check-in-conflict-resolved',
  'manual-discount',
  'promo-code-created',
  'promo-batch-generated',
  'promo-code-enabled',
  'promo-code-disabled',
] as const;

export type KnownAuditAction = (typeof AUDIT_ACTIONS)[number];
// Any string is accepted, the known ones are offered by the editor.
export type AuditAction = KnownAuditAction | (string & {});

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditEntryInput {
  staffId: string | null;
  action: AuditAction;
  subject?: string | null | undefined;
  detail?: AuditDetail | undefined;
  address?: string | null | undefined;
}

export interface AuditEntry {
  id: string;
  at: number;
  staffId: string | null;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  subject: string | null;
  detail: AuditDetail | null;
  address: string | null;
}

let sequence = 0;

/**
 * Ids that sort as the entries were written, within one millisecond too (a refusal before the lock it
 * brought on): the time, a counter of this process, and random bytes so processes never collide.
 */
function entryId(at: number): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${at.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}-${randomBytes(8).toString('hex')}`;
}

// Values a client typed (an email at sign-in) are cut to the column's size.
const clip = (value: string | null | undefined, max: number) =>
  value == null ? null : value.slice(0, max);

export async function insertAudit(
  db: StoreDatabase,
  entry: AuditEntryInput,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: entryId(now),
      at: now,
      staff_id: entry.staffId,
      action: entry.action.slice(0, 32),
      subject: clip(entry.subject, 255),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      address: clip(entry.address, 64),
    })
    .execute();
}

export interface AuditQuery {
  staffId?: string | undefined;
  action?: string | undefined;
  /** Only entries at or after this time (ms). */
  since?: number | undefined;
  limit?: number | undefined;
}

const detailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

function parseDetail(text: string | null): AuditDetail | null {
  if (!text) return null;
  try {
    const parsed = detailSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest entries first, with the staff member's name and email where one is known. */
export async function listAudit(db: StoreDatabase, query: AuditQuery = {}): Promise<AuditEntry[]> {
  let select = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.staff_id',
      'audit_log.action',
      'audit_log.subject',
      'audit_log.detail',
      'audit_log.address',
      'staff.name as staff_name',
      'staff.email as staff_email',
    ]);
  if (query.staffId) select = select.where('audit_log.staff_id', '=', query.staffId);
  if (query.action) select = select.where('audit_log.action', '=', query.action);
  if (query.since !== undefined) select = select.where('audit_log.at', '>=', query.since);
  const rows = await select
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(Math.min(Math.max(query.limit ?? 200, 1), 1000))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    staffId: row.staff_id,
    staffName: row.staff_name,
    staffEmail: row.staff_email,
    action: row.action,
    subject: row.subject,
    detail: parseDetail(row.detail),
    address: row.address,
  }));
}
