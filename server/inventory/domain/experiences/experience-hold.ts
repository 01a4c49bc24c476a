// The experience hold kind (`ticket_type` `entertainment` on the wire): a ticket category of a
// regular event (one pool per category) or of a cinema film (one pool per category per screening).
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { compiled } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { catalogueCache } from '../core/catalogue-cache';
import { ApiError } from '../core/errors';
import { poolKeys } from '../core/inventory';
import { resolveScreening } from '../cinema/cinema-screening';
import { metadataObject, quantityField } from '../core/fields';
import type { HoldKindHandler } from '../core/holds/kind';

export const experienceItemSchema = z.object({
  ticket_type: z.literal('entertainment'),
  resource_id: z.uuid({ error: 'The resource id must be a ticket category UUID.' }),
  quantity: quantityField,
  metadata: metadataObject.nullish(),
});

export type ExperienceItem = z.output<typeof experienceItemSchema>;

/** The category joined with what a hold needs of its experience (compiled once). */
const holdableCategory = compiled<{ id: string }>()((db, p) =>
  db
    .selectFrom('ticket_categories as tc')
    .innerJoin('experiences as e', 'e.id', 'tc.experience_id')
    .select([
      'tc.id',
      'tc.title',
      'tc.capacity',
      'tc.location_id',
      'tc.experience_id',
      'e.cinema',
      'e.showing',
      'e.shared_times',
      'e.shared_tickets',
      'e.per_day_times',
      'e.specific_dates',
      'e.start_at',
      'e.end_at',
    ])
    .where('tc.id', '=', p.id),
);

function findHoldableCategory(tx: Tx, categoryId: string) {
  return holdableCategory.first(tx, { id: categoryId });
}

type HoldableCategory = NonNullable<Awaited<ReturnType<typeof findHoldableCategory>>>;

/**
 * The category from the catalogue cache of the root handle (every hold request reads it; the
 * catalogue has no write API, see catalogue-cache.ts).
 */
async function cachedHoldableCategory(tx: Tx, categoryId: string, catalogue: Kysely<DB>) {
  // Read through `tx`: on SQLite the root handle's one connection is the transaction's own.
  return catalogueCache<HoldableCategory>(catalogue, 'holdable-category').getOrLoad(
    categoryId,
    () => findHoldableCategory(tx, categoryId),
  );
}

/** The spec's 409 for experiences: `errors.tickets` names the ticket and what is left. */
export function ticketsShortError(title: string, available: number): ApiError {
  const detail =
    available === 0
      ? `${title} is sold out or fully held.`
      : `Only ${available} ${available === 1 ? 'ticket' : 'tickets'} left for ${title}.`;
  return new ApiError(409, 'Insufficient inventory', { errors: { tickets: [detail] } });
}

export const experienceHoldKind: HoldKindHandler<ExperienceItem> = {
  kind: 'entertainment',
  itemSchema: experienceItemSchema,
  async resolve(tx, item, context) {
    const category = await cachedHoldableCategory(tx, item.resource_id, context.catalogue);
    if (!category) {
      throw new ApiError(404, 'Ticket category not found.', {
        errors: { [`tickets.${context.index}.resource_id`]: ['No ticket category has this id.'] },
      });
    }
    const metadata = item.metadata ?? {};
    const insufficient = (available: number) => ticketsShortError(category.title, available);
    if (!category.cinema) {
      return {
        resourceId: category.id,
        quantity: item.quantity,
        metadata,
        claims: [
          {
            poolKey: poolKeys.ticketCategory(category.id),
            capacity: category.capacity,
            quantity: item.quantity,
          },
        ],
        insufficient,
        expiresAtStyle: 'utc',
      };
    }
    const screening = await resolveScreening(tx, category, metadata, context);
    return {
      resourceId: category.id,
      quantity: item.quantity,
      metadata: { ...metadata, ...screening.metadata },
      claims: [
        { poolKey: screening.poolKey, capacity: category.capacity, quantity: item.quantity },
      ],
      insufficient,
      expiresAtStyle: 'utc',
    };
  },
};
