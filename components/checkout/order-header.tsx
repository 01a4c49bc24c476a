// The top of the order page: whether the purchase is confirmed, and the event's title, date and place.
import { EventDateText } from '@/components/catalogue/event-date';
import type { Order } from '@/lib/checkout/types';

export function OrderHeader({ order }: { order: Order }) {
  const confirmed = order.status === 'successful';
  return (
    <header className="space-y-2">
      <p className={`font-semibold ${confirmed ? 'text-success' : 'text-warning'}`}>
        {confirmed ? 'Purchase confirmed' : `Order status: ${order.status}`}
      </p>
      <h1 className="text-3xl font-bold">{order.event?.title ?? 'Your tickets'}</h1>
      {order.event?.startsAt && (
        <p className="text-ink-muted">
          <EventDateText date={order.event.startsAt} />
        </p>
      )}
      {order.event?.venue && <address className="not-italic text-ink-muted">{order.event.venue}</address>}
    </header>
  );
}
