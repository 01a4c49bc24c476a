// A waiting list link's one button (leave the list, open the turn): a plain form posting the link's token, so an
// email scanner following the link changes nothing; it works without scripts. What happened is said beside it.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import type { WaitingListFormState } from './actions';

interface Props {
  token: string;
  label: string;
  action: (previous: WaitingListFormState, form: FormData) => Promise<WaitingListFormState>;
  primary?: boolean;
}

export function TokenButton({ token, label, action: post, primary = false }: Props) {
  const [state, action, pending] = useActionState<WaitingListFormState, FormData>(post, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="token" value={token} />
      {state?.ok !== true && (
        <button
          type="submit"
          aria-disabled={pending}
          className={`min-h-11 px-5 ${primary ? BUTTON.primary : BUTTON.secondary}`}
        >
          {label}
        </button>
      )}
      <p role="status" className={state?.ok === false ? 'text-danger' : 'font-semibold'}>
        {state?.message}
      </p>
    </form>
  );
}
