// Records box-office events in the audit log of this storefront process, with the address of the request when there is one.
import 'server-only';
import { headers } from 'next/headers';
import { clientAddress } from '@/server/security/client-address';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  insertAudit,
  listAudit,
  type AuditEntry,
  type AuditEntryInput,
  type AuditQuery,
} from './audit-log';

export {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditDetail,
  type AuditEntry,
  type AuditEntryInput,
  type KnownAuditAction,
} from './audit-log';

/** The client address of the request being handled; undefined outside a request. */
export async function requestAddress(): Promise<string | undefined> {
  try {
    return clientAddress(await headers());
  } catch {
    return undefined;
  }
}

/** Writes one entry; `address` defaults to the address of the request being handled. */
export async function recordAudit(entry: AuditEntryInput): Promise<void> {
  const address = entry.address === undefined ? await requestAddress() : entry.address;
  await insertAudit(await storefrontDatabase(), { ...entry, address });
}

export async function recentAudit(query: AuditQuery = {}): Promise<AuditEntry[]> {
  return listAudit(await storefrontDatabase(), query);
}
