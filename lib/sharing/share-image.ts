// The absolute address of a page's share picture (og:image, twitter:image, JSON-LD image).

/**
 * The one place that turns a picture URL of the inventory service into the address link previews fetch.
 * The service's own URL is used as it is; relative ones are read against the storefront's origin. Null
 * when there is no picture or the URL is not an http(s) address.
 */
export function shareImageUrl(serviceUrl: string | null | undefined, origin: string): string | null {
  if (!serviceUrl) return null;
  try {
    const url = new URL(serviceUrl, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
