// Compares the shape of two JSON values: the same keys and value types, recursively, whatever the values.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Where `recorded` differs in shape from `real`, as `path: what` lines (empty when they match). Each element of
 * a recorded array is compared with the real array's first element; null on either side stands for a nullable
 * field and matches any type.
 */
export function shapeDifferences(recorded: unknown, real: unknown, path = '$'): string[] {
  const [a, b] = [typeOf(recorded), typeOf(real)];
  if (a === 'null' || b === 'null') return [];
  if (a !== b) return [`${path}: recorded ${a}, real ${b}`];
  if (a === 'array') {
    const [model] = real as Json[];
    if (model === undefined) return [];
    return (recorded as Json[]).flatMap((item, i) =>
      shapeDifferences(item, model, `${path}[${i}]`),
    );
  }
  if (a !== 'object') return [];
  const [r, s] = [recorded as Record<string, Json>, real as Record<string, Json>];
  const keys = new Set([...Object.keys(r), ...Object.keys(s)]);
  return [...keys].flatMap((key) => {
    if (!(key in s)) return [`${path}.${key}: only in the recorded reply`];
    if (!(key in r)) return [`${path}.${key}: missing from the recorded reply`];
    return shapeDifferences(r[key], s[key], `${path}.${key}`);
  });
}
