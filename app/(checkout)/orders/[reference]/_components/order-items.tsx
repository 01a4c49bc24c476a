// The tickets, seats or rooms of an order, each with its code and QR code, kept whole across printed pages.
import { TicketQr } from '@/components/checkout/ticket-qr';
import type { OrderItem } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';
import type { KindWords } from '@/lib/sellables/wording';

export function OrderItems({ items, words }: { items: OrderItem[]; words: KindWords }) {
  if (items.length === 0) return <p className="text-ink-muted">{words.itemsLater}</p>;
  return (
    <ul aria-label={words.itemsLabel} className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.code}
          className="flex break-inside-avoid items-center gap-4 rounded-card border border-black/15 bg-surface p-4"
        >
          <TicketQr code={item.code} qr={item.qr} item={words.item} />
          <div>
            <p className="font-semibold">{item.title}</p>
            {item.detail && <p>{item.detail}</p>}
            {item.passenger && <p>Passenger: {item.passenger}</p>}
            {item.price !== null && (
              <p className="text-sm text-ink-muted">{formatNaira(item.price)}</p>
            )}
            <p className="mt-2 text-xs uppercase tracking-wide text-ink-faint">{words.itemCode}</p>
            <p className="font-mono text-sm break-all">{item.code}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
