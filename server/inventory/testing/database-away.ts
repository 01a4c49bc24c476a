// A database that is away: every connection the service asks for is refused, as by a stopped
// PostgreSQL server. For in-process tests of what the service answers meanwhile.
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';

export function databaseAway(): Database {
  const refused = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
    );
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: { connect: refused, end: () => Promise.resolve() } }),
  });
  return { db, engine: 'postgres', close: () => db.destroy() };
}
