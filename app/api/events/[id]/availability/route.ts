// Live availability of an event's tickets, polled by the event page; never cached.
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { AvailabilityReply } from '@/lib/catalogue/ticket-option';
import { getTicketOptions } from '@/server/ticketing/catalogue';
import { readOrDown } from '@/server/ticketing/read-or-down';

const headers = { 'Cache-Control': 'no-store' };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await readOrDown(getTicketOptions(id));
  if (!read.ok) return Response.json({ message: CHECKOUT_MESSAGES.unavailable }, { status: 503, headers });
  if (!read.value) return Response.json({ message: 'Event not found' }, { status: 404, headers });
  const reply: AvailabilityReply = { options: read.value, fetchedAt: Date.now() };
  return Response.json(reply, { headers });
}
