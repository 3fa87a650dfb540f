import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a picked-up card from stage to stage instead of 25 pixels at a time: Right and
 * Left jump to the nearest column on that side that accepts the card (columns that do not are
 * disabled droppables, so they are skipped). Up and Down do nothing (a column has no order).
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ rect, centre: rect.left + rect.width / 2 }] : [];
    })
    .filter((c) => (step > 0 ? c.centre > centre + 1 : c.centre < centre - 1))
    .sort((a, b) => Math.abs(a.centre - centre) - Math.abs(b.centre - centre));
  const target = columns[0];
  if (!target) return undefined;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: target.rect.top + 8,
  };
};
