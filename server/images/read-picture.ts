// Reads one picture from the inventory service for the /media route: images only, of bounded size.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { readAtMost } from '@/server/security/read-at-most';

export const PICTURE_TYPES = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** A picture, or the status the route answers instead. */
export type Picture =
  { ok: true; type: string; body: Uint8Array<ArrayBuffer> } | { ok: false; status: 404 | 502 };

/** Browsers keep a good picture a day (the route's Cache-Control), so the service is asked once per visitor and picture. */
export async function readPicture(path: string, variant: string | null): Promise<Picture> {
  const env = storefrontEnv();
  const url = `${env.TICKETING_BASE_URL.replace(/\/+$/, '')}/media/${path}${variant ? `?v=${variant}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'X-API-KEY': env.TICKETING_API_KEY, Accept: PICTURE_TYPES.join(', ') },
      signal: AbortSignal.timeout(env.TICKETING_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 502 };
  }
  if (response.status === 404 || response.status === 422) return { ok: false, status: 404 };
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (
    !response.ok ||
    !(PICTURE_TYPES as readonly string[]).includes(type) ||
    declared > MAX_PICTURE_BYTES
  ) {
    await response.body?.cancel();
    return { ok: false, status: 502 };
  }
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readAtMost(response, MAX_PICTURE_BYTES);
  } catch {
    return { ok: false, status: 502 };
  }
  if (!body) return { ok: false, status: 502 };
  return { ok: true, type, body };
}
