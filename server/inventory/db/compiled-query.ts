// Statements of the hot paths, written with the query builder (typed by the schema) but built and
// compiled once per dialect, then run with each request's values: building and compiling a query
// cost about as much CPU as SQLite took to run it.
import {
  DummyDriver,
  sql,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type Compilable,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import type { Engine } from './connect';
import { registerPrepared } from './prepared-names';
import { readNow } from './sqlite-direct-reads';
import type { DB } from './schema';

/** Handles that only compile, one per dialect. */
const compilers: Record<Engine, Kysely<DB>> = {
  sqlite: new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgres: new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

/** The dialect of a handle (a transaction shares its database's adapter). */
export function engineOf(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// A placeholder stands where a value goes; after compiling, each parameter is either one of them
// (filled from the call's values) or a constant of the statement (kept).
const PLACEHOLDER = '\u0000param:';

type Slot = { name: string } | { value: unknown };

interface Template {
  compiled: CompiledQuery;
  slots: Slot[];
}

/** Builds a statement on a compile-only handle of `engine`, with placeholders for the values. */
export type StatementBuilder<P, R> = (
  db: Kysely<DB>,
  p: P,
  engine: Engine,
) => Compilable<R> | RawBuilder<R>;

/**
 * A statement compiled once per dialect. `build` gets placeholders for `P`'s values; use them
 * where values go (comparisons, `set`, `values`, `sql` interpolations), never in the SQL's shape.
 */
export class CompiledStatement<P extends object, R> {
  private readonly templates: Partial<Record<Engine, Template>> = {};

  constructor(private readonly build: StatementBuilder<P, R>) {}

  private template(engine: Engine): Template {
    let template = this.templates[engine];
    if (!template) {
      const placeholders = new Proxy({} as P, {
        get: (_target, name) => `${PLACEHOLDER}${String(name)}`,
      });
      const db = compilers[engine];
      const statement = this.build(db, placeholders, engine);
      const compiled = 'isRawBuilder' in statement ? statement.compile(db) : statement.compile();
      const slots = compiled.parameters.map((value): Slot =>
        typeof value === 'string' && value.startsWith(PLACEHOLDER)
          ? { name: value.slice(PLACEHOLDER.length) }
          : { value },
      );
      template = { compiled, slots };
      this.templates[engine] = template;
      if (engine === 'postgres') registerPrepared(compiled.sql);
    }
    return template;
  }

  /** The statement's compiled form on `db`'s dialect, with `params` as its parameters. */
  private bound(db: Kysely<DB>, params: P): CompiledQuery<R> {
    const { compiled, slots } = this.template(engineOf(db));
    const values = params as Record<string, unknown>;
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return { ...compiled, parameters } as CompiledQuery<R>;
  }

  /** Runs the statement on `db` (the database or a transaction) with `params`. */
  run(db: Kysely<DB>, params: P): Promise<QueryResult<R>> {
    return db.executeQuery<R>(this.bound(db, params));
  }

  /** The rows of a read; on SQLite outside a transaction, read at once (sqlite-direct-reads.ts). */
  rows(db: Kysely<DB>, params: P): Promise<R[]> {
    const query = this.bound(db, params);
    const rows = readNow(db, query.sql, query.parameters) as R[] | undefined;
    if (rows) return Promise.resolve(rows);
    return db.executeQuery<R>(query).then((result) => result.rows);
  }

  async first(db: Kysely<DB>, params: P): Promise<R | undefined> {
    return (await this.rows(db, params))[0];
  }

  /** Rows an insert, update or delete changed. */
  async changed(db: Kysely<DB>, params: P): Promise<number> {
    return Number((await this.run(db, params)).numAffectedRows ?? 0);
  }
}

/** `compiled<{ id: string }>()((db, p) => db.selectFrom('holds').selectAll().where('id', '=', p.id))` */
export function compiled<P extends object>() {
  return <R>(build: StatementBuilder<P, R>) => new CompiledStatement<P, R>(build);
}

/**
 * The placeholders of `columns`, as the row of an insert (`values(p)` itself would insert no
 * column: the placeholders have no keys to list).
 */
export function columnsOf<P, K extends keyof P>(p: P, columns: readonly K[]): Pick<P, K> {
  return Object.fromEntries(columns.map((column) => [column, p[column]])) as Pick<P, K>;
}

/**
 * `column` is one of a list's values, the list being one parameter (so the statement does not
 * change with its length): `= any($n)` on PostgreSQL, `json_each` on SQLite. Pass the list's
 * value through `listValue`.
 */
export function inList(column: string, list: unknown, engine: Engine): RawBuilder<boolean> {
  return engine === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${list})`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${list}))`;
}

/** The value of an `inList` parameter on `db`: an array on PostgreSQL, a JSON array on SQLite. */
export function listValue(db: Kysely<DB>, values: readonly unknown[]): unknown {
  return engineOf(db) === 'postgres' ? values : JSON.stringify(values);
}
