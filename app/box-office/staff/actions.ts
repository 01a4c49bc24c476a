// A supervisor disables a staff account (its session ends at once) or enables it again.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/server/box-office/audit';
import { findStaffById, setStaffDisabled } from '@/server/box-office/staff-accounts';
import { staffAction } from '@/server/box-office/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import type { StaffToggleState } from './staff-toggle-state';

const toggleSchema = z.object({ id: z.uuid(), disable: z.enum(['true', 'false']).transform((value) => value === 'true') });

export const setStaffEnabled = staffAction('supervisor', async (supervisor, _previous: StaffToggleState, form: FormData): Promise<StaffToggleState> => {
  const parsed = toggleSchema.safeParse({ id: form.get('id'), disable: form.get('disable') });
  if (!parsed.success) return { message: 'That account could not be changed. Reload the page and try again.' };
  const { id, disable } = parsed.data;
  // Disabling oneself would end this very session with nobody signed in to undo it.
  if (disable && id === supervisor.id) return { message: 'You cannot disable your own account.' };
  const db = await storefrontDatabase();
  const account = await findStaffById(db, id);
  if (!account) return { message: 'That account no longer exists. Reload the page.' };
  if ((account.disabled_at !== null) !== disable) {
    await setStaffDisabled(db, id, disable);
    await recordAudit({ staffId: supervisor.id, action: disable ? 'staff-disabled' : 'staff-enabled', subject: account.email });
  }
  revalidatePath('/box-office/staff');
  return { message: `${account.name} is ${disable ? 'disabled' : 'enabled'}.` };
});
