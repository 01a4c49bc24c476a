// isDatabaseUnavailable: the database away for now (503) told apart from every other failure (500 or an
// answer); nearestErrorCode: the code a log line names.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../domain/core/errors';
import { isDatabaseUnavailable, nearestErrorCode } from '@/lib/database/unavailable';

const coded = (code: string, message = 'database error', more: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...more });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL crashed (57P02)', coded('57P02')],
    ['PostgreSQL starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006')],
    ['PostgreSQL out of connections (53300)', coded('53300')],
    ['PostgreSQL disk full (53100)', coded('53100')],
    [
      'the server refusing connections',
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    ['a connection reset', coded('ECONNRESET')],
    [
      'the socket file of a stopped server',
      coded('ENOENT', 'connect ENOENT /run/postgresql/.s.PGSQL.5432', { syscall: 'connect' }),
    ],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite disk full', coded('SQLITE_FULL', 'database or disk is full')],
    ['an SQLite write error', coded('SQLITE_IOERR_WRITE')],
    ['an SQLite file it cannot open', coded('SQLITE_CANTOPEN')],
    ['SQLite locked past the busy timeout', coded('SQLITE_BUSY', 'database is locked')],
    [
      'a failure caused by one of them',
      new Error('SQLite rolled back the transaction of this batch.', {
        cause: coded('SQLITE_FULL'),
      }),
    ],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a deadlock (tried again where it can be)', coded('40P01')],
    ['a cancelled statement', coded('57014')],
    ['a syntax error', coded('42601')],
    ['an SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a file missing outside a connection', coded('ENOENT', 'no such file', { syscall: 'open' })],
    ['a fault of the code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an answer to the request', new ApiError(404, 'Not found.')],
    [
      'a message that only mentions a connection',
      new Error('Connection settings are invalid: Connection terminated'),
    ],
    ['something not an Error', { code: '57P01' }],
    ['nothing', undefined],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('nearestErrorCode', () => {
  it('names the code of the error, else of the nearest cause that has one', () => {
    expect(nearestErrorCode(coded('57P01'))).toBe('57P01');
    expect(
      nearestErrorCode(
        new Error('batch', { cause: new Error('wrap', { cause: coded('SQLITE_FULL') }) }),
      ),
    ).toBe('SQLITE_FULL');
    expect(nearestErrorCode(new Error('Connection terminated unexpectedly'))).toBeUndefined();
    expect(nearestErrorCode('not an error')).toBeUndefined();
  });
});
