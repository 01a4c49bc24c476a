// Shown when the holds expired or were lost: says so, and reserves the same tickets again in one click.
'use client';

import { useActionState, useEffect, useRef } from 'react';
import { reserveAgain } from '../actions';
import { SubmitButton } from '@/components/ui/submit-button';

export function ReserveAgain({ message }: { message: string }) {
  const [state, action] = useActionState(reserveAgain, null);
  const notice = useRef<HTMLParagraphElement>(null);

  // The Confirm button this replaces may have had focus; without this, focus would fall to the page's start.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) notice.current?.focus();
  }, [state]);

  return (
    <div className="space-y-3 rounded-lg border border-warning/40 bg-warning/5 p-4">
      <p ref={notice} role="alert" tabIndex={-1} className="font-semibold">
        {state?.message ?? message}
      </p>
      <form action={action}>
        <SubmitButton pendingLabel="Reserving…">Reserve again</SubmitButton>
      </form>
    </div>
  );
}
