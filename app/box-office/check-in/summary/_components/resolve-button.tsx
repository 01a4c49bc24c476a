// Marks one check-in conflict as resolved, saying what happened in a live region.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import { resolveCheckInConflict } from '../actions';

export function ResolveButton({ id, name }: { id: string; name: string }) {
  const [state, action, pending] = useActionState(resolveCheckInConflict, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-disabled={pending}
        aria-label={`Resolve the conflict of ${name}’s ticket`}
        className={`min-h-11 px-4 ${BUTTON.secondary}`}
      >
        Resolve
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {state?.message}
      </span>
    </form>
  );
}
