import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ProposalMessages as M } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { isNotFound } from '../../ui/apiErrors';
import { BackButton } from '../../ui/BackButton';
import { DocumentShelf } from '../../ui/DocumentShelf';
import { QueryState } from '../../ui/QueryState';
import { docKeys, serviceGroupDocs } from './documents';

/** proposals.serviceGroupDocuments (/proposals/service-group/docs?proposalid&id): 12 a page, in order. */
export function ServiceGroupDocumentsPage() {
  const { proposalid, id } = useSearch({ from: '/app/proposals/service-group/docs' });
  const ok = !!proposalid && !!id;
  const query = useQuery({
    queryKey: ['proposals', 'serviceGroup', proposalid ?? 0, id ?? 0],
    queryFn: async () =>
      (
        await api.get('/proposals/{id}/service-groups/{groupId}', {
          path: { id: proposalid!, groupId: id! },
        })
      ).data,
    enabled: ok,
  });
  const back = <BackButton fallback="/proposals" />;
  return (
    <QueryState
      query={query}
      notFound={!ok || isNotFound(query.error)}
      notFoundTitle="Service group not found"
      errorTitle="The service group could not be loaded"
      actions={back}
    >
      {(g) => (
        <Stack gap="md" maw={900}>
          <Group gap="xs" wrap="nowrap">
            {back}
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {g.Name} documents
            </Title>
          </Group>
          <DocumentShelf
            shelf={serviceGroupDocs(g.ProposalId, g.Id)}
            queryKey={docKeys.serviceGroup(g.ProposalId, g.Id)}
            title="Documents"
            canEdit={g.CanEdit}
            uploadFailedMessage={M.DocumentUploadFailed}
          />
        </Stack>
      )}
    </QueryState>
  );
}
