// Handlers of the hold routes: the engine does the work; these map it to the envelope.
import type { RouteHandler } from '@hono/zod-openapi';
import { createHolds } from '../../domain/core/holds/create-holds';
import { ownerFrom } from '../../domain/core/holds/owner';
import { releaseHold } from '../../domain/core/holds/release-hold';
import { holdKinds } from '../../domain/hold-kinds';
import type { AppEnv } from '../../http/context';
import type { createHoldsRoute, releaseHoldRoute } from './holds.routes';

export const createHoldsHandler: RouteHandler<typeof createHoldsRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const reservations = await createHolds(c.var.deps, c.var.auth, {
    items: body.tickets,
    owner: ownerFrom(body.customer_info),
    medium: c.var.medium,
    kinds: holdKinds,
  });
  return c.json(
    {
      success: true as const,
      status: 201,
      message: 'Reservations created successfully.',
      data: { reservations },
    },
    201,
  );
};

export const releaseHoldHandler: RouteHandler<typeof releaseHoldRoute, AppEnv> = async (c) => {
  const { reservation_id } = c.req.valid('param');
  const body = c.req.valid('json');
  await releaseHold(c.var.deps, c.var.auth, reservation_id, ownerFrom(body.customer_info));
  return c.json(
    { success: true as const, status: 200, message: 'Reservation released successfully.' },
    200,
  );
};
