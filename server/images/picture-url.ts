// Turns a picture address the inventory service gives into the storefront's own /media address, so browsers never reach the service.
import 'server-only';
import { storefrontEnv } from '@/server/env';

/** Where the storefront serves the service's pictures (app/media/[...path]/route.ts). */
export const MEDIA_PREFIX = '/media/';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The same service: its origin, or any local port when both are local (a demo database outlives its port). */
function sameService(picture: URL, service: URL): boolean {
  if (picture.origin === service.origin) return true;
  return (
    LOOPBACK.has(picture.hostname) &&
    LOOPBACK.has(service.hostname) &&
    picture.protocol === service.protocol
  );
}

/**
 * `/media/<path under the service's /media/>?v=N` for a picture of the configured service, or null for any
 * other address (another host, a path outside /media/, something unreadable): the page then shows no picture.
 */
export function pictureUrl(
  serviceUrl: string | null | undefined,
  serviceBase: string = storefrontEnv().TICKETING_BASE_URL,
): string | null {
  if (!serviceUrl) return null;
  let picture: URL;
  let service: URL;
  try {
    picture = new URL(serviceUrl);
    service = new URL(serviceBase);
  } catch {
    return null;
  }
  if (!sameService(picture, service)) return null;
  const mediaRoot = `${service.pathname.replace(/\/+$/, '')}${MEDIA_PREFIX}`;
  if (!picture.pathname.startsWith(mediaRoot)) return null;
  const path = picture.pathname.slice(mediaRoot.length);
  if (!isMediaPath(path.split('/'))) return null;
  const variant = picture.searchParams.get('v');
  return `${MEDIA_PREFIX}${path}${variant && isVariant(variant) ? `?v=${variant}` : ''}`;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Path segments the media route passes on: a few plain names, never `..` or an encoded slash. */
export function isMediaPath(segments: readonly string[]): boolean {
  return (
    segments.length > 0 &&
    segments.length <= 4 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}

export const isVariant = (value: string) => /^\d{1,2}$/.test(value);
