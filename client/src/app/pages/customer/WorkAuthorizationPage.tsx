import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { api } from '../../../kernel/api/client';
import { PublicFrame } from '../PublicFrame';
import { FieldRows } from './FieldRows';
import { money } from './money';

const FAILED = 'Failed to find work authorization';

interface CustomerWorkAuthorization {
  Id: number;
  ProposalId?: number;
  TotalApprovedCost?: number;
  EstimatedTax?: number;
  PromotionSavings?: number;
  Amount?: number;
  IsPaid?: boolean;
}

/** The customer's work authorization, opened from the e-mailed link (staff add view=admin). */
export function WorkAuthorizationPage() {
  const { id } = useSearch({ from: '/authorization' });
  const query = useQuery({
    queryKey: ['customer', 'workAuthorization', id],
    enabled: !!id,
    retry: false,
    queryFn: async () =>
      (
        await api.get<CustomerWorkAuthorization>(
          `/workAuthorization/getByEncryptedId/${encodeURIComponent(id ?? '')}`,
          { anonymous: true },
        )
      ).data,
  });

  const wa = query.data;
  return (
    <PublicFrame title="Work Authorization" width={720}>
      {!id || query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {FAILED}
        </Alert>
      ) : !wa ? (
        <Loader size="sm" aria-label="Loading" />
      ) : (
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
    </PublicFrame>
  );
}
