// Identifies an identical hold request by the same owner: what the unique index
// `holds_active_fingerprint` compares, so concurrent duplicates collapse to one hold.
import { createHash } from 'node:crypto';
import type { HoldKind } from '../../../db/schema';
import type { HoldOwner } from './owner';

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` fingerprint alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface FingerprintParts {
  merchantId: string;
  kind: HoldKind;
  resourceId: string;
  quantity: number;
  metadata: Record<string, unknown>;
  owner: HoldOwner;
}

export function holdFingerprint(parts: FingerprintParts): string {
  const text = canonicalJson([
    parts.merchantId,
    parts.kind,
    parts.resourceId,
    parts.quantity,
    parts.metadata,
    parts.owner.email,
    parts.owner.phone,
  ]);
  return createHash('sha256').update(text).digest('base64url');
}
