// Buying experience tickets (regular events and cinema films): checks the request against the
// catalogue and the holds, prices each ticket, then hands over to the shared purchase steps.
import { compiled } from '../../db/compiled-query';
import { z } from 'zod';
import type { Tx } from '../../db/transaction';
import { purchasedScreening } from '../cinema/cinema-screening';
import { ApiError, firstProblem, type FieldErrors } from '../core/errors';
import { dateField, lenientDbId, MAX_QUANTITY } from '../core/fields';
import { priceOf, sumPrices, totalKobo } from '../core/money';
import {
  buyerInfoField,
  merchantReferenceField,
  reservationIdsField,
  uuidField,
} from '../core/purchases/buy-fields';
import { runBuy, type BuyScope } from '../core/purchases/run-buy';
import { customerRecord, itemsPerUnit } from '../core/purchases/purchase-draft';
import { reservationsNotFound, type OwnedHold } from '../core/purchases/owned-holds';
import { formatSpecDate } from '../core/time';

const count = z
  .number({ error: 'The count must be an integer.' })
  .int({ error: 'The count must be an integer.', abort: true })
  .min(1, { error: 'The count must be at least 1.' })
  .max(MAX_QUANTITY, { error: `The count may not be greater than ${MAX_QUANTITY}.` });

export const experienceBuySchema = z.object({
  reservation_ids: reservationIdsField,
  tickets: z
    .array(
      z.object(
        { id: uuidField('ticket id'), count },
        { error: 'Each ticket must be an object with id and count.' },
      ),
      { error: 'The tickets field is required and must be an array.' },
    )
    .min(1, { error: 'At least one ticket is required.' })
    .max(50, { error: 'At most 50 ticket lines per purchase.' }),
  experience_id: uuidField('experience id'),
  customer_info: buyerInfoField,
  merchant_reference: merchantReferenceField,
  // Cinema (extension): optional; when given they must match the holds' screening.
  time_id: lenientDbId('time id').optional(),
  cinema_location_id: lenientDbId('cinema location id').optional(),
  attendance_date: dateField('attendance date').optional(),
});

export type ExperienceBuyRequest = z.output<typeof experienceBuySchema>;

function badRequest(errors: FieldErrors): ApiError {
  return new ApiError(400, 'The given data was invalid.', { reason: firstProblem(errors), errors });
}

// The catalogue a buy prices from, compiled once.
const buyExperience = compiled<{ id: string }>()((db, p) =>
  db
    .selectFrom('experiences')
    .select([
      'id',
      'title',
      'start_at',
      'end_at',
      'street',
      'town',
      'city',
      'country',
      'cinema',
      'showing',
      'shared_times',
      'shared_tickets',
      'per_day_times',
      'specific_dates',
    ])
    .where('id', '=', p.id),
);
const buyCategories = compiled<{ experienceId: string }>()((db, p) =>
  db
    .selectFrom('ticket_categories')
    .select(['id', 'title', 'ticket_price_kobo', 'convenience_fee_kobo', 'commission_kobo'])
    .where('experience_id', '=', p.experienceId),
);

async function loadCatalogue(tx: Tx, body: ExperienceBuyRequest) {
  const experience = await buyExperience.first(tx, { id: body.experience_id });
  if (!experience) throw badRequest({ experience_id: ['The selected experience id is invalid.'] });
  const categories = await buyCategories.rows(tx, { experienceId: experience.id });
  const byId = new Map(categories.map((c) => [c.id, c]));
  const unknown: Record<string, string[]> = {};
  body.tickets.forEach((t, i) => {
    if (!byId.has(t.id))
      unknown[`tickets.${i}.id`] = [
        'The selected ticket id is not a ticket category of this experience.',
      ];
  });
  if (Object.keys(unknown).length > 0) throw badRequest(unknown);
  return { experience, categories: byId };
}

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

/** The holds must be exactly what `tickets` asks for: same categories, same counts. */
function checkHoldsFitTickets(
  holds: OwnedHold[],
  body: ExperienceBuyRequest,
  catalogue: Catalogue,
): void {
  const held = new Map<string, number>();
  for (const hold of holds) {
    if (!catalogue.categories.has(hold.resource_id))
      throw reservationsNotFound(`Reservation ${hold.id} is not for this experience.`);
    held.set(hold.resource_id, (held.get(hold.resource_id) ?? 0) + hold.quantity);
  }
  const asked = new Map<string, number>();
  for (const t of body.tickets) asked.set(t.id, (asked.get(t.id) ?? 0) + t.count);
  const ids = new Set([...held.keys(), ...asked.keys()]);
  for (const id of ids) {
    if ((held.get(id) ?? 0) !== (asked.get(id) ?? 0)) {
      const title = catalogue.categories.get(id)?.title ?? id;
      throw reservationsNotFound(
        `The tickets do not match the reservations: ${title} has ${held.get(id) ?? 0} reserved and ${asked.get(id) ?? 0} requested.`,
      );
    }
  }
}

export async function buyExperienceTickets(scope: BuyScope, body: ExperienceBuyRequest) {
  return runBuy(scope, body, { kind: 'entertainment' }, async (purchase) => {
    const catalogue = await loadCatalogue(purchase.tx, body);
    const holds = await purchase.takeHolds();
    checkHoldsFitTickets(holds, body, catalogue);
    const { experience } = catalogue;
    const screening = experience.cinema
      ? await purchasedScreening(purchase.tx, scope.deps.database.db, experience, holds, body)
      : null;
    const categoryOf = (hold: OwnedHold) => catalogue.categories.get(hold.resource_id)!;
    return purchase.complete(holds, {
      kind: experience.cinema ? 'cinema' : 'entertainment',
      customer: customerRecord(body.customer_info),
      breakdownKobo: sumPrices(holds.map((hold) => priceOf(categoryOf(hold), hold.quantity))),
      details: {
        experience: {
          id: experience.id,
          title: experience.title,
          start_date: formatSpecDate(experience.start_at),
          end_date: formatSpecDate(experience.end_at),
          address: {
            street: experience.street,
            town: experience.town,
            city: experience.city,
            country: experience.country,
          },
        },
        ...(screening ? { screening } : {}),
      },
      items: itemsPerUnit(holds, (hold) => {
        const category = categoryOf(hold);
        return {
          type: 'ticket',
          title: category.title,
          price_kobo: totalKobo(priceOf(category, 1)),
          ticket_category_id: category.id,
        };
      }),
    });
  });
}
