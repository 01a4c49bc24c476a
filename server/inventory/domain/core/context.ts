// What every operation of the service can reach: its dependencies and the caller's merchant and environment.
import type { Clock } from '../../clock';
import type { Database } from '../../db/connect';
import type { Environment } from '../../db/schema';
import type { Logger } from '../../logger';
import type { GuardSwitch } from './race-guards';

export interface ServiceConfig extends GuardSwitch {
  holdTtlSeconds: number;
  /** base of absolute URLs in the catalogue (demo images) */
  publicUrl: string;
  /** METRICS_TOKEN: when set, GET /metrics answers only with it as a Bearer token */
  metricsToken?: string | undefined;
}

export interface AppDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  config: ServiceConfig;
}

export interface AuthContext {
  merchantId: string;
  merchantName: string;
  environment: Environment;
  holdTtlSeconds: number;
}
