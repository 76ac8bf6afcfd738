import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { ServiceGroupList, type Builder } from '@canopy/shared';

export type ServiceGroupOrderProps = {
  serviceGroups: Builder['ProposalServiceGroups'];
  editing: boolean;
  onMove: (order: { Id: number; ProposalSortOrder: number }[]) => void;
};

/** The order of the proposal's service groups, the order the format page and the print follow. */
export function ServiceGroupOrder({ serviceGroups, editing, onMove }: ServiceGroupOrderProps) {
  if (serviceGroups.length < 2) return null;
  const move = (i: number, by: -1 | 1) => {
    const next = [...serviceGroups];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onMove(next.map((sg, n) => ({ Id: sg.Id, ProposalSortOrder: n })));
  };
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Service group order">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Service group order
        </Text>
        {serviceGroups.map((sg, i) => {
          const name =
            ServiceGroupList.find((g) => g.Id === sg.ServiceGroupId)?.Name ?? String(sg.ServiceGroupId);
          return (
            <Group key={sg.Id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {i + 1}. {name}
              </Text>
              {editing && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={i === serviceGroups.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
