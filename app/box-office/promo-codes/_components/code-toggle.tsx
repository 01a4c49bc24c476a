// Turns one promo code on or off, saying what happened in a live region.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import { setCodeEnabled } from '../actions';

export function CodeToggle({ code, enabled }: { code: string; enabled: boolean }) {
  const [state, action, pending] = useActionState(setCodeEnabled, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <button
        type="submit"
        aria-disabled={pending}
        aria-label={`Turn ${code} ${enabled ? 'off' : 'on'}`}
        className={`min-h-11 px-3 ${BUTTON.secondary}`}
      >
        {enabled ? 'Turn off' : 'Turn on'}
      </button>
      <span role="status" className="text-sm text-ink-muted empty:hidden">
        {state?.message}
      </span>
    </form>
  );
}
