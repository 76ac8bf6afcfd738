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
import { CardList, WorkOrderCard, type CardListProps, type CardProps } from './WorkOrderCard';

function SortableCard(props: CardProps) {
  const sortable = useSortable({ id: props.w.WorkOrderId, disabled: !props.onMove });
  const drag = {
    ref: sortable.setNodeRef,
    style: {
      transform: CSS.Transform.toString(sortable.transform),
      transition: sortable.transition,
      zIndex: sortable.isDragging ? 1 : undefined,
    },
    handle: { ...sortable.attributes, ...sortable.listeners },
  };
  return <WorkOrderCard {...props} drag={drag} />;
}

/**
 * The cards with drag and drop by the handle: a short press on a phone, so scrolling still works.
 * Loaded once the day is on screen (see WorkOrderCards), as only a drag needs it.
 */
export function SortableCards(props: Omit<CardListProps, 'Card'>) {
  const { workOrders, onMove } = props;
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
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <CardList {...props} Card={SortableCard} />
      </SortableContext>
    </DndContext>
  );
}
