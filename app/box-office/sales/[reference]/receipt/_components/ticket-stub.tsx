// One ticket as torn off the roll: what it admits to (the thing, when in Lagos time, where), the ticket type,
// the seat when there is one, and its QR code and code.
import { TicketQr } from '@/components/checkout/ticket-qr';
import type { StubHeading } from '@/lib/box-office/stub';
import type { OrderItem } from '@/lib/checkout/types';

export function TicketStub({ heading, item }: { heading: StubHeading; item: OrderItem }) {
  return (
    <div
      data-testid="ticket-stub"
      className="flex break-inside-avoid flex-col items-center border-t border-dashed border-black pt-3 text-center"
    >
      <p className="font-bold">{heading.what}</p>
      {heading.when && <p className="text-sm">{heading.when}</p>}
      {heading.where && <p className="text-sm">{heading.where}</p>}
      <p className="font-semibold">{item.title}</p>
      {item.detail && <p className="text-sm font-semibold">{item.detail}</p>}
      <TicketQr code={item.code} qr={item.qr} />
      <p className="font-mono text-sm break-all">{item.code}</p>
    </div>
  );
}
