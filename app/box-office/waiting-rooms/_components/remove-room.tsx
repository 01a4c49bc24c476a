// Removes a waiting room and its queue, saying what happened in a live region.
'use client';

import { useActionState } from 'react';
import { BUTTON } from '@/components/ui/styles';
import type { RoomFormState } from '@/lib/waiting-room/settings-form';
import { removeWaitingRoom } from '../actions';

export function RemoveRoom({ roomId, name }: { roomId: string; name: string }) {
  const [state, action, pending] = useActionState<RoomFormState, FormData>(removeWaitingRoom, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="room" value={roomId} />
      <button
        type="submit"
        aria-disabled={pending}
        aria-label={`Remove the waiting room for ${name}`}
        className={`min-h-11 px-4 ${BUTTON.secondary}`}
      >
        Remove
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {state?.message}
      </span>
    </form>
  );
}
