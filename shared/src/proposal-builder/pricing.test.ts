import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceGroups, ServiceTypes } from '../enums';
import { PricingMethods, PricingTypes } from '../prices/rules';
import { discounted } from '../promotions/rules';
import { PricingOptions } from '../services/enums';
import { builderTotals, cataloguePrice, keptEditedCost, materialCost, serviceCost } from './pricing';
import { addRefusal, groupRefusal, nextGroupName } from './rules';
import { BuilderMessages as M } from './messages';

const cents = fc.integer({ min: 0, max: 5_000_000 });
const option = fc.record({
  Services: fc.array(cents, { maxLength: 5 }),
  Materials: fc.array(cents, { maxLength: 5 }),
});
const proposal = fc.array(fc.array(fc.array(option, { minLength: 1, maxLength: 3 }), { maxLength: 3 }), {
  maxLength: 6,
});
const discounts = fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 5 });
// A list of discounts and the same discounts in another order.
const ordered = discounts.chain((ds) =>
  fc.tuple(fc.constant(ds), fc.shuffledSubarray(ds, { minLength: ds.length, maxLength: ds.length })),
);
const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describe('builder totals', () => {
  it('adds line costs to the cent at every level', () => {
    fc.assert(
      fc.property(proposal, discounts, (Groups, DiscountsE2) => {
        const t = builderTotals({ Groups, DiscountsE2 });
        // Each option is exactly its lines; the proposal is exactly each option group's first option.
        Groups.forEach((g, gi) =>
          g.forEach((og, ogi) =>
            og.forEach((o, oi) =>
              expect(t.Options[gi]![ogi]![oi]).toBe(sum([...o.Services, ...o.Materials])),
            ),
          ),
        );
        const counted = Groups.flatMap((g) => g.map((og) => og[0]!)).flatMap((o) => [
          ...o.Services,
          ...o.Materials,
        ]);
        expect(t.Subtotal).toBe(sum(counted));
        expect(t.Subtotal).toBe(sum(t.Groups));
        expect(t.Discount + t.Total).toBe(t.Subtotal);
        expect(Number.isInteger(t.Total)).toBe(true);
      }),
    );
  });

  it('applies discounts to the same cents in any order', () => {
    fc.assert(
      fc.property(cents, ordered, (amount, [ds, shuffled]) => {
        expect(discounted(amount, shuffled)).toBe(discounted(amount, ds));
        expect(discounted(amount, [...ds].reverse())).toBe(discounted(amount, ds));
      }),
    );
    // 10% then 20% leaves 72%, not 70%.
    expect(
      builderTotals({ Groups: [[[{ Services: [10_000], Materials: [] }]]], DiscountsE2: [1000, 2000] }).Total,
    ).toBe(7200);
  });
});

describe('line costs', () => {
  it('takes the edited cost, then the previous actual, then the total', () => {
    expect(serviceCost({ EditedCostCents: 500, PrevActualCostCents: 400, TotalCostCents: 300 })).toBe(500);
    expect(serviceCost({ EditedCostCents: null, PrevActualCostCents: 400, TotalCostCents: 300 })).toBe(400);
    expect(serviceCost({ EditedCostCents: null, PrevActualCostCents: null, TotalCostCents: 300 })).toBe(300);
    expect(serviceCost({ EditedCostCents: null, PrevActualCostCents: null, TotalCostCents: null })).toBe(0);
    expect(materialCost({ EditedCostCents: null, QuantityE2: 250, UnitPriceCents: 1999 })).toBe(4998);
  });

  it('forgets an edited cost equal to the computed price', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(keptEditedCost(c, c)).toBeNull();
      }),
    );
    expect(keptEditedCost(100, 200)).toBe(100);
    expect(keptEditedCost(null, 200)).toBeNull();
  });
});

describe('catalogue price', () => {
  const table = (PricingTypeId: number, PricingMethodId: number) => ({
    ServiceTypeId: ServiceTypes.Single,
    PricingOptionId: PricingOptions.Table,
    PricingUnitOfMeasureRateCents: null,
    Table: {
      PricingTypeId,
      PricingMethodId,
      Rows: [
        { InventorySizeId: 1, PricePerVisitCents: 10_000, PricePerYearCents: 30_000, FlatPriceCents: 50_000 },
        { InventorySizeId: 2, PricePerVisitCents: 20_000, PricePerYearCents: 60_000, FlatPriceCents: 90_000 },
        { InventorySizeId: null, PricePerVisitCents: 1_250, PricePerYearCents: null, FlatPriceCents: 2_000 },
      ],
    },
  });
  const items = [
    { SizeId: 1, PricingUnitsE2: 150 },
    { SizeId: 2, PricingUnitsE2: 250 },
  ];

  it('prices each item by its size from the table', () => {
    expect(cataloguePrice(table(PricingTypes.Flat, PricingMethods.InventorySize), items, 0)).toEqual({
      PerVisitCents: null,
      TotalCents: 140_000,
    });
    const multi = {
      ...table(PricingTypes.VisitPerYear, PricingMethods.InventorySize),
      ServiceTypeId: ServiceTypes.Multi,
    };
    expect(cataloguePrice(multi, items, 3)).toEqual({ PerVisitCents: 30_000, TotalCents: 90_000 });
  });

  it('prices by the unit of measure: rate times pricing units, times quantity', () => {
    expect(cataloguePrice(table(PricingTypes.PerUOM, PricingMethods.ServiceUOM), items, 0, 2)).toEqual({
      PerVisitCents: null,
      TotalCents: 10_000,
    });
    const uom = {
      ServiceTypeId: ServiceTypes.Single,
      PricingOptionId: PricingOptions.UnitOfMeasure,
      PricingUnitOfMeasureRateCents: 333,
      Table: null,
    };
    expect(cataloguePrice(uom, [{ SizeId: null, PricingUnitsE2: 150 }], 0)).toEqual({
      PerVisitCents: null,
      TotalCents: 500,
    });
    expect(
      cataloguePrice(table(PricingTypes.Open, PricingMethods.InventorySize), items, 0).TotalCents,
    ).toBeNull();
  });
});

describe('builder rules', () => {
  it('refuses an add with the spec messages, in order', () => {
    expect(addRefusal({}, 0)).toBe(M.SelectServiceOrMaterial);
    expect(addRefusal({ ServiceId: 1 }, 0)).toBe(M.SelectServiceGroup);
    expect(addRefusal({ ServiceId: 1, ServiceGroupId: ServiceGroups.ArborCare }, 0)).toBe(
      M.SelectInventoryItem,
    );
    expect(addRefusal({ ServiceId: 1, ServiceGroupId: ServiceGroups.Nursery }, 0)).toBeNull();
    const material = { MaterialId: 1, ServiceItemIds: [1] };
    expect(addRefusal({ ...material, ServiceGroupId: ServiceGroups.PlantHealthCare }, 3)).toBe(
      M.SelectService,
    );
    expect(addRefusal({ ...material, ServiceGroupId: ServiceGroups.ArborCare }, 0)).toBe(
      M.MaterialNeedsService,
    );
    expect(addRefusal({ ...material, ServiceGroupId: ServiceGroups.ArborCare }, 1)).toBeNull();
    expect(addRefusal({ MaterialId: 1, ServiceGroupId: ServiceGroups.Nursery }, 0)).toBeNull();
  });

  it('groups at least two options of one service group', () => {
    expect(groupRefusal([1])).toBe(M.GroupNeedsTwoOptions);
    expect(groupRefusal([1, 2])).toBe(M.GroupNeedsSameServiceGroup);
    expect(groupRefusal([2, 2, 2])).toBeNull();
  });

  it('names groups Group N', () => {
    expect(nextGroupName([])).toBe('Group 1');
    expect(nextGroupName(['Group 1', 'Group 4'])).toBe('Group 5');
    expect(nextGroupName(['Pruning'])).toBe('Group 2');
  });
});
