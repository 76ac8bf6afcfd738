import {
  centsToDollars,
  type Cents,
  type ItemSize,
  type PriceDetail,
  type SavePriceDetail,
} from '@canopy/shared';
import { priceOf, type PriceField } from './priceFields';

/** What the row editor holds: a size (InventorySize tables) and the prices in cents. */
export type DetailFormValues = { InventoryItemSizeId: number | null } & Record<PriceField, Cents | null>;

export function toDetailForm(d: PriceDetail | null): DetailFormValues {
  return {
    InventoryItemSizeId: d?.InventoryItemSizeId ?? null,
    PricePerVisit: d ? priceOf(d, 'PricePerVisit') : null,
    PricePerYear: d ? priceOf(d, 'PricePerYear') : null,
    FlatPrice: d ? priceOf(d, 'FlatPrice') : null,
  };
}

/**
 * The save body. Only the prices the table's type uses are sent: the server keeps the others as
 * they are, so switching a table's type back and forth loses nothing.
 */
export function toSaveDetail(row: PriceDetail, fields: PriceField[], bySize: boolean): SavePriceDetail {
  const body: SavePriceDetail = { Id: row.Id, PriceId: row.PriceId };
  if (bySize) body.InventoryItemSizeId = row.InventoryItemSizeId;
  for (const f of fields) body[f] = row[f];
  return body;
}

/** The editor's values as a row of the list (prices back in dollars, as the wire has them). */
export function fromDetailForm(
  values: DetailFormValues,
  row: PriceDetail | null,
  priceId: number,
): PriceDetail {
  const dollars = (f: PriceField) => {
    const cents = values[f];
    return cents === null ? null : centsToDollars(cents);
  };
  return {
    Id: row?.Id ?? 0,
    PriceId: priceId,
    InventoryItemSizeId: values.InventoryItemSizeId,
    InventoryItemSize: row?.InventoryItemSize ?? null,
    PricePerVisit: dollars('PricePerVisit'),
    PricePerYear: dollars('PricePerYear'),
    FlatPrice: dollars('FlatPrice'),
  };
}

export type SizeGroup = { group: string; items: { value: number; label: string }[] };

/**
 * Active sizes grouped by their unit (in DBH, sq ft …), leaving out those another row of the table
 * already prices. The row's own size is always offered, even if it was archived since.
 */
export function sizeOptions(sizes: ItemSize[], details: PriceDetail[], own: PriceDetail | null): SizeGroup[] {
  const taken = new Set(details.filter((d) => d.Id !== own?.Id).map((d) => d.InventoryItemSizeId));
  const groups = new Map<string, SizeGroup>();
  const ordered = [...sizes].sort((a, b) => a.SortOrder - b.SortOrder);
  for (const s of ordered) {
    const mine = s.Id === own?.InventoryItemSizeId;
    if (!mine && (s.Archived || taken.has(s.Id))) continue;
    const name = s.SizeUnitOfMeasure ?? 'Other sizes';
    const group = groups.get(name) ?? { group: name, items: [] };
    group.items.push({ value: s.Id, label: s.Name });
    groups.set(name, group);
  }
  const size = own?.InventoryItemSize;
  if (size && !sizes.some((s) => s.Id === size.Id))
    groups.set('Current', { group: 'Current', items: [{ value: size.Id, label: size.Name }] });
  return [...groups.values()];
}
