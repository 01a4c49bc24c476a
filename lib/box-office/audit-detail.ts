// An audit entry's details as the log shows them: amounts the log records in kobo (`amountKobo`) read as naira.
import { formatNaira } from '@/lib/format/money';

export type AuditDetailValue = string | number | boolean | null;

const KOBO_KEY = /^(.+)Kobo$/;

function describeField(key: string, value: AuditDetailValue): string {
  const kobo = KOBO_KEY.exec(key);
  if (kobo && typeof value === 'number')
    return `${kobo[1]}: ${value < 0 ? '-' : ''}${formatNaira(Math.abs(value) / 100)}`;
  return `${key}: ${String(value)}`;
}

/** "kind: event, tender: cash, amount: ₦21,000.00"; empty when there are no details. */
export const describeAuditDetail = (detail: Record<string, AuditDetailValue> | null): string =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => describeField(key, value))
        .join(', ')
    : '';
