import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { ProposalState } from './ProposalState';
import { ProposalDocuments } from './ProposalDocuments';
import { proposalQuery } from './queries';

/** proposals.documents (/proposals/docs?id): the proposal's documents on a screen of their own. */
export function ProposalDocumentsPage() {
  const { id } = useSearch({ from: '/app/proposals/docs' });
  const query = useQuery({ ...proposalQuery(id ?? 0), enabled: !!id });
  return (
    <ProposalState id={id} query={query}>
      {(p) => (
        <Stack gap="md" maw={900}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <BackButton fallback="/proposals" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h3">
                Proposal {p.ProposalNumber}: documents
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.AccountName} · {p.Address}
              </Text>
            </Stack>
          </Group>
          <ProposalDocuments proposal={p} />
        </Stack>
      )}
    </ProposalState>
  );
}
