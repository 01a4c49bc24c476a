// The end-of-shift report as a CSV download, for the staff member's own sales or, for supervisors, everyone's.
import { reportCsv, reportFileName } from '@/lib/box-office/report';
import { readPeriod } from '@/lib/box-office/shift';
import { loadShiftReport } from '@/server/box-office/shifts/shift-report';
import { errorReply } from '@/server/staff/replies';
import {
  currentStaffStanding,
  staffRoute,
  STAFF_ROUTE_MESSAGES,
} from '@/server/staff/staff-session';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('seller', async (request) => {
  const standing = await currentStaffStanding();
  if (!standing) return errorReply(401, STAFF_ROUTE_MESSAGES.signIn);
  const now = Date.now();
  const period = readPeriod(new URL(request.url).searchParams.get('period'));
  const { sales, report } = await loadShiftReport(standing, period, now);
  return new Response(reportCsv(sales, report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportFileName(period, now)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
