import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkAuthorizationServiceStatuses as SS } from '../enums';
import type { WaGroup } from './schemas';
import {
  authorizationTotals,
  authorizationTotalsOf,
  type AuthorizationTotals,
  type TotalsLines,
  type TotalsRecord,
  type TotalsTerms,
} from './totals';

const status = fc.constantFrom(SS.Pending, SS.Approved, SS.PartiallyApproved, SS.NotApproved);
const money = fc.integer({ min: 0, max: 5_000_000 });
const service = fc.record({
  costCents: money,
  perVisitCostCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  statusId: status,
  visits: fc.array(fc.record({ includeThisYear: fc.boolean(), approved: fc.boolean() }), { maxLength: 5 }),
});
const lines = fc.record({
  services: fc.array(service, { maxLength: 6 }),
  materials: fc.array(fc.record({ costCents: money, statusId: status }), { maxLength: 4 }),
  discountsE2: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 3 }),
});
const terms = fc.record({
  taxRateE4: fc.integer({ min: 0, max: 150_000 }),
  downPaymentE2: fc.integer({ min: 0, max: 10_000 }),
  depositedCents: fc.integer({ min: 0, max: 3_000_000 }),
});

/** n / d rounded half up, n ≥ 0. */
const half = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));

/** The figures worked out as exact fractions, line by line from the spec's words. */
function exact(l: TotalsLines, t: TotalsTerms): AuthorizationTotals {
  let sub = 0n;
  for (const s of l.services) {
    if (s.statusId !== SS.Approved && s.statusId !== SS.PartiallyApproved) continue;
    const visits = s.visits.filter((v) => v.includeThisYear && v.approved).length;
    const partByVisit = s.statusId === SS.PartiallyApproved && s.perVisitCostCents !== null;
    sub += BigInt(partByVisit ? s.perVisitCostCents! * visits : s.costCents);
  }
  for (const m of l.materials)
    if (m.statusId === SS.Approved || m.statusId === SS.PartiallyApproved) sub += BigInt(m.costCents);
  const kept = l.discountsE2.reduce((n, d) => n * BigInt(10_000 - d), 1n);
  const total = half(sub * kept, 10_000n ** BigInt(l.discountsE2.length));
  const share = half(BigInt(total) * BigInt(t.downPaymentE2), 10_000n);
  return {
    subtotalCents: Number(sub),
    savingsCents: Number(sub) - total,
    totalCents: total,
    taxCents: half(BigInt(total) * BigInt(t.taxRateE4), 1_000_000n),
    depositDueCents: Math.max(0, share - t.depositedCents),
    // Within spec §9's half-cent tolerance of the exact share.
    meetsDownPayment:
      20_000n * BigInt(t.depositedCents) >= 2n * BigInt(total) * BigInt(t.downPaymentE2) - 10_000n,
  };
}

/** The record as the server answers it: dollars and percents, the promotions whether applied or not. */
function asRecord(l: TotalsLines, t: TotalsTerms, applied: boolean): TotalsRecord {
  const group: WaGroup = {
    Id: 1,
    Name: 'Arbor Care',
    ServiceGroupId: 1,
    SeparateWorkOrderGroup: false,
    ProposalOptionGroups: [
      {
        Id: 1,
        ProposalOptions: [
          {
            Id: 1,
            ProposalItemServices: l.services.map((s, i) => ({
              Id: i + 1,
              ServiceId: 1,
              ServiceName: `Service ${i + 1}`,
              Description: null,
              Cost: s.costCents / 100,
              PerVisitCost: s.perVisitCostCents === null ? null : s.perVisitCostCents / 100,
              ApproveStatusId: s.statusId,
              Approved: s.statusId === SS.Approved || s.statusId === SS.PartiallyApproved,
              Visits: s.visits.map((v, k) => ({
                Id: k + 1,
                Title: `Visit ${k + 1}`,
                IncludeInProgram: true,
                IncludeThisYear: v.includeThisYear,
                Approved: v.approved,
              })),
            })),
            ProposalItemMaterials: l.materials.map((m, i) => ({
              Id: i + 1,
              MaterialName: `Material ${i + 1}`,
              Description: null,
              Cost: m.costCents / 100,
              ApproveStatusId: m.statusId,
              Approved: m.statusId === SS.Approved,
            })),
          },
        ],
      },
    ],
  };
  return {
    ProposalGroups: [group],
    Promotions: l.discountsE2.map((d, i) => ({ Name: `Promotion ${i + 1}`, DiscountPercentage: d / 100 })),
    IsPromotionalDiscountApplied: applied,
    TaxRate: t.taxRateE4 / 10_000,
    MinimumDownPayment: t.downPaymentE2 / 100,
    Deposits: t.depositedCents / 100,
  };
}

describe('work authorization totals', () => {
  it('are the exact figures of the approved lines, in whole cents', () => {
    fc.assert(
      fc.property(lines, terms, (l, t) => {
        expect(authorizationTotals({ ...l, ...t })).toEqual(exact(l, t));
      }),
      { numRuns: 500 },
    );
  });

  it("from the record as the server sends it (the device's copy) equal the server's own, discount applied or not", () => {
    fc.assert(
      fc.property(lines, terms, fc.boolean(), (l, t, applied) => {
        const server = authorizationTotals({ ...l, ...t, discountsE2: applied ? l.discountsE2 : [] });
        expect(authorizationTotalsOf(asRecord(l, t, applied))).toEqual(server);
      }),
      { numRuns: 500 },
    );
  });

  it('worked example: a part-approved spray program is worth its approved visits, tax rounds once', () => {
    const l: TotalsLines = {
      services: [
        { costCents: 65_000, perVisitCostCents: null, statusId: SS.Approved, visits: [] },
        {
          costCents: 18_000,
          perVisitCostCents: 6_000,
          statusId: SS.PartiallyApproved,
          visits: [
            { includeThisYear: true, approved: true },
            { includeThisYear: true, approved: false },
            { includeThisYear: false, approved: true },
          ],
        },
      ],
      materials: [{ costCents: 4_550, statusId: SS.NotApproved }],
      discountsE2: [1_000],
    };
    // $650 + one $60 visit = $710, 10 % off = $639, tax 6.25 % = $39.9375 → $39.94, 10 % down = $63.90.
    expect(
      authorizationTotals({ ...l, taxRateE4: 62_500, downPaymentE2: 1_000, depositedCents: 2_000 }),
    ).toEqual({
      subtotalCents: 71_000,
      savingsCents: 7_100,
      totalCents: 63_900,
      taxCents: 3_994,
      depositDueCents: 4_390,
      meetsDownPayment: false,
    });
  });
});
