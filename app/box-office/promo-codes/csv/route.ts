// Promo codes as a CSV download for supervisors: one batch's single-use codes (`?batch=`), or every code.
import { lagosDay } from '@/lib/format/lagos-day';
import { errorReply } from '@/server/staff/replies';
import { staffRoute } from '@/server/staff/staff-session';
import { listPromoCodes, promoCodesCsv } from '@/server/promo/codes';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

const BATCH = /^[A-Za-z0-9_-]{1,64}$/;

export const GET = staffRoute('supervisor', async (request) => {
  const batch = new URL(request.url).searchParams.get('batch');
  if (batch !== null && !BATCH.test(batch))
    return errorReply(400, 'That batch could not be found.');
  const rows = await listPromoCodes(await storefrontDatabase(), batch === null ? {} : { batch });
  if (batch !== null && rows.length === 0) return errorReply(404, 'That batch could not be found.');
  const name = `promo-codes-${batch ?? 'all'}-${lagosDay(Date.now())}.csv`;
  return new Response(promoCodesCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });
});
