import { PricingMethods, PricingTypes } from '../prices/rules';
import { discounted } from '../promotions/rules';
import { costAtRate } from '../work-order-services/split';
import { PricingOptions } from '../services/enums';
import { ServiceTypes } from '../enums';

// The builder's arithmetic, in integer cents and hundredths, shared by the server (which stores and
// answers the figures) and the client (which shows the server's figures and previews an edit with
// the same code). Nothing here rounds more than once per line.

export interface PriceRow {
  InventorySizeId: number | null;
  PricePerVisitCents: number | null;
  PricePerYearCents: number | null;
  FlatPriceCents: number | null;
}
export interface PricedService {
  ServiceTypeId: number;
  PricingOptionId: number | null;
  PricingUnitOfMeasureRateCents: number | null;
  Table: { PricingTypeId: number; PricingMethodId: number; Rows: PriceRow[] } | null;
}
/** An inventory item the service treats: its size and its share of the pricing units. */
export interface PricedItem {
  SizeId: number | null;
  PricingUnitsE2: number;
}
export interface CataloguePrice {
  PerVisitCents: number | null;
  TotalCents: number | null;
}

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

/**
 * The catalogue's price of a service for these items: by the unit-of-measure rate times the pricing
 * units, or from the price table (the row of each item's size, or the one size-less row of a table
 * priced by the service's unit of measure). A multi-visit service is priced per visit and charged
 * for the visits included this year. Open tables have no price (the rep enters one). Times quantity.
 */
export function cataloguePrice(
  s: PricedService,
  items: readonly PricedItem[],
  visitsThisYear: number,
  quantity = 1,
): CataloguePrice {
  const multi = s.ServiceTypeId === ServiceTypes.Multi;
  const units = sum(items.map((i) => i.PricingUnitsE2));
  const perVisitThen = (perVisit: number | null): CataloguePrice =>
    perVisit === null
      ? { PerVisitCents: null, TotalCents: null }
      : {
          PerVisitCents: multi ? perVisit : null,
          TotalCents: (multi ? perVisit * visitsThisYear : perVisit) * quantity,
        };

  if (s.PricingOptionId === PricingOptions.UnitOfMeasure) {
    if (s.PricingUnitOfMeasureRateCents == null) return { PerVisitCents: null, TotalCents: null };
    return perVisitThen(costAtRate(s.PricingUnitOfMeasureRateCents, units));
  }
  const t = s.Table;
  if (s.PricingOptionId !== PricingOptions.Table || !t || t.PricingTypeId === PricingTypes.Open)
    return { PerVisitCents: null, TotalCents: null };
  const bySize = t.PricingMethodId === PricingMethods.InventorySize;
  const rowOf = (item: PricedItem) =>
    t.Rows.find((r) => (bySize ? r.InventorySizeId === item.SizeId : r.InventorySizeId === null));
  // By size each item is priced whole; by unit of measure the one row is a rate per unit.
  const priced = (pick: (r: PriceRow) => number | null) =>
    bySize
      ? sum(items.map((i) => pick(rowOf(i) ?? EMPTY) ?? 0))
      : costAtRate(pick(rowOf({ SizeId: null, PricingUnitsE2: 0 }) ?? EMPTY) ?? 0, units);
  if (t.PricingTypeId === PricingTypes.Flat) {
    return { PerVisitCents: null, TotalCents: priced((r) => r.FlatPriceCents) * quantity };
  }
  return perVisitThen(priced((r) => r.PricePerVisitCents));
}
const EMPTY: PriceRow = {
  InventorySizeId: null,
  PricePerVisitCents: null,
  PricePerYearCents: null,
  FlatPriceCents: null,
};

/** What a service line costs: the rep's edited cost, else the previous actual cost, else the total. */
export const serviceCost = (s: {
  EditedCostCents: number | null;
  PrevActualCostCents: number | null;
  TotalCostCents: number | null;
}): number => s.EditedCostCents ?? s.PrevActualCostCents ?? s.TotalCostCents ?? 0;

/** Quantity (hundredths) times unit price, to the nearest cent. */
export const materialPrice = (m: { QuantityE2: number; UnitPriceCents: number }): number =>
  costAtRate(m.UnitPriceCents, m.QuantityE2);

/** What a material line costs: the edited cost, else quantity times unit price. */
export const materialCost = (m: {
  EditedCostCents: number | null;
  QuantityE2: number;
  UnitPriceCents: number;
}): number => m.EditedCostCents ?? materialPrice(m);

/** An edited cost equal to the computed price is no edit: it is kept as null so the price follows the catalogue. */
export const keptEditedCost = (edited: number | null, computed: number | null): number | null =>
  edited !== null && edited === computed ? null : edited;

export interface OptionLines {
  Services: readonly number[];
  Materials: readonly number[];
}
export interface TotalsInput {
  /** Groups > option groups > options, each option its line costs in cents. */
  Groups: readonly (readonly (readonly OptionLines[])[])[];
  DiscountsE2: readonly number[];
}
export interface Totals {
  Options: number[][][];
  OptionGroups: number[][];
  Groups: number[];
  Subtotal: number;
  Discount: number;
  Total: number;
}

/**
 * Totals of the builder. An option is the sum of its lines; an option group counts its first option
 * (the customer picks one, and the first is the one proposed); a group sums its option groups; the
 * proposal sums its groups, then takes its promotions multiplicatively, rounded once.
 */
export function builderTotals(input: TotalsInput): Totals {
  const Options = input.Groups.map((g) => g.map((og) => og.map((o) => sum(o.Services) + sum(o.Materials))));
  const OptionGroups = Options.map((g) => g.map((og) => og[0] ?? 0));
  const Groups = OptionGroups.map(sum);
  const Subtotal = sum(Groups);
  const Total = discounted(Subtotal, input.DiscountsE2);
  return { Options, OptionGroups, Groups, Subtotal, Discount: Subtotal - Total, Total };
}
