// What every request handler can reach: Hono's variables, set by the app's middleware and auth.
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Medium } from '../db/schema';
import type { AppDeps, AuthContext } from '../domain/core/context';
import type { BuyScope } from '../domain/core/purchases/run-buy';
import type { Logger } from '../logger';

/** Read with `c.get(name)`, not `c.var`: Hono's `c.var` copies every variable into a new object per read. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    auth: AuthContext;
    /** the TransactionMedium header of a write */
    medium: Medium;
  };
}

/** The handler of an OpenAPI route of this service: its request and replies typed from the route. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** Who a buy acts for, from an authenticated write (auth sets `auth` and `medium`). */
export function buyScope(c: Context<AppEnv>): BuyScope {
  return { deps: c.get('deps'), auth: c.get('auth'), medium: c.get('medium') };
}
