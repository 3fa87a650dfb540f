import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Menu } from 'react-feather';

interface SortableRowProps {
  id: number;
  /** Accessible name of the drag handle, e.g. "Move Amara Okafor". */
  handleLabel: string;
  children: ReactNode;
  as?: 'li' | 'div';
}

/** A row that can be dragged by its handle, with the mouse, touch or the keyboard. */
export function SortableRow({ id, handleLabel, children, as: Tag = 'li' }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Tag
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`ext-sortable-item d-flex align-items-center gap-2 p-2 ${isDragging ? 'is-dragging' : ''}`}
      data-id={id}
    >
      <button
        type="button"
        className="ext-drag-handle"
        aria-label={handleLabel}
        {...attributes}
        {...listeners}
      >
        <Menu size={16} aria-hidden="true" />
      </button>
      <div className="flex-grow-1 min-w-0">{children}</div>
    </Tag>
  );
}
