import type { ComponentType, CSSProperties, Ref } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, type DailyWorkOrder } from '@canopy/shared';
import { statusColor } from '../../work-orders/statusColor';
import { LightCheckbox } from '../../../ui/LightCheckbox';

const RETURN_PAGE: string = '/schedules/daily';

export interface WorkOrderCardsProps {
  workOrders: DailyWorkOrder[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Moves the work order at `from` to `to`; absent when the route may not be changed. */
  onMove?: (from: number, to: number) => void;
}

/** What drag and drop gives a card, once it has loaded. */
export interface CardDrag {
  ref: (el: HTMLElement | null) => void;
  style: CSSProperties;
  /** Spread on the grip: its pointer, touch and key listeners start a drag. */
  handle: Record<string, unknown>;
}

export interface CardProps {
  w: DailyWorkOrder;
  index: number;
  count: number;
  checked: boolean;
  onToggle: () => void;
  onMove?: (from: number, to: number) => void;
  drag?: CardDrag;
}

/**
 * One work order as a touch-sized card. The same markup with drag and drop or without, so the
 * list can take it on once loaded and look and read the same.
 */
export function WorkOrderCard({ w, index, count, checked, onToggle, onMove, drag }: CardProps) {
  const navigate = useNavigate();
  return (
    <Paper
      ref={drag?.ref}
      style={drag?.style}
      withBorder
      radius="sm"
      p="xs"
      role="listitem"
      aria-label={`work order ${w.WorkOrderId}`}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        {onMove && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Drag work order ${w.WorkOrderId}`}
            style={{ touchAction: 'none', cursor: 'grab' }}
            {...drag?.handle}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <LightCheckbox
          style={{ marginTop: 'calc(0.375rem * var(--mantine-scale))' }}
          aria-label={`Select work order ${w.WorkOrderId}`}
          checked={checked}
          onChange={onToggle}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              href={`/workorders/info?id=${w.WorkOrderId}`}
              fw={600}
              onClick={(e) => {
                e.preventDefault();
                void navigate({
                  to: '/workorders/info',
                  search: { id: w.WorkOrderId, returnPage: RETURN_PAGE },
                });
              }}
            >
              {index + 1}. Work order {w.WorkOrderId}
            </Anchor>
            <Badge color={statusColor(w.StatusId)} variant="light" style={{ flexShrink: 0 }}>
              {w.WorkOrderStatus}
            </Badge>
          </Group>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {w.CustomerName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {w.Address ?? 'No address'}
            {w.Latitude == null ? ' · no map position' : ''}
          </Text>
          {w.ClockedOutDate && (
            <Text size="xs" c="canopy.8" fw={600}>
              Clocked out {formatDate(w.ClockedOutDate)}
              {w.ClockedOutAt
                ? ` at ${new Date(w.ClockedOutAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`
                : ''}
            </Text>
          )}
        </Stack>
        {onMove && (
          <Stack gap={4}>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Move work order ${w.WorkOrderId} up`}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Move work order ${w.WorkOrderId} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}

export interface CardListProps extends WorkOrderCardsProps {
  listRef: Ref<HTMLDivElement>;
  /** The card for each work order: the plain one, or one that also drags. */
  Card?: ComponentType<CardProps>;
}

/** The cards in route order, with or without drag and drop. */
export function CardList({
  workOrders,
  selected,
  onSelect,
  onMove,
  listRef,
  Card = WorkOrderCard,
}: CardListProps) {
  const toggle = (id: number) =>
    onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <Stack ref={listRef} gap="xs" role="list" aria-label="Work orders in route order">
      {workOrders.map((w, i) => (
        <Card
          key={w.WorkOrderId}
          w={w}
          index={i}
          count={workOrders.length}
          checked={selected.includes(w.WorkOrderId)}
          onToggle={() => toggle(w.WorkOrderId)}
          onMove={onMove}
        />
      ))}
    </Stack>
  );
}
