// Money: amounts are integer kobo inside the service and Naira numbers on the wire; a price is a
// ticket price, a convenience fee and a merchant commission.

/** Kobo (integer) to Naira (number with up to two decimals), as every amount on the wire. */
export function nairaFromKobo(kobo: number): number {
  return Math.round(Number(kobo)) / 100;
}

export interface PriceView {
  price: number;
  price_breakdown: { ticket_price: number; convenience_fee: number; merchant_commission: number };
}

/** A price on the wire: the total in Naira and its parts (ticket price, convenience fee, commission). */
export function priceView(ticketKobo: number, feeKobo: number, commissionKobo: number): PriceView {
  return {
    price: nairaFromKobo(Number(ticketKobo) + Number(feeKobo) + Number(commissionKobo)),
    price_breakdown: {
      ticket_price: nairaFromKobo(ticketKobo),
      convenience_fee: nairaFromKobo(feeKobo),
      merchant_commission: nairaFromKobo(commissionKobo),
    },
  };
}

/** Naira to integer kobo; rounds to the nearest kobo. */
export function koboFromNaira(naira: number): number {
  return Math.round(naira * 100);
}

/** Kobo sums of a purchase; the amount charged is their total. */
export interface KoboBreakdown {
  ticketPrice: number;
  convenienceFee: number;
  commission: number;
}

/** The catalogue's price columns of one unit (a ticket category, a schedule): kobo. */
export interface UnitPriceColumns {
  ticket_price_kobo: number | string | bigint;
  convenience_fee_kobo: number | string | bigint;
  commission_kobo: number | string | bigint;
}

/** `quantity` units at the unit's price (PostgreSQL may read bigint columns as strings). */
export function priceOf(unit: UnitPriceColumns, quantity: number): KoboBreakdown {
  return {
    ticketPrice: Number(unit.ticket_price_kobo) * quantity,
    convenienceFee: Number(unit.convenience_fee_kobo) * quantity,
    commission: Number(unit.commission_kobo) * quantity,
  };
}

export function sumPrices(prices: readonly KoboBreakdown[]): KoboBreakdown {
  const total: KoboBreakdown = { ticketPrice: 0, convenienceFee: 0, commission: 0 };
  for (const p of prices) {
    total.ticketPrice += p.ticketPrice;
    total.convenienceFee += p.convenienceFee;
    total.commission += p.commission;
  }
  return total;
}

export function totalKobo(price: KoboBreakdown): number {
  return price.ticketPrice + price.convenienceFee + price.commission;
}
