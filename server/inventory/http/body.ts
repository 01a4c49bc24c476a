// Request bodies, at most `maxBytes` (413 beyond). Served by @hono/node-server, the body is read
// straight from Node's request into Hono's body cache: building a web Request (streams, an
// AbortController) for every request was about a seventh of the service's CPU. The app puts it in
// front of the methods that carry a body only (POST, PUT, PATCH, DELETE). Without Node's request
// (app.request() in tests) Hono's own bodyLimit does the job.
import type { IncomingMessage } from 'node:http';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError } from '../domain/core/errors';

/** The largest request body the service reads (413 beyond). */
export const BODY_LIMIT_BYTES = 64 * 1024;

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
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableDidRead) return standard(c, next);
    if (Number(incoming.headers['content-length']) > maxBytes) throw tooLarge();
    // Hono's c.req.text()/json() read this cache first, so no web Request is ever built.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(
      await readWithin(incoming, maxBytes, tooLarge),
    );
    await next();
  });
}

/**
 * The whole body of Node's request as text, rejected with `tooLarge()` past `maxBytes`. Read with
 * listeners: an async iterator over the stream cost a generator, a promise per chunk and an
 * end-of-stream watcher on every request. What is left of a refused body the server drains
 * once the reply is sent.
 */
function readWithin(
  incoming: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // The client went away before the end of its body.
    const onClose = () =>
      onError(new Error('The request body ended early: the connection closed.'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}
