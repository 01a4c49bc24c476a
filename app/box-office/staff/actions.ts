// A supervisor disables a staff account (its session ends at once) or enables it again, and unlocks an account
// locked by too many wrong passwords.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/server/staff/audit';
import { signInLimiter } from '@/server/staff/sign-in-limit';
import { findStaffById, setStaffDisabled } from '@/server/staff/staff-accounts';
import { staffAction } from '@/server/staff/staff-session';
import { refuse } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import type { StaffToggleState } from './staff-toggle-state';

const toggleSchema = z.object({
  id: z.uuid(),
  disable: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

type Toggle = z.output<typeof toggleSchema>;

export const setStaffEnabled = staffAction<
  [previous: StaffToggleState, form: FormData],
  Toggle,
  StaffToggleState
>(
  {
    role: 'supervisor',
    needs: 'an existing account; never the supervisor’s own account disabled',
    checks: 'the account id (a UUID) and the change asked for',
    input: (form) => {
      const parsed = toggleSchema.safeParse({ id: form.get('id'), disable: form.get('disable') });
      return parsed.success
        ? parsed.data
        : refuse({ message: 'That account could not be changed. Reload the page and try again.' });
    },
    // Disabling oneself would end this very session with nobody signed in to undo it.
    state: (supervisor, { id, disable }) =>
      disable && id === supervisor.id
        ? refuse({ message: 'You cannot disable your own account.' })
        : undefined,
  },
  async (supervisor, { id, disable }) => {
    const db = await storefrontDatabase();
    const account = await findStaffById(db, id);
    if (!account) return { message: 'That account no longer exists. Reload the page.' };
    if ((account.disabled_at !== null) !== disable) {
      await setStaffDisabled(db, id, disable);
      await recordAudit({
        staffId: supervisor.id,
        action: disable ? 'staff-disabled' : 'staff-enabled',
        subject: account.email,
      });
    }
    revalidatePath('/box-office/staff');
    return { message: `${account.name} is ${disable ? 'disabled' : 'enabled'}.` };
  },
);

const unlockSchema = z.object({ id: z.uuid() });

const UNLOCK_UNAVAILABLE =
  'Sign-in locks cannot be read or changed right now. Try again in a minute.';

export const unlockStaff = staffAction<
  [previous: StaffToggleState, form: FormData],
  string,
  StaffToggleState
>(
  {
    role: 'supervisor',
    needs: 'an existing account locked by wrong passwords',
    checks: 'the account id (a UUID)',
    input: (form) => {
      const parsed = unlockSchema.safeParse({ id: form.get('id') });
      return parsed.success
        ? parsed.data.id
        : refuse({ message: 'That account could not be unlocked. Reload the page and try again.' });
    },
  },
  async (supervisor, id) => {
    const account = await findStaffById(await storefrontDatabase(), id);
    if (!account) return { message: 'That account no longer exists. Reload the page.' };
    const limiter = signInLimiter();
    const lock = await limiter.lockedFor({ email: account.email, address: undefined });
    if (!lock) return { message: `${account.name} is not locked.` };
    if (lock.scope === 'unavailable' || !(await limiter.unlock(account.email)))
      return { message: UNLOCK_UNAVAILABLE };
    await recordAudit({ staffId: supervisor.id, action: 'staff-unlocked', subject: account.email });
    revalidatePath('/box-office/staff');
    return { message: `${account.name} is unlocked and may sign in again.` };
  },
);
