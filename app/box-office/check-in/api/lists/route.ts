// The lists the door may check in now (an event day, a screening, a departure, a hotel's arrivals), with counts.
import { checkInLists } from '@/server/check-in/lists';
import { doorReply } from '@/server/check-in/door';
import { staffRoute } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

export const dynamic = 'force-dynamic';

export const GET = staffRoute('door', async () =>
  doorReply({ lists: await checkInLists(await storefrontDatabase(), Date.now()) }),
);
