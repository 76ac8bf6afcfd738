import type { ListItemInput } from './schemas';

export interface CleanList {
  items: { Id: number; Name: string }[];
  /** Names given more than once (case-insensitive), as first written. */
  duplicated: string[];
}

/** Names are trimmed and blank rows dropped; duplicate names (any case) are reported. */
export function cleanListItems(rows: readonly ListItemInput[]): CleanList {
  const items: CleanList['items'] = [];
  const seen = new Map<string, string>();
  const duplicated: string[] = [];
  for (const r of rows) {
    const name = (r.Name ?? '').trim();
    if (!name) continue;
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      if (!duplicated.includes(first)) duplicated.push(first);
      continue;
    }
    seen.set(key, name);
    items.push({ Id: r.Id ?? 0, Name: name });
  }
  return { items, duplicated };
}
