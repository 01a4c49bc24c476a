// A hold as the API shows it (the spec's reservation object, plus the `metadata` echo).
import type { HoldKind, HoldStatus } from '../../../db/schema';
import { lagosIso } from '../time';
import type { ResolvedHoldItem } from './kind';

export interface HoldView {
  reservation_id: string;
  ticket_type: HoldKind;
  resource_id: string;
  quantity: number;
  status: HoldStatus;
  expires_at: string;
  seconds_remaining: number;
  metadata: Record<string, unknown>;
}

export interface HoldSnapshot {
  id: string;
  ticket_type: HoldKind;
  resource_id: string;
  quantity: number;
  status: HoldStatus;
  expires_at: number;
  metadata: Record<string, unknown>;
  expiresAtStyle: ResolvedHoldItem['expiresAtStyle'];
}

/** `seconds_remaining` is computed from the clock at response time, never stored. */
export function holdView(hold: HoldSnapshot, now: number): HoldView {
  const expiresAt = Number(hold.expires_at);
  return {
    reservation_id: hold.id,
    ticket_type: hold.ticket_type,
    resource_id: hold.resource_id,
    quantity: hold.quantity,
    status: hold.status,
    expires_at:
      hold.expiresAtStyle === 'lagos' ? lagosIso(expiresAt) : new Date(expiresAt).toISOString(),
    seconds_remaining: Math.max(0, Math.floor((expiresAt - now) / 1000)),
    metadata: hold.metadata,
  };
}
