// The button that takes a place in a waiting room (or keeps this browser's own) and goes to the waiting page; a
// refusal (the room closed, too many places from this connection) is said beside it.
'use client';

import { joinWaitingRoom } from '@/components/waiting-room/actions';
import { RoomActionForm } from './room-action-form';

export function JoinQueueForm({ roomId, label = 'Join the queue' }: { roomId: string; label?: string }) {
  return <RoomActionForm roomId={roomId} action={joinWaitingRoom} label={label} pendingLabel="Joining…" />;
}
