import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { CustomerRecord } from './CustomerRecord';
import { FieldRows } from './FieldRows';
import { money } from './money';
import { customerWorkAuthorizationQuery } from './queries';

const FAILED = 'Failed to find work authorization';

/** The customer's work authorization, opened from the e-mailed link (staff add view=admin). */
export function WorkAuthorizationPage() {
  const { id } = useSearch({ from: '/authorization' });
  const query = useQuery(customerWorkAuthorizationQuery(id));

  return (
    <CustomerRecord title="Work Authorization" id={id} query={query} failed={FAILED}>
      {(wa) => (
        <FieldRows
          rows={[
            ['Work authorization', wa.Id],
            ['Proposal', wa.ProposalId],
            ['Total approved cost', money(wa.TotalApprovedCost)],
            ['Estimated tax', money(wa.EstimatedTax)],
            ['Promotion savings', money(wa.PromotionSavings)],
            ['Deposit', money(wa.Amount)],
            ['Paid', wa.IsPaid === undefined ? undefined : wa.IsPaid ? 'Yes' : 'No'],
          ]}
        />
      )}
    </CustomerRecord>
  );
}
