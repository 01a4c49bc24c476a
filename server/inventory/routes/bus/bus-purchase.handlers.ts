// Handler of the bus purchase: the shared purchase steps do the work; this shapes the reply.
import { buyBusTickets, type TripView } from '../../domain/bus/bus-purchase';
import { purchaseSummary, transactionView } from '../../domain/core/purchases/transactions';
import { buyScope, type AppRouteHandler } from '../../http/context';
import { created } from '../../http/reply';
import type { buyBusRoute } from './bus-purchase.routes';

export const buyBusHandler: AppRouteHandler<typeof buyBusRoute> = async (c) => {
  const row = await buyBusTickets(buyScope(c), c.req.valid('json'));
  const record = transactionView(row);
  const trip = (record as Record<string, unknown>).trip as TripView;
  const tickets = record.items.map((item) => ({
    id: item.code,
    title: item.title,
    price: item.price,
    seat_number: (item.seat_number as string | null) ?? null,
  }));
  return created(c, 'Bus tickets purchased successfully.', {
    ...purchaseSummary(row),
    tickets,
    seats: trip.seats,
    schedule: trip,
  });
};
