// Request bodies, at most `maxBytes` (413 beyond). Served by @hono/node-server, the body is read
// straight from Node's request into Hono's body cache: building a web Request (streams, an
// AbortController) for every request was about a seventh of the service's CPU. GETs have no body
// to check. Without Node's request (app.request() in tests) Hono's own bodyLimit does the job.
import type { IncomingMessage } from 'node:http';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError } from '../domain/core/errors';

export function bodyWithin(maxBytes: number) {
  const tooLarge = () =>
    new ApiError(413, `Request body is too large (limit ${Math.round(maxBytes / 1024)} KiB).`);
  const standard = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableDidRead) return standard(c, next);
    if (Number(incoming.headers['content-length']) > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    // Hono's c.req.text()/json() read this cache first, so no web Request is ever built.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(
      Buffer.concat(chunks, size).toString('utf8'),
    );
    await next();
  });
}
