// Live availability of what a page sells (an event's or a screening's tickets), polled by the page; one read shared by the browsers asking within seconds, never kept by them.
import type { AvailabilityReply } from '@/lib/catalogue/ticket-option';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { selectionSchema } from '@/lib/sellables/kinds';
import { kindModule } from '@/server/ticketing/kinds/registry';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { sharedAvailability } from '@/server/ticketing/shared-availability';
import { noticeAvailability } from '@/server/waiting-list/service';

const headers = { 'Cache-Control': 'no-store' };
const notFound = () => Response.json({ message: 'Not found' }, { status: 404, headers });

export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  const selection = selectionSchema.safeParse({
    kind,
    ...Object.fromEntries(new URL(request.url).searchParams),
  });
  if (!selection.success) return notFound();
  if (!kindModule(selection.data.kind).availability) return notFound();
  // A browser about to hold asks with no-cache (FRESH_AVAILABILITY_HEADERS): it gets the service's answer of now.
  const fresh = /no-cache/i.test(request.headers.get('cache-control') ?? '');
  const read = await readOrDown(sharedAvailability(selection.data, fresh));
  if (!read.ok)
    return Response.json({ message: CHECKOUT_MESSAGES.unavailable }, { status: 503, headers });
  if (!read.value.options) return notFound();
  // Tickets back on a line with a waiting list: its next people get their turn (not awaited by the poll).
  void noticeAvailability(selection.data, read.value.options);
  const reply: AvailabilityReply = { options: read.value.options, fetchedAt: read.value.fetchedAt };
  return Response.json(reply, { headers });
}
