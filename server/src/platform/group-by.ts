/** Rows grouped by a key, each group in the rows' order (optionally mapped to a value). */
export function groupBy<T, K, V = T>(
  rows: readonly T[],
  key: (r: T) => K,
  value: (r: T) => V = (r) => r as unknown as V,
): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(value(r));
    else out.set(k, [value(r)]);
  }
  return out;
}
