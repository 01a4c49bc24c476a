// Handler of the experience purchase: the shared purchase steps do the work; this shapes the reply.
import type { RouteHandler } from '@hono/zod-openapi';
import { buyExperienceTickets } from '../../domain/experiences/experience-purchase';
import { purchaseSummary, transactionView } from '../../domain/core/purchases/transactions';
import type { AppEnv } from '../../http/context';
import type { buyExperienceRoute } from './experience-purchase.routes';

export const buyExperienceHandler: RouteHandler<typeof buyExperienceRoute, AppEnv> = async (c) => {
  const row = await buyExperienceTickets(c.var.deps, c.var.auth, c.var.medium, c.req.valid('json'));
  const tickets = transactionView(row).items.map((item) => ({
    id: item.code,
    title: item.title,
    price: item.price,
    ticket_category_id: String(item.ticket_category_id),
  }));
  return c.json(
    {
      success: true as const,
      status: 201,
      message: 'Tickets purchased successfully.',
      data: { ...purchaseSummary(row), tickets },
    },
    201,
  );
};
