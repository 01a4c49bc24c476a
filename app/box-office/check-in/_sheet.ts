// The list a check-in sheet (manifest, export) is asked for, read from its address: a list key or nothing.
import { listKeySchema } from '@/lib/check-in/requests';

export type SheetSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The list key of `?list=`, or null when missing or malformed. */
export function listOfParams(params: Record<string, string | string[] | undefined>): string | null {
  const parsed = listKeySchema.safeParse(typeof params.list === 'string' ? params.list : '');
  return parsed.success ? parsed.data : null;
}

export const sheetPath = (page: string, key: string | null) =>
  `/box-office/check-in/${page}${key ? `?list=${encodeURIComponent(key)}` : ''}`;
