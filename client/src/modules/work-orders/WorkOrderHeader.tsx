import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { WorkOrder } from '@canopy/shared';
import { RecordLink } from '../account-extras/RecordLink';
import { statusColor } from './statusOptions';

export interface WorkOrderHeaderProps {
  workOrder: WorkOrder;
  onBack: () => void;
  actions: ReactNode;
}

function locationHref(w: WorkOrder) {
  const search = new URLSearchParams({
    id: String(w.AccountLocationId),
    acctId: String(w.AccountId),
    acctName: w.AccountName,
  });
  return `/accounts/location?${search.toString()}`;
}

/** Number, status, customer and location of the work order, with the way back and its actions. */
export function WorkOrderHeader({ workOrder: w, onBack, actions }: WorkOrderHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Tooltip label="Back">
          <ActionIcon variant="subtle" aria-label="Back" onClick={onBack} mt={4}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h3">
              Work Order {w.Id}
            </Title>
            <Badge color={statusColor(w.StatusId)} variant="light" aria-label="Work order status">
              {w.WorkOrderStatus}
            </Badge>
            {w.Archived && (
              <Badge color="gray" variant="outline">
                Archived
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {w.SubType} · {w.ServiceGroup} ·
            </Text>
            <RecordLink href={`/accounts/info?id=${w.AccountId}`}>{w.AccountName}</RecordLink>
            {w.AccountLocationId !== null && (
              <>
                <Text size="sm" c="dimmed">
                  ·
                </Text>
                <RecordLink href={locationHref(w)}>{w.Address ?? 'Location'}</RecordLink>
              </>
            )}
          </Group>
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}
