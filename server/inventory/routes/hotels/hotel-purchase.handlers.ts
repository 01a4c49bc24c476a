// Handler of the hotel purchase (both paths) and its validation hook: 400 for the contact, 422 for the rest.
import type { Context } from 'hono';
import {
  buyHotelRooms,
  isContactIssue,
  type HotelBuyRequest,
} from '../../domain/hotels/hotel-purchase';
import { purchaseSummary, transactionView } from '../../domain/core/purchases/transactions';
import { buyScope, type AppEnv } from '../../http/context';
import { created } from '../../http/reply';
import { buyValidationError, type ValidationResult } from '../../http/router';

/**
 * The spec's table: a bad phone or email is a 400; invalid dates, guests and the rest are 422
 * (keyed by field). With both kinds of problem the 422 answers and lists them all.
 */
export function hotelBuyValidationHook(result: ValidationResult): undefined {
  if (result.success) return undefined;
  const issues = result.error.issues;
  throw buyValidationError(issues, issues.every((issue) => isContactIssue(issue.path)) ? 400 : 422);
}

export async function buyHotelHandler(c: Context<AppEnv>, body: HotelBuyRequest) {
  const { row, stay } = await buyHotelRooms(buyScope(c), body);
  // The stay as the record keeps it, less the per-night price the purchase result does not show.
  const { price_per_night: _pricePerNight, ...shown } = stay;
  return created(c, 'Booking successful.', {
    ...purchaseSummary(row),
    ...shown,
    amount: transactionView(row).amount,
  });
}
