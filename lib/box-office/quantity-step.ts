// One press of a quantity stepper: the typed quantity moved by one, held within its limits.

/** The quantity after a step from what is typed; a field left empty or unreadable counts from `min`. */
export function stepQuantity(typed: string, by: number, min: number, max: number): number {
  const current = /^\s*\d+\s*$/.test(typed) ? Number(typed) : min;
  return Math.min(max, Math.max(min, current + by));
}
