import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ProposalMessages as M } from '@canopy/shared';
import { notifySuccess } from '../../ui/notify';
import { AddForLocation } from './AddForLocation';
import { createProposal } from './mutations';

/** Add Proposal: the new proposal is Created and opens in the builder. */
export function ProposalAdd() {
  const { locationId } = useSearch({ from: '/app/proposals/add' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AddForLocation
      noun="Proposal"
      fallback="/proposals"
      locationId={locationId}
      failed={M.SaveFailed}
      create={async (AccountLocationId) => {
        const p = await createProposal(queryClient, { Id: 0, AccountLocationId });
        notifySuccess(M.Created);
        void navigate({ to: '/builder', search: { id: p.Id } } as never);
      }}
    />
  );
}
