// Request headers read from Node's request. Served by @hono/node-server, the first c.req.header()
// of a request builds a web Headers object of every header (about 3% of the CPU of a catalogue
// read), and Hono's validators read Content-Type through it on every request, a GET too. The
// app's first middleware gives the request a c.req.header(name) that reads Node's
// request instead, with the same answers. In-process requests (app.request() in tests) keep Hono's.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** One header of Node's request, as web Headers would answer it. */
function nodeHeader(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name.toLowerCase()];
  // Node joins repeated headers with ", " as web Headers do, but keeps set-cookie as a list.
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Points the request's c.req.header(name) at Node's request when there is one. */
export function readHeadersFromNode(c: Context): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return;
  const all = c.req.header.bind(c.req);
  // Without a name, Hono's own (every header as a record); nothing on the hot paths asks for it.
  c.req.header = ((name?: string) =>
    name === undefined ? all() : nodeHeader(incoming, name)) as typeof c.req.header;
}
