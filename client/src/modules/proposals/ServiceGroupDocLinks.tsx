import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ServiceGroupList } from '@canopy/shared';
import { api } from '../../kernel/api/client';

/** Links to each of the proposal's service groups' documents, once the builder has groups. */
export function ServiceGroupDocLinks({ proposalId }: { proposalId: number }) {
  const builder = useQuery({
    queryKey: ['proposals', 'builder', proposalId, 'serviceGroups'],
    queryFn: async () => (await api.get('/proposals/builder/{id}', { path: { id: proposalId } })).data,
  });
  const groups = builder.data?.ProposalServiceGroups ?? [];
  if (!groups.length) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Service group documents:
      </Text>
      {groups.map((g) => (
        <Anchor
          key={g.Id}
          size="sm"
          component={Link}
          to={'/proposals/service-group/docs' as never}
          search={{ proposalid: proposalId, id: g.Id } as never}
        >
          {ServiceGroupList.find((s) => s.Id === g.ServiceGroupId)?.Name ?? 'Service group'}
        </Anchor>
      ))}
    </Group>
  );
}
