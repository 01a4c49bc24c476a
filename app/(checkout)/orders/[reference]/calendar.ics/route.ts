// An order as a calendar entry (.ics); for customer references only, like the order page. 404 when its start is unknown.
import { calendarFile } from '@/server/documents/calendar';
import { documentContext } from '@/server/documents/context';
import { customerOrder, download, refusal } from '../document-order';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ reference: string }> },
) {
  const { reference } = await params;
  const read = await customerOrder(reference);
  if (!read.ok) return refusal(read.status);
  const ics = calendarFile(read.order, documentContext(reference));
  if (!ics) return refusal(404);
  return download(ics, 'text/calendar; charset=utf-8; method=PUBLISH', `order-${reference}.ics`);
}
