// A 404 that Next answers with its bare error document (<html id="__next_error__">, the not-found page only in the
// script payload: https://github.com/vercel/next.js/issues/62228) is blank without script. The storefront's process
// holds such an answer back and adds the site's own 404 page for that address inside <noscript>: a browser without
// script shows it, a browser with script renders Next's payload as before.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  inflateSync,
  deflateSync,
} from 'node:zlib';
import { MISSING_PAGE_FOR_HEADER } from '@/lib/shop/missing-page';

const TOKEN_HEADER = 'x-missing-page';
/** Known to this process alone: only its own request for a 404 page may name the missing address. */
const TOKEN = Buffer.from(randomBytes(24).toString('base64url'));

const ERROR_DOCUMENT = '<html id="__next_error__">';

function isOwnRequest(request: IncomingMessage): boolean {
  const given = request.headers[TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === TOKEN.length && timingSafeEqual(bytes, TOKEN);
}

/** Drops the missing-page headers from any request but this process's own, so nobody else can set them. */
export function acceptMissingPageHeaders(request: IncomingMessage): void {
  if (isOwnRequest(request)) return;
  delete request.headers[TOKEN_HEADER];
  delete request.headers[MISSING_PAGE_FOR_HEADER];
}

/** A browser opening a page (not the router's script request for one, which always has script). */
export function isDocumentRequest(request: IncomingMessage): boolean {
  return request.method === 'GET' && request.headers.rsc === undefined && !isOwnRequest(request);
}

/**
 * The error document with the 404 page's stylesheets and body (its scripts left out) added in <noscript>, and the
 * page's language; null when `shell` is not Next's bare error document or `page` has no body.
 */
export function withNoScriptPage(shell: string, page: string): string | null {
  if (!shell.includes(ERROR_DOCUMENT)) return null;
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)?.[1];
  if (body === undefined) return null;
  const content = body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const stylesheets = (page.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).join('');
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(page)?.[1] ?? 'en';
  return shell
    .replace(ERROR_DOCUMENT, `<html id="__next_error__" lang="${lang}">`)
    .replace('</head>', `<noscript>${stylesheets}</noscript></head>`)
    .replace(/<body([^>]*)>/, `<body$1><noscript>${content}</noscript>`);
}

type Codec = { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer };
const CODECS: Record<string, Codec> = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  identity: { decode: (body) => body, encode: (body) => body },
};

/** The site's 404 page for `path`, as this process renders it (null when it cannot be had). */
export type MissingPageRenderer = (path: string) => Promise<string | null>;

export function missingPageRenderer(port: () => number, timeoutMs = 5_000): MissingPageRenderer {
  return async (path) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port()}/_missing-page`, {
        headers: {
          [TOKEN_HEADER]: TOKEN.toString(),
          [MISSING_PAGE_FOR_HEADER]: path,
          accept: 'text/html',
          'accept-encoding': 'identity',
        },
        redirect: 'manual',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.status === 404 ? await response.text() : null;
    } catch {
      return null;
    }
  };
}

/**
 * Watches a document request's answer: a 404 HTML answer is held back until it ends, then sent with the
 * <noscript> page added when it is Next's bare error document, or as it was otherwise. The watch stays in place
 * for the whole answer (what wraps it later, such as compression, keeps calling through it) and passes any other
 * answer straight on.
 */
export function holdMissingPages(
  request: IncomingMessage,
  response: ServerResponse,
  render: MissingPageRenderer,
): void {
  const path = request.url ?? '/';
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  let held: { status: number; headers: OutgoingHttpHeaders } | null = null;
  let passing = false;
  const chunks: Buffer[] = [];

  const shouldHold = (status: number) =>
    status === 404 && /^text\/html/.test(String(response.getHeader('content-type') ?? ''));

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      OutgoingHttpHeaders | undefined;
    if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value);
    if (held) return this;
    if (passing || !shouldHold(status)) {
      passing = true;
      return original.writeHead.call(this, status);
    }
    held = { status, headers: this.getHeaders() };
    return this;
  } as ServerResponse['writeHead'];

  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          ),
    );
  };
  const callbackOf = (...args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;

  response.write = function (
    this: ServerResponse,
    chunk: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) {
    if (!held && !passing && !this.headersSent) this.writeHead(this.statusCode);
    if (!held)
      return original.write.call(
        this,
        chunk as string,
        encoding as BufferEncoding,
        callback as () => void,
      );
    collect(chunk, encoding);
    callbackOf(encoding, callback)?.();
    return true;
  } as ServerResponse['write'];

  response.end = function (
    this: ServerResponse,
    chunk?: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) {
    if (!held && !passing && !this.headersSent) this.writeHead(this.statusCode);
    if (!held)
      return original.end.call(
        this,
        chunk as string,
        encoding as BufferEncoding,
        callback as () => void,
      );
    collect(chunk, encoding);
    void finish(this, held, callbackOf(chunk, encoding, callback));
    return this;
  } as ServerResponse['end'];

  async function finish(
    res: ServerResponse,
    answer: { status: number; headers: OutgoingHttpHeaders },
    done?: () => void,
  ) {
    let body: Buffer = Buffer.concat(chunks);
    const codec = CODECS[String(answer.headers['content-encoding'] ?? 'identity')];
    try {
      const text = codec ? codec.decode(body).toString('utf8') : null;
      const page = text?.includes(ERROR_DOCUMENT) ? await render(path) : null;
      const whole = text && page ? withNoScriptPage(text, page) : null;
      if (whole && codec) body = codec.encode(Buffer.from(whole));
    } catch {
      // The answer as Next gave it.
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(body.length));
    original.writeHead.call(res, answer.status);
    original.end.call(res, body, 'utf8', () => done?.());
  }
}
