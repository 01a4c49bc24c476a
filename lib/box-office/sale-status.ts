// The life of a box-office sale, and how the counter names each state.

export const SALE_STATUSES = [
  'held',
  'tendered',
  'buying',
  'settled',
  'unsettled',
  'released',
  'voided',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  held: 'Held',
  tendered: 'Paid, buying',
  buying: 'Paid, buying',
  settled: 'Sold',
  unsettled: 'Paid, not sold',
  released: 'Cancelled',
  voided: 'Refunded',
};
