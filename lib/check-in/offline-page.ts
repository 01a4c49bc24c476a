// Keeps the check-in page usable with no network: registers its service worker (public/check-in-sw.js) and puts
// the page and the files it has already loaded in the worker's cache, since a first visit loads them before the
// worker is there to see them.
const WORKER = '/check-in-sw.js';
const SCOPE = '/box-office/check-in';
/** The worker's cache; public/check-in-sw.js names the same. */
export const PAGE_CACHE = 'check-in-v1';

export async function keepPageOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  try {
    await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(
        (url) =>
          new URL(url).origin === location.origin &&
          new URL(url).pathname.startsWith('/_next/static/'),
      );
    const cache = await caches.open(PAGE_CACHE);
    await Promise.all(
      [SCOPE, ...new Set(assets)].map((url) => cache.add(url).catch(() => undefined)),
    );
  } catch {
    // Without a worker the page still works while online.
  }
}
