// The way from the waiting page to the tickets once the turn has come: the turn becomes this browser's admission.
'use client';

import { enterWaitingRoom } from '@/components/waiting-room/actions';
import { RoomActionForm } from '@/components/waiting-room/room-action-form';

export function EnterTurnForm({ roomId }: { roomId: string }) {
  return (
    <RoomActionForm
      roomId={roomId}
      action={enterWaitingRoom}
      label="Choose your tickets"
      pendingLabel="Opening the tickets…"
    />
  );
}
