// Renews the staff session while the box office is in use; answers when it now ends, or 401 once it has ended.
import { IDLE_MS } from '@/server/staff/session-rules';
import { currentStaffStanding, staffRoute } from '@/server/staff/staff-session';

export const POST = staffRoute('door', async (_request, staff) => {
  const standing = await currentStaffStanding();
  const endsAt = standing ? Math.min(standing.shiftEndsAt, Date.now() + IDLE_MS) : null;
  return Response.json(
    { success: true, data: { staff, endsAt } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
