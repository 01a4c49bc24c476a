// One request header by name. Served by @hono/node-server, read from Node's request: through
// c.req.header() the first read builds a web Headers object of every header of the request
// (about 3% of the CPU of a catalogue read), which nothing else on the hot paths needs.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  // Node joins repeated headers with ", " as web Headers do, but keeps set-cookie as a list.
  return Array.isArray(value) ? value.join(', ') : value;
}
