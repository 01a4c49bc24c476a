// A list's tickets as CSV, with whether, when and where each came in. It carries every holder's phone and email,
// so it is for sellers and supervisors, not the door team.
import { checkInCsv, checkInCsvName } from '@/lib/check-in/sheet';
import { listRequestSchema } from '@/lib/check-in/requests';
import { errorReply } from '@/server/staff/replies';
import { staffRoute } from '@/server/staff/staff-session';
import { queryOf } from '@/server/check-in/door';
import { findCheckInList, listSheet } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('seller', async (request) => {
  const query = queryOf(request, listRequestSchema);
  if (!query.ok) return query.reply;
  const db = await storefrontDatabase();
  const key = query.data.list;
  if (!(await findCheckInList(db, key)))
    return errorReply(404, 'No tickets were sold for this list.');
  return new Response(checkInCsv(await listSheet(db, key)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${checkInCsvName(key)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
