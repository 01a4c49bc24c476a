// Calendar days as the pages write them in URLs, counted from today in Lagos as the shop counts them.
import { addDays, lagosDay } from '../../lib/format/lagos-day';

/** The Lagos calendar day `offset` days from today, `YYYY-MM-DD`. */
export function lagosDayFromToday(offset = 0): string {
  return addDays(lagosDay(), offset);
}
