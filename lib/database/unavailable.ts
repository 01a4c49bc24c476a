// Which failures mean the database is away for now (try again shortly) rather than a fault of the
// request or of the service: PostgreSQL stopped, restarting or out of resources, or a connection
// lost; SQLite's disk full, an I/O error, a file it cannot open, a lock held past the busy timeout. Shared by the
// inventory service and the storefront's own database.

/** SQLSTATE classes and codes: connection exception (08), insufficient resources (53, disk full
 * among them), and the server shutting down, crashed or not yet accepting connections (57P01-03). */
const POSTGRES_AWAY = /^(08|53|57P0[123]$)/;

/** better-sqlite3 codes, with their extended forms (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT…). */
const SQLITE_AWAY = /^SQLITE_(FULL|IOERR|CANTOPEN|BUSY)(_|$)/;

/** Socket errors of a connection to the database server. */
const SOCKET_AWAY = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What pg says, without a code, of a connection that ended or never came. */
const PG_CONNECTION_LOST =
  /^(Connection terminated\b|Client has encountered a connection error and is not queryable$|Client was closed and is not queryable$|timeout exceeded when trying to connect$)/;

/** `error` and the errors it was caused by, nearest first (a few at most). */
function* causes(error: unknown): Generator<Error> {
  for (
    let cause = error, depth = 0;
    cause instanceof Error && depth < 5;
    cause = cause.cause, depth += 1
  )
    yield cause;
}

/** True when `error` (or an error it was caused by) says the database cannot be reached or written now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) if (unavailableItself(cause)) return true;
  return false;
}

/** The code of `error`, or of the nearest error it was caused by that has one: what a log line names. */
export function nearestErrorCode(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const code = databaseErrorCode(cause);
    if (code !== undefined) return code;
  }
  return undefined;
}

function unavailableItself(error: Error): boolean {
  const code = databaseErrorCode(error);
  if (code !== undefined) {
    if (POSTGRES_AWAY.test(code) || SQLITE_AWAY.test(code) || SOCKET_AWAY.has(code)) return true;
    // A PostgreSQL socket whose file is gone: the server is stopped.
    return code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect';
  }
  return PG_CONNECTION_LOST.test(error.message);
}

/** The SQLSTATE, SQLite or socket code an error carries; undefined for anything else. */
function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}
