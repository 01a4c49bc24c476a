// Each waiting list's figures for supervisors: waiting, offered now, bought (a turn's hold whose order was bought,
// joined at report time on the order's key against bought payments), lapsed (turns that ran out unbought) and left.
import 'server-only';
import { sql } from 'kysely';
import type { StoreDatabase } from '@/server/store-db/connect';

export interface ListFigures {
  key: string;
  title: string;
  href: string;
  waiting: number;
  /** People waiting, and the tickets they ask for. */
  waitingTickets: number;
  offeredNow: number;
  bought: number;
  lapsed: number;
  left: number;
  updatedAt: number;
}

const count = (value: unknown) => Number(value ?? 0);

/** Every list, the most recently active first. */
export async function listFigures(db: StoreDatabase, now: number): Promise<ListFigures[]> {
  const rows = await db
    .selectFrom('waiting_lists as l')
    .leftJoin('waiting_list_entries as e', 'e.list_key', 'l.key')
    .select((eb) => [
      'l.key',
      'l.title',
      'l.href',
      'l.updated_at',
      eb.fn
        .sum<number>(eb.case().when('e.status', '=', 'waiting').then(1).else(0).end())
        .as('waiting'),
      eb.fn
        .sum<number>(
          eb.case().when('e.status', '=', 'waiting').then(eb.ref('e.quantity')).else(0).end(),
        )
        .as('waiting_tickets'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('e.status', '=', 'offered'), eb('e.offer_ends_at', '>', now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('offered_now'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('e.status', '=', 'reserved'),
                eb.exists(
                  eb
                    .selectFrom('payments as p')
                    .select(sql`1`.as('one'))
                    .whereRef('p.order_key', '=', 'e.reserved_reference')
                    .where('p.status', '=', 'bought'),
                ),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('bought'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or([
                eb('e.status', '=', 'lapsed'),
                eb.and([eb('e.status', '=', 'offered'), eb('e.offer_ends_at', '<=', now)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('lapsed'),
      eb.fn.sum<number>(eb.case().when('e.status', '=', 'left').then(1).else(0).end()).as('left'),
    ])
    .groupBy(['l.key', 'l.title', 'l.href', 'l.updated_at'])
    .orderBy('l.updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    title: row.title,
    href: row.href,
    waiting: count(row.waiting),
    waitingTickets: count(row.waiting_tickets),
    offeredNow: count(row.offered_now),
    bought: count(row.bought),
    lapsed: count(row.lapsed),
    left: count(row.left),
    updatedAt: Number(row.updated_at),
  }));
}
