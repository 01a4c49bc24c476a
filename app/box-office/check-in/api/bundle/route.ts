// What a scanning device downloads to check a list in offline: the public key, the tickets and the check-ins so far.
import { listRequestSchema } from '@/lib/check-in/requests';
import { errorReply } from '@/server/staff/replies';
import { staffRoute } from '@/server/staff/staff-session';
import { doorReply, doorSettings, queryOf } from '@/server/check-in/door';
import { listBundle } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('door', async (request) => {
  const query = queryOf(request, listRequestSchema);
  if (!query.ok) return query.reply;
  const bundle = await listBundle(
    await storefrontDatabase(),
    query.data.list,
    await doorSettings(),
    Date.now(),
  );
  return bundle ? doorReply(bundle) : errorReply(404, 'No tickets were sold for this list.');
});
