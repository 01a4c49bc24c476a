// A list's live counts: sold, checked in, inside now, and checked in per gate.
import { listRequestSchema } from '@/lib/check-in/requests';
import { staffRoute } from '@/server/staff/staff-session';
import { doorReply, queryOf } from '@/server/check-in/door';
import { listCounts } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('door', async (request) => {
  const query = queryOf(request, listRequestSchema);
  if (!query.ok) return query.reply;
  return doorReply(await listCounts(await storefrontDatabase(), query.data.list));
});
