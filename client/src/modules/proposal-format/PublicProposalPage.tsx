import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ProposalFormatMessages as M } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { CustomerRecord } from '../../app/pages/customer/CustomerRecord';
import { ProposalDocument } from './ProposalDocument';
import { publicFormatQuery } from './queries';

/**
 * The proposal a customer opens from its link, signed out and read-only (GET proposals/format/{id});
 * with view=approved, as approved (approved-format/{id}).
 */
export function PublicProposalPage() {
  const { id, view } = useSearch({ from: '/proposalview' });
  const approved = view === 'approved';
  const query = useQuery(publicFormatQuery(id, approved));
  return (
    <CustomerRecord
      title={approved ? 'Approved Proposal' : 'Proposal'}
      id={id}
      query={query}
      failed={
        query.error instanceof ApiError && query.error.status < 500 ? query.error.message : M.InvalidLink
      }
    >
      {(f) => <ProposalDocument format={f} />}
    </CustomerRecord>
  );
}
