// "Email me when it's my turn": an address for the place, told when it is let in. What happened is said beside it.
'use client';

import { useActionState } from 'react';
import { emailWhenMyTurn, type WaitingRoomFormState } from '@/components/waiting-room/actions';
import { BUTTON, FIELD } from '@/components/ui/styles';

export function EmailForm({ roomId }: { roomId: string }) {
  const [state, action, pending] = useActionState<WaitingRoomFormState, FormData>(
    emailWhenMyTurn,
    null,
  );
  const failed = state?.ok === false;
  return (
    <form action={action} className="space-y-2 border-t border-black/10 pt-4">
      <input type="hidden" name="room" value={roomId} />
      <label htmlFor="turn-email" className="block font-semibold">
        Email me when it’s my turn <span className="font-normal text-ink-muted">(optional)</span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="turn-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={failed || undefined}
          aria-describedby={state ? 'turn-email-status' : undefined}
          className={`min-h-11 w-full ${FIELD}`}
        />
        <button
          type="submit"
          aria-disabled={pending}
          className={`min-h-11 shrink-0 px-4 ${BUTTON.secondary}`}
        >
          {pending ? 'Saving…' : 'Email me'}
        </button>
      </div>
      <p
        id="turn-email-status"
        role="status"
        className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}
      >
        {state?.message ?? 'Keep this page open anyway: your turn lasts only a few minutes.'}
      </p>
    </form>
  );
}
