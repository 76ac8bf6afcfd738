import type { ItemSize, SaveItemSize } from '@canopy/shared';

/** A size as the inline editor holds it; SortOrder null lets the server put a new size last. */
export type SizeFormValues = Omit<ItemSize, 'SortOrder' | 'Version' | 'SizeUnitOfMeasure'> & {
  SortOrder: number | null;
  Version?: number;
};

export const toSizeForm = (s: ItemSize | null): SizeFormValues => ({
  Id: s?.Id ?? 0,
  Name: s?.Name ?? '',
  SizeUnitOfMeasureId: s?.SizeUnitOfMeasureId ?? null,
  ServiceGroups: s?.ServiceGroups ?? [],
  SortOrder: s?.SortOrder ?? null,
  Archived: s?.Archived ?? false,
  Version: s?.Version,
});

/** What the editor hands the list when no position was typed: the server then puts a new size last. */
export const UNSET_SORT_ORDER = -1;

/** The list's save body; an unset position is left out. */
export const toSaveBody = (s: ItemSize): SaveItemSize => ({
  Id: s.Id,
  Name: s.Name,
  SizeUnitOfMeasureId: s.SizeUnitOfMeasureId,
  ServiceGroups: s.ServiceGroups,
  ...(s.SortOrder !== UNSET_SORT_ORDER ? { SortOrder: s.SortOrder } : {}),
  ...(s.Id && s.Version ? { Version: s.Version } : {}),
});
