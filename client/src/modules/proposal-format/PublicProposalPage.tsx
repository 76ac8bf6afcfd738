import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ProposalFormatMessages as M } from '@canopy/shared';
import { CustomerRecord } from '../../app/pages/customer/CustomerRecord';
import { ProposalDocument } from './ProposalDocument';
import { publicFormatQuery } from './queries';

/** The proposal a customer opens from its link, signed out and read-only (GET proposals/format/{id}). */
export function PublicProposalPage() {
  const { id } = useSearch({ from: '/proposalview' });
  const query = useQuery(publicFormatQuery(id));
  return (
    <CustomerRecord title="Proposal" id={id} query={query} failed={M.InvalidLink}>
      {(f) => <ProposalDocument format={f} />}
    </CustomerRecord>
  );
}
