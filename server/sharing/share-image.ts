// The absolute address of a page's share picture (og:image, twitter:image, JSON-LD image).
import 'server-only';
import { pictureUrl } from '@/server/images/picture-url';
import { storefrontEnv } from '@/server/env';

/**
 * The one place that turns a picture URL of the inventory service into the address link previews fetch:
 * the storefront's own /media address (pictureUrl), made absolute against the storefront's origin, so
 * previews never reach the service either. Null when there is no picture or it is not one of the service's.
 */
export function shareImageUrl(
  serviceUrl: string | null | undefined,
  origin: string,
  serviceBase: string = storefrontEnv().TICKETING_BASE_URL,
): string | null {
  const path = pictureUrl(serviceUrl, serviceBase);
  return path ? new URL(path, origin).href : null;
}
