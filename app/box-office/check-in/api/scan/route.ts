// A scan at the door, online: a signed code, the service's code or an order reference, checked in when valid.
import { scanRequestSchema } from '@/lib/check-in/requests';
import { requestAddress } from '@/server/staff/audit';
import { errorReply } from '@/server/staff/replies';
import { staffRoute } from '@/server/staff/staff-session';
import { bodyOf, doorReply, doorSettings } from '@/server/check-in/door';
import { listCounts } from '@/server/check-in/lists';
import { scanCode } from '@/server/check-in/record';
import { log } from '@/server/log';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('door', async (request, staff) => {
  const body = await bodyOf(request, scanRequestSchema);
  if (!body.ok) return body.reply;
  const { code, ...place } = body.data;
  const db = await storefrontDatabase();
  try {
    const verdict = await scanCode(
      db,
      code,
      { ...place, staffId: staff.id, address: await requestAddress() },
      await doorSettings(),
      Date.now(),
    );
    return doorReply({ verdict, counts: await listCounts(db, place.listKey) });
  } catch (error) {
    // An order reference is looked up at the service: when it does not answer, the door is told to try again.
    log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'check-in scan failed',
    );
    return errorReply(503, 'The ticket could not be checked just now. Try again in a moment.');
  }
});
