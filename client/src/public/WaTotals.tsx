import { dollarsToCents, formatCurrency, type WorkAuthorization } from '@canopy/shared';

const money = (dollars: number) => formatCurrency(dollarsToCents(dollars));

/** The figures the server computed for the approvals as they stand: nothing is summed here. */
export function WaTotals({ wa }: { wa: WorkAuthorization }) {
  return (
    <dl className="cp-rows" aria-label="Totals">
      <dt>Approved services</dt>
      <dd>{money(wa.ApprovedSubtotal)}</dd>
      {wa.PromotionSavings > 0 && (
        <>
          <dt>Promotion savings</dt>
          <dd>−{money(wa.PromotionSavings)}</dd>
        </>
      )}
      <dt>Total approved cost</dt>
      <dd>{money(wa.TotalApprovedCost)}</dd>
      <dt>Estimated tax</dt>
      <dd>{money(wa.EstimatedTax)}</dd>
      <dt>Deposit due</dt>
      <dd>{money(wa.DefaultDeposit)}</dd>
    </dl>
  );
}
