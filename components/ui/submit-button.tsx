// A submit button that says so while its form's action runs and refuses a second press meanwhile.
'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { BUTTON } from '@/components/ui/styles';

interface Props {
  children: ReactNode;
  pendingLabel: string;
  variant?: keyof typeof BUTTON;
  /** For forms that submit from their own handler, where the form status does not see the action. */
  pending?: boolean;
  /** Id of a message the button should be read with, such as why the last attempt failed. */
  describedBy?: string;
  /** Sent with the form when this button submits it, for forms with several answers. */
  name?: string;
  value?: string;
}

export function SubmitButton({
  children,
  pendingLabel,
  variant = 'primary',
  pending,
  describedBy,
  name,
  value,
}: Props) {
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page's start.
  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-disabled={busy}
      aria-describedby={describedBy}
      onClick={refuseWhileBusy}
      className={`w-full px-4 py-3 ${BUTTON[variant]}`}
    >
      {busy ? pendingLabel : children}
    </button>
  );
}
