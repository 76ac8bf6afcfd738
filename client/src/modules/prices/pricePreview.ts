import {
  changedPriceOrNull,
  formatCurrency,
  formatPercent,
  type Cents,
  type PriceChange,
  type PriceDetail,
} from '@canopy/shared';
import { priceOf, rowLabel, type PriceField } from './priceFields';

export type PreviewPrice = { field: PriceField; before: Cents | null; after: Cents | null };
export type PreviewRow = { id: number; label: string; prices: PreviewPrice[] };

/** How many rows the confirmation shows: enough to check the arithmetic, not a second table. */
export const PREVIEW_ROWS = 4;

/**
 * The first rows of a table as they would be after the change, worked with the same rule the
 * server applies (whole cents, halves up, never below zero), so the preview is what gets saved.
 */
export function previewRows(
  details: PriceDetail[],
  fields: PriceField[],
  change: PriceChange,
  limit = PREVIEW_ROWS,
): PreviewRow[] {
  return details.slice(0, limit).map((d) => ({
    id: d.Id,
    label: rowLabel(d),
    prices: fields.map((field) => {
      const before = priceOf(d, field);
      return { field, before, after: changedPriceOrNull(before, change) };
    }),
  }));
}

/** The change in words for the confirmation: "raise every price by 10%". */
export function describeChange(change: PriceChange): string {
  if (change.kind === 'dollars') return `add ${formatCurrency(change.cents)} to every price`;
  const percent = formatPercent(Math.abs(change.percentE4) / 10_000, { decimals: 4 }).replace(/\.?0+%$/, '%');
  if (change.percentE4 === 0) return 'leave every price as it is';
  return `${change.percentE4 > 0 ? 'raise' : 'lower'} every price by ${percent}`;
}
