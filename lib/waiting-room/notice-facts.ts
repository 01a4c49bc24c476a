// What a selling page's waiting-room notice says: drawn on the server (server/waiting-room/notice.ts), shown by client components.

export interface QueueNoticeFacts {
  roomId: string;
  reason: 'no-admission' | 'turn-over' | 'sold-out';
  /** The room's waiting page. */
  path: string;
  onSaleAt: number;
  /** When the notice was drawn, to say whether the sale has started. */
  now: number;
}

/** What a selling page needs to know: the notice to show now, and the room that governs the sale (even with a turn). */
export interface SellingGate {
  notice: QueueNoticeFacts | null;
  roomId: string | null;
}
