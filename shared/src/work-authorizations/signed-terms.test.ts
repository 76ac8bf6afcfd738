import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WaService, WorkAuthorization } from './schemas';
import { proposalTermsHash } from './signed-terms';

const service = (id: number, cost: number, approved: boolean): WaService => ({
  Id: id,
  ServiceId: id,
  ServiceName: `Service ${id}`,
  Description: null,
  Cost: cost,
  PerVisitCost: null,
  ApproveStatusId: approved ? 2 : 1,
  Approved: approved,
  Visits: [
    { Id: 10 + id, Title: 'Visit 1', IncludeInProgram: true, IncludeThisYear: true, Approved: approved },
  ],
});

// Only the fields the terms read; the figures the server computes are left out on purpose.
const waOf = (costs: number[], approved = false) =>
  ({
    Id: 7,
    ProposalId: 3,
    ProposalNumber: '00000000042',
    AccountName: 'Oakhurst Residence',
    Address: '12 Elm St',
    ProposalTypeId: 1,
    IsPromotionalDiscountApplied: false,
    ProposalGroups: [
      {
        Id: 1,
        Name: 'Plant Health Care',
        ServiceGroupId: 1,
        SeparateWorkOrderGroup: false,
        ProposalOptionGroups: [
          {
            Id: 1,
            ProposalOptions: [
              {
                Id: 1,
                ProposalItemServices: costs.map((c, i) => service(i + 1, c, approved)),
                ProposalItemMaterials: [],
              },
            ],
          },
        ],
      },
    ],
  }) as unknown as WorkAuthorization;

const costs = fc.array(
  fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
  {
    minLength: 1,
    maxLength: 6,
  },
);

describe('the terms a signature is bound to', () => {
  it('hash the same whatever the approvals or the order the lines came in', () => {
    fc.assert(
      fc.property(costs, (cs) => {
        const a = waOf(cs);
        const b = waOf(cs, true);
        b.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices.reverse();
        expect(proposalTermsHash(a)).toBe(proposalTermsHash(b));
        expect(proposalTermsHash(a)).toMatch(/^[0-9a-f]{32}$/);
      }),
    );
  });

  it('hash differently once a price, a line or the address changes', () => {
    fc.assert(
      fc.property(costs, fc.nat(), (cs, k) => {
        const i = k % cs.length;
        const base = proposalTermsHash(waOf(cs));
        const repriced = cs.map((c, j) => (j === i ? c + 0.01 : c));
        expect(proposalTermsHash(waOf(repriced))).not.toBe(base);
        expect(proposalTermsHash(waOf([...cs, 1]))).not.toBe(base);
        expect(proposalTermsHash({ ...waOf(cs), Address: '14 Elm St' })).not.toBe(base);
      }),
    );
  });
});
