// The inventory service's HTTP application: middleware, the error model, and every area's routes.
import type { AppDeps } from './domain/core/context';
import { authMiddleware } from './http/auth';
import { BODY_LIMIT_BYTES, bodyWithin } from './http/body';
import { toErrorResponse } from './http/error-response';
import { readHeadersFromNode } from './http/request-header';
import { assignRequestId } from './http/request-id';
import { createRouter } from './http/router';
import { registerHealth } from './metrics/health';
import { observeRequest, registerMetrics } from './metrics/route';
import { busRouter } from './routes/bus';
import { businessesRouter } from './routes/businesses';
import { registerDocs } from './routes/docs';
import { experiencesRouter } from './routes/experiences';
import { holdsRouter } from './routes/holds';
import { hotelsRouter } from './routes/hotels';
import { mediaRouter } from './routes/media';
import { transactionsRouter } from './routes/transactions';

/** Every area of the API, each registered once (routes/<area>/index.ts). */
const ROUTERS = [
  businessesRouter,
  experiencesRouter,
  busRouter,
  hotelsRouter,
  holdsRouter,
  transactionsRouter,
  mediaRouter,
];

export function createApp(deps: AppDeps) {
  // The app's own routes fail validation like every area's: createRouter's hook.
  const app = createRouter();

  // One middleware for what every request needs first (each layer of middleware costs a
  // closure and a promise per request).
  app.use(async (c, next) => {
    readHeadersFromNode(c);
    const requestId = assignRequestId(c);
    c.set('deps', deps);
    c.set('logger', deps.logger);
    const started = performance.now();
    await next();
    observeRequest(c, started);
    const status = c.res.status;
    // Every request's line is a debug line (5xx an error): not built at all when not written.
    if (status < 500 && !deps.logger.isLevelEnabled('debug')) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { request_id: requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) deps.logger.error(line, 'request');
    else deps.logger.debug(line, 'request');
  });
  // Only requests that carry a body go through the body's reader (a GET skips a layer).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', bodyWithin(BODY_LIMIT_BYTES));

  registerHealth(app, deps);
  registerMetrics(app, deps);

  const auth = authMiddleware();
  app.use('/api/*', auth);
  app.use('/v2/*', auth);

  for (const router of ROUTERS) app.route('/', router);
  registerDocs(app);

  app.notFound((c) =>
    c.json(
      { success: false, status: 404, message: `No route for ${c.req.method} ${c.req.path}.` },
      404,
    ),
  );
  app.onError((error, c) => toErrorResponse(c, error));
  return app;
}

export type App = ReturnType<typeof createApp>;
