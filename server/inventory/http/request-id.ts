// Each request's id: the caller's X-Request-Id when it is a sane one, else a new UUID; the reply
// carries it back in X-Request-Id and every log line of the request names it.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const HEADER = 'X-Request-Id';
const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/** Gives the request its id (c.get('requestId')) and puts it on the reply. */
export function assignRequestId(c: Context<AppEnv>): string {
  const given = c.req.header(HEADER);
  const id =
    given && given.length <= MAX_LENGTH && !UNSAFE.test(given) ? given : crypto.randomUUID();
  c.set('requestId', id);
  // Served by @hono/node-server, the header goes on Node's response, which adds it to whatever
  // the handler answers. Set through Hono (c.header), it would make every reply build a web
  // Headers object, and the server then copy it back into Node's headers one by one.
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(HEADER, id);
  else c.header(HEADER, id);
  return id;
}
