// What the on-sale left in the records, read after the run: tickets the service sold for the event's category,
// and from the storefront's database the payments by state, customers charged twice and money taken for nothing.
import Database from 'better-sqlite3';
import pg from 'pg';

/** A database the benchmark reads: a SQLite file or a PostgreSQL URL. Queries use `?` placeholders. */
export interface Reader {
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function openReader(where: { sqlitePath: string } | { url: string }): Reader {
  if ('sqlitePath' in where) {
    const db = new Database(where.sqlitePath, { readonly: true, fileMustExist: true });
    return {
      rows: async <T>(query: string, params: unknown[] = []) =>
        db.prepare(query).all(...params) as T[],
      close: async () => void db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: where.url, max: 2 });
  return {
    rows: async <T>(query: string, params: unknown[] = []) => {
      let n = 0;
      return (
        await pool.query(
          query.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    },
    close: () => pool.end(),
  };
}

const count = async (reader: Reader, query: string, params: unknown[] = []) =>
  Number((await reader.rows<{ n: number | string }>(query, params))[0]?.n ?? 0);

export interface Records {
  /** tickets of the category the service sold (converted holds) */
  sold: number;
  /** units of the category's pool counted used (sold plus still held) */
  poolUsed: number;
  paymentsByStatus: Record<string, number>;
  /** customers whose money the test provider took more than once and kept */
  chargedTwice: number;
  /** payments the test provider took whose order was neither bought nor refunded */
  paidNotSettled: number;
}

const PAID_NOT_SETTLED = `select count(*) as n from test_payments t left join payments p on p.reference = t.reference
  where t.status = 'success' and (p.status is null or p.status not in ('bought', 'refunded'))`;

/** Payments still on their way: paid (the shop may not know yet), being bought or being refunded. */
export async function unsettledPayments(store: Reader): Promise<number> {
  return (
    (await count(
      store,
      `select count(*) as n from payments where status in ('paid', 'buying', 'refunding')`,
    )) + (await count(store, PAID_NOT_SETTLED))
  );
}

export async function readRecords(
  store: Reader,
  service: Reader,
  ticketCategoryId: string,
): Promise<Records> {
  const statuses = await store.rows<{ status: string; n: number | string }>(
    'select status, count(*) as n from payments group by status',
  );
  return {
    sold: await count(
      service,
      `select coalesce(sum(quantity), 0) as n from holds where resource_id = ? and status = 'converted'`,
      [ticketCategoryId],
    ),
    poolUsed: await count(
      service,
      `select coalesce(sum(used), 0) as n from inventory_pools where pool_key = ? and environment = 'staging'`,
      [`tc:${ticketCategoryId}`],
    ),
    paymentsByStatus: Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])),
    chargedTwice: await count(
      store,
      `select count(*) as n from (select email from test_payments where status = 'success' group by email having count(*) > 1) twice`,
    ),
    paidNotSettled: await count(store, PAID_NOT_SETTLED),
  };
}
