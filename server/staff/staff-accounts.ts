// Reads and writes staff accounts in the storefront database; hashing and rules stay with the callers.
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/box-office/roles';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { StaffTable } from '@/server/store-db/schema';

export type StaffAccount = StaffTable;

export class StaffExistsError extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists.`);
    this.name = 'StaffExistsError';
  }
}

export async function insertStaff(
  db: StoreDatabase,
  account: { email: string; name: string; role: StaffRole; passwordHash: string },
  now = Date.now(),
): Promise<StaffAccount> {
  if (await findStaffByEmail(db, account.email)) throw new StaffExistsError(account.email);
  const row: StaffAccount = {
    id: randomUUID(),
    email: account.email,
    name: account.name,
    role: account.role,
    password_hash: account.passwordHash,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('staff').values(row).execute();
  return row;
}

export const findStaffByEmail = (
  db: StoreDatabase,
  email: string,
): Promise<StaffAccount | undefined> =>
  db.selectFrom('staff').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findStaffById = (db: StoreDatabase, id: string): Promise<StaffAccount | undefined> =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

/** Every account, supervisors first, then by name; without password hashes. */
export const listStaff = (db: StoreDatabase) =>
  db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'disabled_at', 'created_at', 'updated_at'])
    .orderBy('role', 'desc')
    .orderBy('name')
    .orderBy('email')
    .execute();

export type StaffListing = Awaited<ReturnType<typeof listStaff>>[number];

/** Disables (or enables again) an account; false when there is no such account. */
export async function setStaffDisabled(
  db: StoreDatabase,
  id: string,
  disabled: boolean,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ disabled_at: disabled ? now : null, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setStaffPassword(
  db: StoreDatabase,
  id: string,
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
