import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, type CSSProperties } from 'react';
import { cn } from '../../../lib/cn';
import { useMenuT } from '../i18n';

/** Lists only move up and down. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Mouse and touch (after a small move, so a tap still clicks) and the keyboard (space, arrows). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Screen-reader instructions and announcements in the UI language, naming the items. */
export function useSortableAccessibility(nameOf: (id: UniqueIdentifier) => string): DndContextProps['accessibility'] {
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
