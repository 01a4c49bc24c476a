// The door's search of a list by name, phone, reference, seat or room, each ticket with whether it is inside.
import { searchRequestSchema } from '@/lib/check-in/requests';
import { staffRoute } from '@/server/staff/staff-session';
import { doorReply, queryOf } from '@/server/check-in/door';
import { searchList } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('door', async (request) => {
  const query = queryOf(request, searchRequestSchema);
  if (!query.ok) return query.reply;
  const hits = await searchList(await storefrontDatabase(), query.data.list, query.data.q);
  // The code lets the page check a ticket found in by the same scan as a QR read.
  return doorReply({
    tickets: hits.map((hit) => ({
      ticket: hit.ticket,
      state: hit.state,
      inside: hit.state === 'inside',
      last: hit.last,
      code: hit.code,
    })),
  });
});
