const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const idList = (v: unknown): number[] | undefined => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v == null ? [] : [v];
  const ids = raw.map(positive).filter((n): n is number => n !== undefined);
  return ids.length ? ids : undefined;
};

/** /workauthorization presets its filters from statusIds, branchIds and arboristIds (spec §2). */
export interface WaListSearch {
  statusIds?: number[];
  branchIds?: number[];
  arboristIds?: number[];
}
export const validateWaListSearch = (s: Record<string, unknown>): WaListSearch => ({
  statusIds: idList(s.statusIds),
  branchIds: idList(s.branchIds),
  arboristIds: idList(s.arboristIds),
});

export interface WaInfoSearch {
  id?: number;
  view?: string;
}
export const validateWaInfoSearch = (s: Record<string, unknown>): WaInfoSearch => ({
  id: positive(s.id),
  view: s.view === 'admin' ? 'admin' : undefined,
});

export interface WaSignSearch {
  id?: number;
  /** The work order the screen was opened from, the way back. */
  workOrderId?: number;
}
export const validateWaSignSearch = (s: Record<string, unknown>): WaSignSearch => ({
  id: positive(s.id),
  workOrderId: positive(s.workOrderId),
});
