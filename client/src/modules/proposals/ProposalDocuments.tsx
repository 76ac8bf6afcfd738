import { ProposalMessages as M, type Proposal } from '@canopy/shared';
import { DocumentShelf } from '../../ui/DocumentShelf';
import { docKeys, proposalDocs } from './documents';

/** The proposal's documents (spec §2: 12 a page; upload, order, delete with the right to edit it). */
export function ProposalDocuments({ proposal }: { proposal: Proposal }) {
  return (
    <DocumentShelf
      shelf={proposalDocs(proposal.Id)}
      queryKey={docKeys.proposal(proposal.Id)}
      title="Documents"
      canEdit={proposal.CanEdit}
      uploadFailedMessage={M.DocumentUploadFailed}
    />
  );
}
