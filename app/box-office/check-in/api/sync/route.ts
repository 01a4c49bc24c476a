// The check-ins an offline device queued, sent when the network returns: each recorded once, a ticket another
// device checked in first kept as a conflict for the supervisors.
import { syncRequestSchema } from '@/lib/check-in/requests';
import { requestAddress } from '@/server/staff/audit';
import { staffRoute } from '@/server/staff/staff-session';
import { bodyOf, doorReply } from '@/server/check-in/door';
import { listCounts } from '@/server/check-in/lists';
import { syncScan, type SyncResult } from '@/server/check-in/record';
import { storefrontEnv } from '@/server/env';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const POST = staffRoute('door', async (request, staff) => {
  const body = await bodyOf(request, syncRequestSchema);
  if (!body.ok) return body.reply;
  const db = await storefrontDatabase();
  const device = {
    deviceId: body.data.deviceId,
    staffId: staff.id,
    address: await requestAddress(),
  };
  const reentry = storefrontEnv().CHECK_IN_REENTRY;
  const results: SyncResult[] = [];
  // In the order scanned, so a device's check-out and re-entry are recorded in turn.
  const scans = [...body.data.scans].sort((a, b) => a.scannedAt - b.scannedAt);
  for (const scan of scans) results.push(await syncScan(db, scan, device, reentry, Date.now()));
  const lists = [...new Set(scans.map((scan) => scan.listKey))];
  return doorReply({
    results,
    counts: lists.length === 1 ? await listCounts(db, lists[0]!) : undefined,
  });
});
