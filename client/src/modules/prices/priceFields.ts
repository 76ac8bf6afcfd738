import {
  dollarsToCents,
  PricingMethodList,
  PricingTypeList,
  PricingTypes,
  type Cents,
  type PriceDetail,
} from '@canopy/shared';

export type PriceField = 'PricePerVisit' | 'PricePerYear' | 'FlatPrice';
export const ALL_PRICE_FIELDS: PriceField[] = ['PricePerVisit', 'PricePerYear', 'FlatPrice'];

/**
 * The prices a pricing type uses: a visit and a year for VisitPerYear, one flat price for Flat,
 * a price per unit (kept as the per-visit price) for PerUOM. Open fixes none, so all three show.
 */
export function priceFieldsFor(pricingType: number | undefined): PriceField[] {
  switch (pricingType) {
    case PricingTypes.VisitPerYear:
      return ['PricePerVisit', 'PricePerYear'];
    case PricingTypes.Flat:
      return ['FlatPrice'];
    case PricingTypes.PerUOM:
      return ['PricePerVisit'];
    default:
      return ALL_PRICE_FIELDS;
  }
}

export function priceFieldLabel(field: PriceField, pricingType: number | undefined): string {
  if (field === 'PricePerVisit')
    return pricingType === PricingTypes.PerUOM ? 'Price per Unit' : 'Price per Visit';
  return field === 'PricePerYear' ? 'Price per Year' : 'Flat Price';
}

/** A price from the wire (dollars, or null when the row does not offer it) in cents. */
export const priceCents = (dollars: number | null): Cents | null =>
  dollars === null ? null : dollarsToCents(dollars);

export const priceOf = (detail: PriceDetail, field: PriceField): Cents | null => priceCents(detail[field]);

const nameOf = (list: { Id: number; Name: string }[], id: number | undefined) =>
  list.find((x) => x.Id === id)?.Name ?? '';
export const pricingTypeName = (id: number | undefined) => nameOf(PricingTypeList, id);
export const pricingMethodName = (id: number | undefined) => nameOf(PricingMethodList, id);

/** What a row is priced for: its size, or the service's unit on a ServiceUOM table. */
export const rowLabel = (d: PriceDetail) => d.InventoryItemSize?.Name ?? 'Service unit of measure';
