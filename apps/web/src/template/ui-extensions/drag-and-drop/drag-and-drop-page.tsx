import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { CANDIDATES, type Candidate } from '../shared/sample-data.ts';
import { columnOf, moveCard, moveItem, type Board } from './board.ts';
import { SortableRow } from './sortable-row.tsx';
import { useExt } from '../shared/use-ext.ts';

const byId = new Map<number, Candidate>(CANDIDATES.map((c) => [c.id, c]));
const nameOf = (id: number | string) => byId.get(Number(id))?.name ?? String(id);

type Stage = 'applied' | 'screening' | 'interview' | 'offer';
const STAGES: Stage[] = ['applied', 'screening', 'interview', 'offer'];
const STAGE_COLOUR: Record<Stage, string> = {
  applied: 'secondary',
  screening: 'info',
  interview: 'warning',
  offer: 'success',
};

function useDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

function Column({
  stage,
  ids,
  title,
  moveLabel,
}: {
  stage: Stage;
  ids: number[];
  title: string;
  moveLabel: (name: string) => string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      className={`ext-kanban-column h-100 ${isOver ? 'is-over' : ''}`}
      aria-labelledby={`stage-${stage}`}
    >
      <h3 className="h6 d-flex align-items-center gap-2 mb-3" id={`stage-${stage}`}>
        <span className={`badge rounded-pill bg-${STAGE_COLOUR[stage]}`}>{ids.length}</span>
        {title}
      </h3>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="list-unstyled d-flex flex-column gap-2 mb-0" data-stage={stage}>
          {ids.map((id) => {
            const c = byId.get(id);
            if (!c) return null;
            return (
              <SortableRow key={id} id={id} handleLabel={moveLabel(c.name)}>
                <div className="fw-semibold small text-truncate">{c.name}</div>
                <div className="text-body-secondary small text-truncate">{c.vacancy}</div>
              </SortableRow>
            );
          })}
        </ul>
      </SortableContext>
    </section>
  );
}

export function DragAndDropPage() {
  const k = useExt('dnd');
  const sensors = useDndSensors();
  const [shortlist, setShortlist] = useState<number[]>([3, 8, 12, 1, 5]);
  const [board, setBoard] = useState<Board<Stage>>({
    applied: [2, 7, 10],
    screening: [3, 8],
    interview: [1, 5, 9],
    offer: [4, 11],
  });

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => k('announce.start', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? k('announce.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? k('announce.end', { name: nameOf(active.id), target: nameOf(over.id) })
          : k('announce.cancel', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => k('announce.cancel', { name: nameOf(active.id) }),
    }),
    [k],
  );
  // Both examples drag alike and tell screen readers the same things.
  const dnd = {
    sensors,
    collisionDetection: closestCorners,
    accessibility: { announcements, screenReaderInstructions: { draggable: k('instructions') } },
  };

  const onListEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setShortlist((list) =>
      moveItem(list, list.indexOf(Number(active.id)), list.indexOf(Number(over.id))),
    );
  };

  // Crossing into another column happens while dragging, so the card shows where it will land.
  const onBoardOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setBoard((b) => {
      const from = columnOf(b, Number(active.id));
      const to = columnOf(b, over.id as number | string);
      return from && to && from !== to
        ? moveCard(b, Number(active.id), over.id as number | string)
        : b;
    });
  };
  const onBoardEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    setBoard((b) => moveCard(b, Number(active.id), over.id as number | string));
  };

  return (
    <DemoPage>
      <DemoCard col="col-xl-4 col-lg-5" title={k('listTitle')} text={k('listText')}>
        <DndContext {...dnd} onDragEnd={onListEnd}>
          <SortableContext items={shortlist} strategy={verticalListSortingStrategy}>
            <ol
              className="list-unstyled d-flex flex-column gap-2 mb-0"
              aria-label={k('listTitle')}
              data-testid="shortlist"
            >
              {shortlist.map((id, index) => {
                const c = byId.get(id);
                if (!c) return null;
                return (
                  <SortableRow key={id} id={id} handleLabel={k('move', { name: c.name })}>
                    <div className="d-flex align-items-center gap-2">
                      <span className="text-body-secondary small fw-semibold" aria-hidden="true">
                        {index + 1}
                      </span>
                      <Avatar name={c.name} size={34} />
                      <div className="min-w-0 flex-grow-1">
                        <div className="fw-semibold text-truncate" data-testid="shortlist-name">
                          {c.name}
                        </div>
                        <div className="small text-body-secondary text-truncate">
                          {c.course} · {k('year', { year: c.year })}
                        </div>
                      </div>
                      <Badge bg="light-primary" className="text-primary">
                        {c.score}%
                      </Badge>
                    </div>
                  </SortableRow>
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      </DemoCard>
      <DemoCard col="col-xl-8 col-lg-7" title={k('boardTitle')} text={k('boardText')}>
        <DndContext {...dnd} onDragOver={onBoardOver} onDragEnd={onBoardEnd}>
          <div className="row g-3">
            {STAGES.map((stage) => (
              <div key={stage} className="col-sm-6">
                <Column
                  stage={stage}
                  ids={board[stage]}
                  title={k(`stages.${stage}`)}
                  moveLabel={(name) => k('move', { name })}
                />
              </div>
            ))}
          </div>
        </DndContext>
      </DemoCard>
    </DemoPage>
  );
}
