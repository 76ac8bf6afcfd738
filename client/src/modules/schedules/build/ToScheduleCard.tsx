import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  dollarsToCents,
  formatCurrency,
  ServiceGroupList,
  type WorkOrderToScheduleRow,
} from '@canopy/shared';

export interface ToScheduleCardProps {
  row: WorkOrderToScheduleRow;
  selected: boolean;
  onToggle: (row: WorkOrderToScheduleRow) => void;
  /** Where the work order's page comes back to. */
  returnPage: string;
}

const COLOURS = { red: 'red', yellow: 'yellow', green: 'green' } as const;

/** One work order waiting for a schedule, as a card that fits a phone; the checkbox selects it. */
export function ToScheduleCard({ row, selected, onToggle, returnPage }: ToScheduleCardProps) {
  const group = ServiceGroupList.find((g) => g.Id === row.ServiceGroupId)?.Name;
  const place = [row.Address, row.City, row.Zip].filter(Boolean).join(', ');
  const services = row.Services.map((s) => (s.ServiceCode ? `${s.Name} (${s.ServiceCode})` : s.Name));
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="to-schedule-card"
      style={selected ? { borderColor: 'var(--mantine-color-blue-6)' } : undefined}
    >
      <Stack gap={4} miw={0}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(row)}
            aria-label={`Select work order ${row.WorkOrderId}`}
            label={
              <Text fw={600} span>
                #{row.WorkOrderId}
              </Text>
            }
          />
          <Badge color={COLOURS[row.Priority.Colour]} variant="filled" autoContrast>
            {row.Priority.Name}
          </Badge>
        </Group>
        <Text fw={500} truncate="end">
          {row.CustomerName}
        </Text>
        {place && (
          <Text size="sm" c="dimmed" truncate="end">
            {place}
          </Text>
        )}
        {row.Description && (
          <Text size="sm" lineClamp={2}>
            {row.Description}
          </Text>
        )}
        <Text size="sm" lineClamp={2}>
          {[group, ...services].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {row.EstimatedHours} h
          {row.EstimatedValue !== null ? ` · ${formatCurrency(dollarsToCents(row.EstimatedValue))}` : ''}
          {row.EstimatedCrew != null ? ` · crew of ${row.EstimatedCrew}` : ''}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" truncate="end">
            {[row.Arborist?.Name, row.SalesTerritory?.Name].filter(Boolean).join(' · ') || 'No arborist'}
          </Text>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/workorders/info" search={{ id: row.WorkOrderId, returnPage }} />
            )}
          >
            Open
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
