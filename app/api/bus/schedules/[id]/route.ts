// Live seat states of one coach departure, polled by its seat map; never cached.
import { z } from 'zod';
import type { SeatStatesReply } from '@/lib/bus/types';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { getSeatStates } from '@/server/ticketing/kinds/bus/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

const headers = { 'Cache-Control': 'no-store' };
const notFound = () => Response.json({ message: 'Not found' }, { status: 404, headers });
const scheduleId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = scheduleId.safeParse((await params).id);
  if (!id.success) return notFound();
  const read = await readOrDown(getSeatStates(id.data));
  if (!read.ok)
    return Response.json({ message: CHECKOUT_MESSAGES.unavailable }, { status: 503, headers });
  if (!read.value) return notFound();
  const reply: SeatStatesReply = { ...read.value, fetchedAt: Date.now() };
  return Response.json(reply, { headers });
}
