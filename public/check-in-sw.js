// The door check-in page's service worker (scope /box-office/check-in): the page and the scripts, styles and
// fonts it loads are fetched from the network first and kept, so the page opens and works with no network.
// The list, the public key and queued check-ins live in IndexedDB, not here; the API is never cached.
const CACHE = 'check-in-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page itself and Next's static files: everything else (the API, other pages) goes straight to the network. */
function kept(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/box-office/check-in/api/')) return false;
  if (request.mode === 'navigate') return url.pathname === '/box-office/check-in';
  return url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/');
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (kept(event.request)) event.respondWith(networkFirst(event.request));
});
