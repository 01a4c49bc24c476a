// What an order holds and costs: how many tickets, the total in Naira and in kobo (what payment providers count in).
export const orderTotal = (lines: readonly { unitPrice: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

export const orderTotalKobo = (lines: readonly { unitPrice: number; quantity: number }[]) =>
  Math.round(orderTotal(lines) * 100);

/** Tickets, seats or rooms in all, over every line. */
export const totalQuantity = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
