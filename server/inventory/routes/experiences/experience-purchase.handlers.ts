// Handler of the experience purchase: the shared purchase steps do the work; this shapes the reply.
import { buyExperienceTickets } from '../../domain/experiences/experience-purchase';
import { purchaseSummary, transactionView } from '../../domain/core/purchases/transactions';
import { buyScope, type AppRouteHandler } from '../../http/context';
import { created } from '../../http/reply';
import type { buyExperienceRoute } from './experience-purchase.routes';

export const buyExperienceHandler: AppRouteHandler<typeof buyExperienceRoute> = async (c) => {
  const row = await buyExperienceTickets(buyScope(c), c.req.valid('json'));
  const tickets = transactionView(row).items.map((item) => ({
    id: item.code,
    title: item.title,
    price: item.price,
    ticket_category_id: String(item.ticket_category_id),
  }));
  return created(c, 'Tickets purchased successfully.', { ...purchaseSummary(row), tickets });
};
