// Operations pages: GET /openapi.json (generated) and GET /docs (the reference page), both public.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import { DOCS_CSP, DOCS_HTML, DOCS_INIT_SCRIPT, docsAsset } from './docs-page';
import { buildOpenApiDocument, registerOpenApiComponents } from './openapi';

const ASSET_CACHE = 'public, max-age=86400';

/** Call once on the app; the document is built on first request, after every area has registered. */
export function registerDocs(app: OpenAPIHono<AppEnv>): void {
  registerOpenApiComponents(app);
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument(app, c.get('deps').config.publicUrl);
    return c.json(document, 200, { 'Cache-Control': 'no-cache' });
  });
  app.get('/docs', (c) => c.html(DOCS_HTML, 200, { 'Content-Security-Policy': DOCS_CSP }));
  // One route for every asset, init.js included: a static path beside `:file` is a pair Hono's
  // RegExpRouter refuses, and it would fall back for the whole app to its slower TrieRouter.
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (file === 'init.js')
      return c.body(DOCS_INIT_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': ASSET_CACHE,
      });
    const asset = await docsAsset(file);
    if (!asset) throw new ApiError(404, 'Not found.');
    return c.body(new Uint8Array(asset.body), 200, {
      'Content-Type': asset.type,
      'Cache-Control': ASSET_CACHE,
    });
  });
}
