// What a buy hands over to be recorded: the kind, the buyer, the price and one item per unit held.
import type { TransactionKind } from '../../../db/schema';
import type { KoboBreakdown } from '../money';
import type { OwnedHold } from './owned-holds';
import type { DraftItem, TransactionCustomer } from './transactions';

type ItemHead = Pick<DraftItem, 'type' | 'title' | 'price_kobo'>;

/** One draft item per unit held (ticket, passenger, room), in hold order. */
export function itemsPerUnit(
  holds: readonly OwnedHold[],
  item: (hold: OwnedHold, index: number) => Omit<DraftItem, 'reservation_id'> & ItemHead,
): DraftItem[] {
  return holds.flatMap((hold) =>
    Array.from({ length: hold.quantity }, (_, n) => ({
      ...item(hold, n),
      reservation_id: hold.id,
    })),
  );
}

/** The buyer as the record keeps it: optional fields not given are null. */
export function customerRecord(customer: {
  name?: string | null;
  email: string;
  phone_number: string;
  dob?: string | null;
  username?: string | null;
}): TransactionCustomer {
  return {
    name: customer.name ?? null,
    email: customer.email,
    phone_number: customer.phone_number,
    dob: customer.dob ?? null,
    username: customer.username ?? null,
  };
}

export interface PurchaseDraft {
  kind: TransactionKind;
  customer: TransactionCustomer;
  /** sums over all items, kobo; the amount charged is their total */
  breakdownKobo: KoboBreakdown;
  /** kind-specific blocks of the record (`experience`, `trip`, `stay`…), shown at its top level */
  details: Record<string, unknown>;
  items: DraftItem[];
}
