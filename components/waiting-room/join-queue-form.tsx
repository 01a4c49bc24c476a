// The button that takes a place in a waiting room (or keeps this browser's own): a plain post to the room's join
// path, with or without scripts; the waiting page it leads to says why, when a place is refused.
import { SubmitButton } from '@/components/ui/submit-button';

/** Where a room's join form posts (the room id as a path segment). */
export const joinPath = (roomId: string): string =>
  `/waiting-room/${encodeURIComponent(roomId)}/join`;

export function JoinQueueForm({
  roomId,
  label = 'Join the queue',
}: {
  roomId: string;
  label?: string;
}) {
  return (
    <form method="post" action={joinPath(roomId)} className="space-y-3">
      <SubmitButton pendingLabel="Joining…">{label}</SubmitButton>
    </form>
  );
}
