import type { ReactNode } from 'react';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, SchedulingPriorities, type WorkOrder } from '@canopy/shared';
import { RecordLink } from '../account-extras/RecordLink';
import { statusColor } from './statusOptions';

const PRIORITY_NAMES = new Map<number, string>(Object.entries(SchedulingPriorities).map(([k, v]) => [v, k]));
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* An e-mail address or a long street name breaks rather than widen a phone's page. */}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === '' ? '—' : children}
      </Text>
    </Stack>
  );
}

/** The basic info the user reads but does not edit here. */
export function WorkOrderFacts({ workOrder: w }: { workOrder: WorkOrder }) {
  const manager = w.Branch.ManagerName
    ? `${w.Branch.ManagerName}${w.Branch.ManagerEmail ? ` (${w.Branch.ManagerEmail})` : ' (no email)'}`
    : null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <Fact label="Work order">{w.Id}</Fact>
      <Fact label="Type">{w.SubType}</Fact>
      <Fact label="Status">
        <Badge color={statusColor(w.StatusId)} variant="light">
          {w.WorkOrderStatus}
        </Badge>
      </Fact>
      <Fact label="Service group">{w.ServiceGroup}</Fact>
      <Fact label="Customer">{w.AccountName}</Fact>
      <Fact label="Location">{w.Address}</Fact>
      <Fact label="Branch">{w.Branch.Name}</Fact>
      <Fact label="Branch manager">{manager}</Fact>
      <Fact label="Priority">{PRIORITY_NAMES.get(w.PriorityId) ?? w.PriorityId}</Fact>
      <Fact label="Original work order">
        {w.OriginalWoId ? (
          <RecordLink href={`/workorders/info?id=${w.OriginalWoId}`}>{w.OriginalWoId}</RecordLink>
        ) : null}
      </Fact>
      <Fact label="Date completed">{formatDate(w.DateCompleted)}</Fact>
      <Fact label="Signed date">{formatDate(w.SignedDate)}</Fact>
      <Fact label="Scouting report required">{yesNo(w.ScoutingReportRequired)}</Fact>
      <Fact label="Scouting report sent">{yesNo(w.SentScoutingReport)}</Fact>
      <Fact label="On a schedule">{yesNo(w.HasSchedules)}</Fact>
      <Fact label="Archived">{yesNo(w.Archived)}</Fact>
    </SimpleGrid>
  );
}
