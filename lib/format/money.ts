// Formats Naira amounts the same way on the server and in the browser.
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
});

export function formatNaira(amount: number): string {
  return naira.format(amount);
}

export function formatPrice(amount: number, free = amount === 0): string {
  return free ? 'Free' : formatNaira(amount);
}
