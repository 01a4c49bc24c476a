// Times every request the storefront's Node server answers (the page cache's answers and Next's alike) into
// storefront_http_request_duration_seconds, labelled by route pattern.
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storefrontMetrics } from './registry';

/** Starts timing `request`; observed when its response has been sent in full (an aborted one is not). */
export function timeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  routeOf: (url: string) => string,
): void {
  const started = performance.now();
  response.once('finish', () => {
    const seconds = (performance.now() - started) / 1000;
    const labels = {
      method: request.method ?? 'GET',
      route: routeOf(request.url ?? '/'),
      status: String(response.statusCode),
    };
    storefrontMetrics().requestSeconds.observe(labels, seconds);
  });
}
