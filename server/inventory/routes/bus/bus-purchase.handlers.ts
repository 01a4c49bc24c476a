// Handler of the bus purchase: the shared purchase steps do the work; this shapes the reply.
import type { RouteHandler } from '@hono/zod-openapi';
import { buyBusTickets, type TripView } from '../../domain/bus/bus-purchase';
import { purchaseSummary, transactionView } from '../../domain/core/purchases/transactions';
import type { AppEnv } from '../../http/context';
import type { buyBusRoute } from './bus-purchase.routes';

export const buyBusHandler: RouteHandler<typeof buyBusRoute, AppEnv> = async (c) => {
  const row = await buyBusTickets(c.var.deps, c.var.auth, c.var.medium, c.req.valid('json'));
  const record = transactionView(row);
  const trip = (record as Record<string, unknown>).trip as TripView;
  const tickets = record.items.map((item) => ({
    id: item.code,
    title: item.title,
    price: item.price,
    seat_number: (item.seat_number as string | null) ?? null,
  }));
  return c.json(
    {
      success: true as const,
      status: 201,
      message: 'Bus tickets purchased successfully.',
      data: { ...purchaseSummary(row), tickets, seats: trip.seats, schedule: trip },
    },
    201,
  );
};
