// The storefront's process (`npm start`, the browser tests, the benchmark): Next.js on Node's HTTP server, with
// the waiting room's front door (waiting-room/front.ts) and the page cache answering catalogue pages it holds
// before Next sees them (page-cache/front.ts), and every
// request timed for GET /metrics. Listens on
// `-p <port>` or PORT (3000; 0 picks a free one) and `-H <host>` (every interface), as `next start` does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { log } from '@/server/log';
import { listenOptions } from './listen-options';

// Before Next is loaded: it reads the mode once.
Object.assign(process.env, { NODE_ENV: 'production' });
const { port, hostname } = listenOptions(process.argv.slice(2), process.env);
const { default: next } = await import('next');
const { answerFromPageCache } = await import('@/server/page-cache/front');
const { answerFromWaitingRoom } = await import('@/server/waiting-room/front');
const { acceptMissingPageHeaders, holdMissingPages, isDocumentRequest, missingPageRenderer } =
  await import('./missing-page-fallback');
const { timeRequest } = await import('@/server/metrics/request-timing');
const { buildRoutePatterns } = await import('@/server/metrics/route-pattern');

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
// Next is prepared once the port is known (the page cache renders through it); requests that come earlier wait.
let nextReady!: (handler: Handler) => void;
const nextHandler = new Promise<Handler>((resolve) => (nextReady = resolve));

const renderMissingPage = missingPageRenderer(() => Number(process.env.PORT));
// Requests are timed by the route pattern of the build being served (GET /metrics, server/metrics).
const routeOf = buildRoutePatterns();
const logError = (msg: string, error: unknown) => log.error({ error: String(error) }, msg);

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const handle = await nextHandler;
  acceptMissingPageHeaders(request);
  try {
    if (
      (await answerFromWaitingRoom(request, response)) ||
      (await answerFromPageCache(request, response))
    )
      return;
  } catch (error) {
    logError('front answer failed', error);
    if (response.headersSent) return void response.destroy();
  }
  if (isDocumentRequest(request)) holdMissingPages(request, response, renderMissingPage);
  await handle(request, response);
}

const server = createServer((request, response) => {
  timeRequest(request, response, routeOf);
  // Next answers its own errors; this is for anything that escapes it, so no request brings the process down.
  serve(request, response).catch((error: unknown) => {
    logError('request failed', error);
    if (response.headersSent) return void response.destroy();
    response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  });
});
await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
const listening = (server.address() as AddressInfo).port;
// The page cache renders a page by asking this process for it on this port.
process.env.PORT = String(listening);
const app = next({ dev: false, hostname: hostname ?? 'localhost', port: listening });
await app.prepare();
nextReady(app.getRequestHandler());
console.log(`▲ Next.js storefront\n   - Local:        http://localhost:${listening}\n ✓ Ready`);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
