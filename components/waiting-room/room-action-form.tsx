// A waiting room's one-button form (join the queue, go to the tickets when the turn has come): the room's id, the
// button, and why the action refused, said beside it.
'use client';

import { useActionState } from 'react';
import type { WaitingRoomFormState } from '@/components/waiting-room/actions';
import { SubmitButton } from '@/components/ui/submit-button';

type RoomAction = (previous: WaitingRoomFormState, form: FormData) => Promise<WaitingRoomFormState>;

export function RoomActionForm({
  roomId,
  action,
  label,
  pendingLabel,
}: {
  roomId: string;
  action: RoomAction;
  label: string;
  pendingLabel: string;
}) {
  const [state, dispatch] = useActionState<WaitingRoomFormState, FormData>(action, null);
  return (
    <form action={dispatch} className="space-y-3">
      <input type="hidden" name="room" value={roomId} />
      {state?.ok === false && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          {state.message}
        </p>
      )}
      <SubmitButton pendingLabel={pendingLabel}>{label}</SubmitButton>
    </form>
  );
}
