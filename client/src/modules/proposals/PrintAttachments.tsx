import { Switch, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ProposalMessages as M, Messages } from '@canopy/shared';
import { DocumentShelf } from '../../ui/DocumentShelf';
import { handleApiError } from '../../ui/handleApiError';
import { docKeys, printAttachments, setAttachmentActive } from './documents';

/** The documents appended to every printed proposal, in their order; inactive ones are left out. */
export function PrintAttachments() {
  const queryClient = useQueryClient();
  return (
    <DocumentShelf
      shelf={printAttachments}
      queryKey={docKeys.attachments}
      title="Print attachment documents"
      canEdit
      uploadFailedMessage={M.DocumentUploadFailed}
      rowActions={(d) => (
        <Tooltip label={d.StatusId === 1 ? 'Printed with proposals' : 'Not printed'}>
          <Switch
            size="xs"
            aria-label={`Print ${d.Name} with proposals`}
            checked={d.StatusId === 1}
            onChange={(e) =>
              void setAttachmentActive(d.Id, e.currentTarget.checked)
                .then(() => queryClient.invalidateQueries({ queryKey: docKeys.attachments }))
                .catch((error: unknown) => handleApiError(error, Messages.UpdateFailed))
            }
          />
        </Tooltip>
      )}
    />
  );
}
