// The period's promo codes as a CSV download for supervisors: per code and per campaign, orders, tickets, gross,
// discount and net.
import { readPeriod, periodStart } from '@/lib/box-office/shift';
import { lagosDay } from '@/lib/format/lagos-day';
import { SHIFT_MS } from '@/server/staff/session-rules';
import { errorReply } from '@/server/staff/replies';
import {
  currentStaffStanding,
  staffRoute,
  STAFF_ROUTE_MESSAGES,
} from '@/server/staff/staff-session';
import { promoReport, promoReportCsv } from '@/server/promo/report';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('supervisor', async (request) => {
  const standing = await currentStaffStanding();
  if (!standing) return errorReply(401, STAFF_ROUTE_MESSAGES.signIn);
  const now = Date.now();
  const period = readPeriod(new URL(request.url).searchParams.get('period'));
  const from = periodStart(period, now, standing.shiftEndsAt - SHIFT_MS);
  const report = await promoReport(await storefrontDatabase(), { from, to: now + 1 });
  return new Response(promoReportCsv(report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="promo-codes-${period}-${lagosDay(now)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
