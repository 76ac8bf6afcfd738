import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { canRequestCancellation, mayComplete, WorkOrderStatuses as S, type WorkOrder } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { NEEDS_CONNECTION } from './needsConnection';
import { StatusSelect } from './StatusSelect';

/** The info screen's actions without a connection: each one needs the server, so they are shown disabled. */
export function DeviceActions({ workOrder: w }: { workOrder: WorkOrder }) {
  const claims = useClaims();
  const finished = w.StatusId === S.Completed || w.StatusId === S.PendingCancellation;
  return (
    <Group gap="xs" align="flex-end">
      <StatusSelect statusId={w.StatusId} onChange={() => {}} label="Status" disabled />
      {canRequestCancellation(w.StatusId, claims) && (
        <Button variant="default" color="red" leftSection={<IconMailForward size={16} />} disabled>
          Request cancellation
        </Button>
      )}
      {mayComplete(claims) && !finished && (
        <Button leftSection={<IconCircleCheck size={16} />} disabled>
          Complete work order
        </Button>
      )}
      <Text size="sm" c="dimmed" pb={6}>
        {NEEDS_CONNECTION}
      </Text>
    </Group>
  );
}
