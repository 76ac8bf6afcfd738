import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, type DailyWorkOrder } from '@canopy/shared';
import { statusColor } from '../../work-orders/statusOptions';

const RETURN_PAGE: string = '/schedules/daily';

export interface WorkOrderCardsProps {
  workOrders: DailyWorkOrder[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Moves the work order at `from` to `to`; absent when the route may not be changed. */
  onMove?: (from: number, to: number) => void;
}

interface CardProps {
  w: DailyWorkOrder;
  index: number;
  count: number;
  checked: boolean;
  onToggle: () => void;
  onMove?: (from: number, to: number) => void;
}

function Card({ w, index, count, checked, onToggle, onMove }: CardProps) {
  const sortable = useSortable({ id: w.WorkOrderId, disabled: !onMove });
  const navigate = useNavigate();
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 1 : undefined,
  };
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
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
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Checkbox
          mt={6}
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

/**
 * The day's work orders in route order as touch-sized cards: drag by the handle (a short press on
 * a phone, so scrolling still works) or the up/down buttons, select for clock-out, open each one.
 */
export function WorkOrderCards({ workOrders, selected, onSelect, onMove }: WorkOrderCardsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = workOrders.map((w) => w.WorkOrderId);
  const onDragEnd = (e: DragEndEvent) => {
    if (!onMove || !e.over || e.active.id === e.over.id) return;
    onMove(ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id)));
  };
  const toggle = (id: number) =>
    onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" role="list" aria-label="Work orders in route order">
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
      </SortableContext>
    </DndContext>
  );
}
