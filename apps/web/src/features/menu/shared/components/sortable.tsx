import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { useMenuT } from '../../i18n';
import { moveById } from '../lib/reorder';

/** Lists only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Mouse and touch (after a small move, so a tap still clicks) and the keyboard (space, arrows). */
function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Screen-reader instructions and announcements in the UI language, naming the items. */
function useSortableAccessibility(nameOf: (id: UniqueIdentifier) => string): DndContextProps['accessibility'] {
  const mt = useMenuT();
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => mt('dnd.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? mt('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? mt('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
          : mt('dnd.droppedNowhere', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => mt('dnd.cancelled', { name: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: mt('dnd.instructions') } };
  }, [mt, nameOf]);
}

/** A sortable item: the node to move, its style while dragged, and the props of its handle. */
export function useSortableItem(id: number, disabled: boolean) {
  const sortable = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 20 : undefined,
  };
  return { ...sortable, style };
}

type DragHandleProps = {
  label: string;
  disabled: boolean;
  hint?: string | undefined;
  sortable: ReturnType<typeof useSortableItem>;
};

/** The grip button that moves an item: by pointer, or focused and moved with space and the arrows. */
export function DragHandle({ label, disabled, hint, sortable }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...(disabled ? {} : sortable.listeners)}
      aria-label={label}
      title={disabled ? hint : label}
      disabled={disabled}
      className={cn(
        'flex size-8 shrink-0 touch-none items-center justify-center rounded-md text-gray-400',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        disabled ? 'cursor-not-allowed opacity-40' : 'cursor-grab hover:bg-gray-100 hover:text-gray-600 active:cursor-grabbing',
      )}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
}

type SortableListProps = {
  /** The items in their order; their names are what screen readers announce. */
  items: readonly { id: number; name: string }[];
  disabled: boolean;
  /** The ids in their new order, after an item was dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  /** The items, each using useSortableItem with its id. */
  children: ReactNode;
};

/** A vertical list reordered by pointer, touch or keyboard, announced in the UI language. */
export function SortableList({ items, disabled, onReorder, children }: SortableListProps) {
  const sensors = useSortableSensors();
  const nameOf = useCallback((id: UniqueIdentifier) => items.find((i) => i.id === id)?.name ?? String(id), [items]);
  const accessibility = useSortableAccessibility(nameOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveById(items, Number(active.id), over ? Number(over.id) : null);
    if (next) onReorder(next.map((i) => i.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
