import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ServiceGroups } from '../enums';
import { materialCostComplete, materialTotalCents } from './rules';

describe('material totals', () => {
  it('round units × unit price to the nearest cent, halves up', () => {
    expect(materialTotalCents(333, 1235)).toBe(4113); // 3.33 × $12.35 = $41.1255
    expect(materialTotalCents(250, 3800)).toBe(9500);
    expect(materialTotalCents(50, 1)).toBe(1); // half a cent rounds up
    expect(materialTotalCents(49, 1)).toBe(0);
  });

  it('is within half a cent of the exact product, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (u, p) => {
          const t = materialTotalCents(u, p);
          expect(Number.isSafeInteger(t)).toBe(true);
          expect(Math.abs(t * 100 - u * p)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});

describe('the schedule’s material cost row', () => {
  const full = { MaterialTypeId: 1, MaterialId: 4, Units: 2, UnitPrice: 38, ActualCost: 30 };
  it('needs every field; the service may be left out only on Arbor Care', () => {
    expect(materialCostComplete(full, ServiceGroups.ArborCare)).toBe(true);
    expect(materialCostComplete(full, ServiceGroups.LawnCare)).toBe(false);
    expect(materialCostComplete({ ...full, WorkOrderServiceId: 3 }, ServiceGroups.LawnCare)).toBe(false);
    expect(
      materialCostComplete({ ...full, WorkOrderServiceId: 3, ServiceItemId: 9 }, ServiceGroups.LawnCare),
    ).toBe(true);
    expect(materialCostComplete({ ...full, ActualCost: null }, ServiceGroups.ArborCare)).toBe(false);
  });
});
