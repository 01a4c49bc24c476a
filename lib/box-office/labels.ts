// How the box office's records pages write tenders.
import { TENDER_LABELS, type TenderKind } from './tender';

export const tenderLabel = (tender: TenderKind | null) => (tender ? TENDER_LABELS[tender] : '—');

/** How a sale's discount is named on the screen and the receipt: its promo code, or the manual discount's reason. */
export const discountLabel = (sale: {
  promo_code: string | null;
  discount_reason: string | null;
}) =>
  sale.promo_code
    ? `Promo code ${sale.promo_code}`
    : `Discount${sale.discount_reason ? `: ${sale.discount_reason}` : ''}`;
