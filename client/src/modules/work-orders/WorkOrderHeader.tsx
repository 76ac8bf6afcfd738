import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { WorkOrder } from '@canopy/shared';
import { RecordLink } from '../account-extras/RecordLink';
import { RecordHeader } from '../../ui/RecordHeader';
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
    <RecordHeader
      title={`Work Order ${w.Id}`}
      badges={
        <>
          <Badge color={statusColor(w.StatusId)} variant="light" aria-label="Work order status">
            {w.WorkOrderStatus}
          </Badge>
          {w.Archived && (
            <Badge color="gray" variant="outline">
              Archived
            </Badge>
          )}
        </>
      }
      details={
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
      }
      onBack={onBack}
      actions={actions}
    />
  );
}
