// One ticket of an order as an Apple Wallet pass (.pkpass); for customer references only, like the order page.
// 404 when the merchant has not configured Apple Wallet, or the order has no such ticket.
import { z } from 'zod';
import { applePass } from '@/server/documents/apple-pass';
import { documentContext } from '@/server/documents/context';
import { customerOrder, download, refusal, walletSettings } from '../../document-order';

/** A ticket's 1-based position in its order. */
const position = z
  .string()
  .regex(/^[1-9]\d{0,2}$/)
  .transform(Number);

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ reference: string; ticket: string }> },
) {
  const { reference, ticket } = await params;
  const settings = walletSettings().apple;
  const at = position.safeParse(ticket);
  if (!settings || !at.success) return refusal(404);
  const read = await customerOrder(reference);
  if (!read.ok) return refusal(read.status);
  const pass = await applePass(read.order, at.data, settings, documentContext(reference));
  if (!pass) return refusal(404);
  return download(pass, 'application/vnd.apple.pkpass', `${reference}-${at.data}.pkpass`);
}
