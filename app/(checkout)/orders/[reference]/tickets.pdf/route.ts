// An order's tickets as one PDF, a page per ticket, seat or room; for customer references only, like the order page.
import { documentContext } from '@/server/documents/context';
import { customerOrder, download, refusal } from '../document-order';
import { ticketsPdf } from '@/server/documents/tickets-pdf';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ reference: string }> },
) {
  const { reference } = await params;
  const read = await customerOrder(reference);
  if (!read.ok) return refusal(read.status);
  return download(
    await ticketsPdf(read.order, documentContext(reference)),
    'application/pdf',
    `tickets-${reference}.pdf`,
  );
}
