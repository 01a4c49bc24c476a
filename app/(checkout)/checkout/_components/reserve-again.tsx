// Shown when the holds expired or were lost: says so, and reserves the same tickets again in one click; under a
// waiting room whose turn has ended meanwhile, the refusal comes with the way back into the queue. The basket
// shows it too, with its own action (everything in the basket held again).
'use client';

import { useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { JoinQueueForm } from '@/components/waiting-room/join-queue-form';

type AgainState = { ok: false; message: string; reason?: string } | null;

interface Props<S extends AgainState> {
  message: string;
  /** The waiting room governing the sale, if any. */
  roomId?: string | null;
  /** What holds again: the checkout's action, or the basket's. */
  action: (state: S) => Promise<S>;
  label?: string;
}

export function ReserveAgain<S extends AgainState>({
  message,
  roomId,
  action: holdAgain,
  label = 'Reserve again',
}: Props<S>) {
  const [state, action] = useActionState<S>(holdAgain, null as Awaited<S>);
  const notice = useRef<HTMLParagraphElement>(null);

  // The Confirm button this replaces may have had focus; without this, focus would fall to the page's start.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      notice.current?.focus();
  }, [state]);

  return (
    <div className="space-y-3 rounded-lg border border-warning/40 bg-warning/5 p-4">
      <p ref={notice} role="alert" tabIndex={-1} className="font-semibold">
        {state?.message ?? message}
      </p>
      {roomId && state?.ok === false && state.reason === 'refused' ? (
        <JoinQueueForm roomId={roomId} />
      ) : (
        <form action={action}>
          <SubmitButton pendingLabel="Reserving…">{label}</SubmitButton>
        </form>
      )}
    </div>
  );
}
