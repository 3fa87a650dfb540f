import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { applicationStatuses, type ApplicationStatus } from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { useGetVacancyQuery } from '../../../core/api/vacancies.ts';
import { ConfirmMoveDialog } from '../applications/confirm-move-dialog.tsx';
import { useQuickMove, type PendingMove } from '../applications/triage/quick-move.ts';
import { UndoBar } from '../applications/triage/undo-bar.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { RecordPending } from '../shared/load-state.tsx';
import { cardOf, useBoardAnnouncements } from './board-announcements.ts';
import { BoardColumn, type BoardCardData } from './board-column.tsx';
import { boardKeyboardCoordinates } from './board-keyboard.ts';
import '../shared/careers.scss';

/**
 * A vacancy's applications as a kanban board (issue 20): a column per status, cards dragged
 * between them by pointer or keyboard (Space, arrows, Space), announced to screen readers in the
 * reader's language. A card drops only on the stages its status allows (the API's `allowedNext`);
 * good news moves at once with the undo bar, anything else opens the move dialog first.
 */
export function VacancyBoardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useGetVacancyQuery(id);
  const vacancy = read.currentData;
  const quick = useQuickMove();
  const [active, setActive] = useState<BoardCardData | null>(null);
  const [confirming, setConfirming] = useState<PendingMove | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const announcements = useBoardAnnouncements();

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const card = cardOf(a.data.current);
    const to = over?.id as ApplicationStatus | undefined;
    if (!card || !to || !card.allowedNext.includes(to)) return;
    void quick.request(card, to, setConfirming);
  };

  if (!vacancy) return <RecordPending read={read} lines={8} />;

  return (
    <>
      <CareersHeader
        title={t('careers.board.title', { vacancy: vacancy.title })}
        actions={
          <Link
            to={`/careers/vacancies/${vacancy.id}`}
            className="btn btn-sm btn-outline-secondary"
          >
            {vacancy.title}
          </Link>
        }
      />
      <p className="small text-body-secondary" id="board-help">
        {t('careers.board.instructions')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('careers.board.instructions') },
        }}
        onDragStart={({ active: a }) => setActive(cardOf(a.data.current) ?? null)}
        onDragCancel={() => setActive(null)}
        onDragEnd={onDragEnd}
      >
        <div className="careers-board">
          {applicationStatuses.map((s) => (
            <BoardColumn key={s} vacancyId={vacancy.id} status={s} dragging={active} />
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <div className="card careers-board-card shadow">
              <div className="card-body p-2 fw-semibold">{active.candidateName}</div>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ConfirmMoveDialog pending={confirming} onClose={() => setConfirming(null)} />
      <UndoBar />
    </>
  );
}
