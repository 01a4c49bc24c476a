// Handlers of the hold routes: the engine does the work; these map it to the envelope.
import { createHolds } from '../../domain/core/holds/create-holds';
import { ownerFrom } from '../../domain/core/holds/owner';
import { releaseHold } from '../../domain/core/holds/release-hold';
import { holdKinds } from '../../domain/hold-kinds';
import type { AppRouteHandler } from '../../http/context';
import { created, done } from '../../http/reply';
import type { createHoldsRoute, releaseHoldRoute } from './holds.routes';

export const createHoldsHandler: AppRouteHandler<typeof createHoldsRoute> = async (c) => {
  const body = c.req.valid('json');
  const reservations = await createHolds(c.get('deps'), c.get('auth'), {
    items: body.tickets,
    owner: ownerFrom(body.customer_info),
    medium: c.get('medium'),
    kinds: holdKinds,
  });
  return created(c, 'Reservations created successfully.', { reservations });
};

export const releaseHoldHandler: AppRouteHandler<typeof releaseHoldRoute> = async (c) => {
  const { reservation_id } = c.req.valid('param');
  const body = c.req.valid('json');
  await releaseHold(c.get('deps'), c.get('auth'), reservation_id, ownerFrom(body.customer_info));
  return done(c, 'Reservation released successfully.');
};
