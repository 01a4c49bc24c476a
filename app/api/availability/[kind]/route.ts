// Live availability of what a page sells (an event's or a screening's tickets), polled by the page; never cached.
import type { AvailabilityReply } from '@/lib/catalogue/ticket-option';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { selectionSchema } from '@/lib/sellables/kinds';
import { kindModule } from '@/server/ticketing/kinds/registry';
import { readOrDown } from '@/server/ticketing/read-or-down';

const headers = { 'Cache-Control': 'no-store' };
const notFound = () => Response.json({ message: 'Not found' }, { status: 404, headers });

export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  const selection = selectionSchema.safeParse({ kind, ...Object.fromEntries(new URL(request.url).searchParams) });
  if (!selection.success) return notFound();
  const options = kindModule(selection.data.kind).availability;
  if (!options) return notFound();
  const read = await readOrDown(options(selection.data));
  if (!read.ok) return Response.json({ message: CHECKOUT_MESSAGES.unavailable }, { status: 503, headers });
  if (!read.value) return notFound();
  const reply: AvailabilityReply = { options: read.value, fetchedAt: Date.now() };
  return Response.json(reply, { headers });
}
