// Unlocks a staff account locked by too many wrong passwords, saying what happened in a live region that stays
// once the refreshed page shows the account unlocked.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import { unlockStaff } from '../actions';

export function StaffUnlock({ id, name, locked }: { id: string; name: string; locked: boolean }) {
  const [state, action, pending] = useActionState(unlockStaff, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      {locked && (
        <button
          type="submit"
          aria-disabled={pending}
          aria-label={`Unlock ${name}`}
          className={`min-h-11 px-4 ${BUTTON.primary}`}
        >
          Unlock
        </button>
      )}
      <span role="status" data-testid="unlock-status" className="text-sm text-ink-muted">
        {state?.message}
      </span>
    </form>
  );
}
