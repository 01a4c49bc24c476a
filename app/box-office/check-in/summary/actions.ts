// A supervisor marks a check-in conflict (one ticket scanned on two offline devices) as dealt with.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requestAddress } from '@/server/staff/audit';
import { staffAction } from '@/server/staff/staff-session';
import { resolveConflict } from '@/server/check-in/lists';
import { refuse } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import type { ResolveState } from './resolve-state';

const resolveSchema = z.object({ id: z.uuid() });

export const resolveCheckInConflict = staffAction<
  [previous: ResolveState, form: FormData],
  z.output<typeof resolveSchema>,
  ResolveState
>(
  {
    role: 'supervisor',
    needs: 'a conflict not resolved yet (resolved once, whoever clicks first)',
    checks: 'the conflict id (a UUID)',
    input: (form) => {
      const parsed = resolveSchema.safeParse({ id: form.get('id') });
      return parsed.success
        ? parsed.data
        : refuse({ message: 'That conflict could not be found. Reload the page.' });
    },
  },
  async (supervisor, { id }) => {
    const resolved = await resolveConflict(
      await storefrontDatabase(),
      id,
      supervisor.id,
      Date.now(),
      await requestAddress(),
    );
    revalidatePath('/box-office/check-in/summary');
    return {
      message: resolved
        ? 'Marked as resolved.'
        : 'This conflict was already resolved, or no longer exists.',
    };
  },
);
