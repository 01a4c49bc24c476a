// Disables or enables one staff account, saying what happened in a live region.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import { setStaffEnabled } from '../actions';

export function StaffToggle({
  id,
  name,
  disabled,
}: {
  id: string;
  name: string;
  disabled: boolean;
}) {
  const [state, action, pending] = useActionState(setStaffEnabled, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="disable" value={String(!disabled)} />
      <button
        type="submit"
        aria-disabled={pending}
        aria-label={`${disabled ? 'Enable' : 'Disable'} ${name}`}
        className={`min-h-11 px-4 ${BUTTON.secondary}`}
      >
        {disabled ? 'Enable' : 'Disable'}
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {state?.message}
      </span>
    </form>
  );
}
