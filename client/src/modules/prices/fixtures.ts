import {
  PricingMethods,
  PricingTypes,
  type ItemSize,
  type PriceDetail,
  type PriceTable,
} from '@canopy/shared';

// Test data for the price screens: a DBH table with prices chosen to exercise rounding.

const size = (Id: number, Name: string): PriceDetail['InventoryItemSize'] => ({ Id, Name });

export const dbhDetails: PriceDetail[] = [
  {
    Id: 11,
    PriceId: 5,
    InventoryItemSizeId: 1,
    InventoryItemSize: size(1, '0-6 in DBH'),
    PricePerVisit: 123.45,
    PricePerYear: 246.9,
    FlatPrice: 300,
  },
  {
    Id: 12,
    PriceId: 5,
    InventoryItemSizeId: 2,
    InventoryItemSize: size(2, '7-12 in DBH'),
    PricePerVisit: 0.99,
    PricePerYear: null,
    FlatPrice: 410,
  },
  {
    Id: 13,
    PriceId: 5,
    InventoryItemSizeId: 3,
    InventoryItemSize: size(3, '13-18 in DBH'),
    PricePerVisit: 85,
    PricePerYear: 170,
    FlatPrice: 520,
  },
];

export function dbhTable(pricingType: number = PricingTypes.VisitPerYear): PriceTable {
  return {
    Id: 5,
    Name: 'Pruning by DBH',
    PricingType: pricingType,
    PricingMethod: PricingMethods.InventorySize,
    Archived: false,
    Version: 3,
    Details: dbhDetails,
  };
}

export const sizes: ItemSize[] = ['0-6 in DBH', '7-12 in DBH', '13-18 in DBH', '19-24 in DBH'].map(
  (Name, i) => ({
    Id: i + 1,
    Name,
    SizeUnitOfMeasureId: 1,
    SizeUnitOfMeasure: 'in DBH',
    ServiceGroups: [1],
    SortOrder: i + 1,
    Archived: false,
    Version: 1,
  }),
);
