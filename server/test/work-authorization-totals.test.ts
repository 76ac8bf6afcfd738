import fc from 'fast-check';
import { expect, it } from 'vitest';
import { authorizationTotalsOf, type WorkAuthorization } from '@canopy/shared';
import { describeEngines } from './harness';
import {
  approveService,
  confirmedWa,
  getWa,
  materialsOf,
  pay,
  servicesOf,
  WA,
} from './work-authorizations.fixtures';

// The crew device works an authorization's figures out again from its copy while the customer ticks
// lines offline: for any approvals, what it shows must be what the server answers.

const figures = (wa: WorkAuthorization) => ({
  ApprovedSubtotal: wa.ApprovedSubtotal,
  PromotionSavings: wa.PromotionSavings,
  TotalApprovedCost: wa.TotalApprovedCost,
  EstimatedTax: wa.EstimatedTax,
  DefaultDeposit: wa.DefaultDeposit,
  MeetsDownPayment: wa.MeetsDownPayment,
});

function onTheDevice(wa: WorkAuthorization) {
  const t = authorizationTotalsOf(wa);
  return {
    ApprovedSubtotal: t.subtotalCents / 100,
    PromotionSavings: t.savingsCents / 100,
    TotalApprovedCost: t.totalCents / 100,
    EstimatedTax: t.taxCents / 100,
    DefaultDeposit: t.depositDueCents / 100,
    MeetsDownPayment: t.meetsDownPayment,
  };
}

/** A tick as the office, the customer page and the device make them: a service, one visit, or a material. */
const tick = fc.record({ line: fc.nat(), visit: fc.option(fc.nat(), { nil: null }), approved: fc.boolean() });

describeEngines('work authorization totals', (ctx) => {
  it("equal, for random approvals, promotions and deposits, what the device works out from the server's record", async () => {
    const { id, office, p } = await confirmedWa(ctx());
    const db = ctx().dbh.db;
    await db
      .updateTable('accounts')
      .set({ minimum_down_payment_bp: 1250 })
      .where('id', '=', p.accountId)
      .execute();
    const promotion = await db
      .insertInto('promotions')
      .values({ name: `Spring care ${ctx().engine}`, discount_e2: 1_275 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('proposal_promotions')
      .values({ proposal_id: p.id, promotion_id: promotion.id })
      .execute();
    const deposit = await pay(
      ctx(),
      office,
      id,
      'deposit',
      { Amount: 13.37, PaymentMethodId: 3, CheckNumber: '2001', IsDeposit: true },
      `totals-deposit-${id}`,
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    const start = await getWa(ctx(), office, id);
    const services = servicesOf(start);
    const materials = materialsOf(start);

    await fc.assert(
      fc.asyncProperty(
        fc.array(tick, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (ticks, applied) => {
          const set = await ctx().call(office, 'PUT', `${WA}/${id}/discountApplied/${applied}`);
          expect(set.statusCode, set.body).toBe(200);
          let now = set.json<WorkAuthorization>();
          for (const t of ticks) {
            const k = t.line % (services.length + materials.length);
            if (k >= services.length) {
              const res = await ctx().call(office, 'PUT', `${WA}/material/UpdateApproveStatus`, {
                WorkAuthorizationId: id,
                ProposalItemMaterialId: materials[k - services.length]!.Id,
                Approved: t.approved,
              });
              expect(res.statusCode, res.body).toBe(200);
              now = res.json<WorkAuthorization>();
            } else {
              const s = services[k]!;
              const visit =
                t.visit !== null && s.Visits.length ? s.Visits[t.visit % s.Visits.length]!.Id : undefined;
              now = await approveService(ctx(), office, id, s.Id, t.approved, visit);
            }
            expect(figures(now)).toEqual(onTheDevice(now));
          }
          expect(now.IsPromotionalDiscountApplied).toBe(applied);
          expect(now.Deposits).toBe(13.37);
        },
      ),
      { numRuns: 8 },
    );
  });
});
