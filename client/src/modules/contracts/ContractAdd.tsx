import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ContractMessages as M, ProposalMessages, ProposalTypes } from '@canopy/shared';
import { notifySuccess } from '../../ui/notify';
import { AddForLocation } from '../proposals/AddForLocation';
import { createProposal } from '../proposals/mutations';
import { contractKeys } from './queries';

/** contracts.add: a new contract (Created) for an account location, opened on its detail screen. */
export function ContractAdd() {
  const { id } = useSearch({ from: '/app/proposals/contracts/add' });
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <AddForLocation
      noun="Contract"
      fallback="/proposals/contracts"
      locationId={id}
      failed={ProposalMessages.SaveFailed}
      create={async (AccountLocationId) => {
        const c = await createProposal(client, {
          Id: 0,
          AccountLocationId,
          ProposalTypeId: ProposalTypes.Contract,
        });
        await client.invalidateQueries({ queryKey: contractKeys.all });
        notifySuccess(M.Saved);
        void navigate({ to: '/proposals/contracts/detail', search: { id: c.Id } });
      }}
    />
  );
}
