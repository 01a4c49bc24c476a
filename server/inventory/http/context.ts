// What every request handler can reach: Hono's variables, set by the app's middleware and auth.
import type { Medium } from '../db/schema';
import type { AppDeps, AuthContext } from '../domain/core/context';
import type { Logger } from '../logger';

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
