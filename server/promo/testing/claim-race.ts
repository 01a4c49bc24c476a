// One storefront process of the promo race tests: opens its own connection to the database it is given, says
// `ready`, and on `go` (a line on stdin) claims a use of the code for each of its orders at once, then prints the
// results as one JSON line. Run with tsx --conditions=react-server.
import { createInterface } from 'node:readline';
import { createStoreDatabase } from '@/server/store-db/connect';
import { claimPromoUseWith, GUARDED_CLAIM, type PromoClaim } from '@/server/promo/uses';
import { UNGUARDED_CLAIM } from './unguarded';

interface RaceOrder {
  url?: string;
  sqlitePath?: string;
  unguarded?: boolean;
  now: number;
  claims: PromoClaim[];
}

const order = JSON.parse(process.argv[2] ?? '{}') as RaceOrder;
const db = createStoreDatabase({ url: order.url, sqlitePath: order.sqlitePath ?? ':memory:' });
// Opens the pool's connections before the start, so that the claims start together.
await Promise.all(
  order.claims.map(() => db.selectFrom('promo_codes').select('code').limit(1).execute()),
);
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();
const guard = order.unguarded ? UNGUARDED_CLAIM : GUARDED_CLAIM;
const results = await Promise.all(
  order.claims.map((claim) =>
    claimPromoUseWith(db, claim, order.now, guard).catch((error: unknown) => ({
      ok: false,
      error: String(error),
    })),
  ),
);
console.log(JSON.stringify(results));
await db.destroy();
