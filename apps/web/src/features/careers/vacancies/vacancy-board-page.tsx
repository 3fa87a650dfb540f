import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  applicationMoveNeedsReason,
  applicationStatuses,
  isOneClickApplicationMove,
  type Application,
  type ApplicationStatus,
} from '@careers/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  useChangeApplicationStatusMutation,
  useGetApplicationsQuery,
  type ApplicationMove,
} from '../../../core/api/applications.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useGetVacancyQuery } from '../../../core/api/vacancies.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { applicationActions } from '../applications/application-status-actions.ts';
import { MoveDialog } from '../applications/move-dialog.tsx';
import { useQuickMove } from '../applications/triage/quick-move.ts';
import { UndoBar } from '../applications/triage/undo-bar.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { LoadState, RecordPending } from '../shared/load-state.tsx';
import { boardKeyboardCoordinates } from './board-keyboard.ts';
import '../shared/careers.scss';

/** Cards per column: the board is for triage; the rest of a stage is one link away in the list. */
export const BOARD_COLUMN_SIZE = 20;

type Card = Pick<Application, 'id' | 'candidateName' | 'status' | 'allowedNext'>;

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
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [active, setActive] = useState<Card | null>(null);
  const [confirming, setConfirming] = useState<{ card: Card; to: ApplicationStatus } | null>(null);
  const move = useAsyncAction();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const status = (s: ApplicationStatus) => t(`careers.applicationStatus.${s}`);
  const cardOf = (data: unknown) => (data as { card?: Card } | undefined)?.card;

  const announcements = useMemo<Announcements>(() => {
    const name = (data: unknown) => cardOf(data)?.candidateName ?? '';
    const from = (data: unknown) => {
      const card = cardOf(data);
      return card ? t(`careers.applicationStatus.${card.status}`) : '';
    };
    const target = (card: Card | undefined, over: { id: string | number } | null) =>
      card && over && card.allowedNext.includes(over.id as ApplicationStatus)
        ? t(`careers.applicationStatus.${over.id as ApplicationStatus}`)
        : null;
    return {
      onDragStart: ({ active: a }) => {
        const card = cardOf(a.data.current);
        return t('careers.board.announce.start', {
          candidate: name(a.data.current),
          status: from(a.data.current),
          allowed: (card?.allowedNext ?? [])
            .map((s) => t(`careers.applicationStatus.${s}`))
            .join(', '),
        });
      },
      onDragOver: ({ active: a, over }) => {
        const to = target(cardOf(a.data.current), over);
        return to
          ? t('careers.board.announce.over', { candidate: name(a.data.current), status: to })
          : t('careers.board.announce.overNone', { candidate: name(a.data.current) });
      },
      onDragEnd: ({ active: a, over }) => {
        const to = target(cardOf(a.data.current), over);
        return to
          ? t('careers.board.announce.end', { candidate: name(a.data.current), status: to })
          : t('careers.board.announce.endNone', {
              candidate: name(a.data.current),
              status: from(a.data.current),
            });
      },
      onDragCancel: ({ active: a }) =>
        t('careers.board.announce.cancel', {
          candidate: name(a.data.current),
          status: from(a.data.current),
        }),
    };
  }, [t]);

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const card = cardOf(a.data.current);
    const to = over?.id as ApplicationStatus | undefined;
    if (!card || !to || !card.allowedNext.includes(to)) return;
    if (isOneClickApplicationMove(card.status, to)) {
      quick.move(card, to).catch((failure: unknown) => {
        void notify('error', toApiError(failure).message);
      });
    } else {
      setConfirming({ card, to });
    }
  };

  if (!vacancy) return <RecordPending read={read} lines={8} />;

  const action = confirming
    ? applicationActions(confirming.card).find((x) => x.to === confirming.to)
    : undefined;
  const close = () => {
    setConfirming(null);
    move.clearError();
  };
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
      <MoveDialog
        show={confirming !== null}
        to={confirming?.to ?? null}
        messageRequired={
          confirming ? applicationMoveNeedsReason(confirming.card.status, confirming.to) : false
        }
        title={
          action ? t('careers.applicationPage.confirmTitle', { action: t(action.labelKey) }) : ''
        }
        body={
          confirming ? (
            <p className="mb-0">
              {t('careers.applicationPage.confirmBody', {
                candidate: confirming.card.candidateName,
                from: status(confirming.card.status),
                to: status(confirming.to),
              })}
            </p>
          ) : null
        }
        confirmLabel={action ? t(action.labelKey) : ''}
        variant={action?.variant}
        busy={move.busy}
        error={move.error}
        onConfirm={(carried: Omit<ApplicationMove, 'status'>) => {
          if (!confirming) return;
          void move.run(async () => {
            await changeStatus({
              id: confirming.card.id,
              status: confirming.to,
              ...carried,
            }).unwrap();
            close();
          });
        }}
        onCancel={close}
      />
      <UndoBar />
    </>
  );
}

/** One stage: its applications (the first BOARD_COLUMN_SIZE), a drop target while allowed. */
function BoardColumn(props: {
  vacancyId: string;
  status: ApplicationStatus;
  dragging: Card | null;
}) {
  const { t } = useTranslation();
  const list = useGetApplicationsQuery({
    vacancyId: props.vacancyId,
    status: props.status,
    sortColumn: 'updatedAt',
    sort: 'desc',
    perPage: BOARD_COLUMN_SIZE,
  });
  const allowed = props.dragging ? props.dragging.allowedNext.includes(props.status) : false;
  const { setNodeRef, isOver } = useDroppable({
    id: props.status,
    disabled: !allowed,
  });
  const cards = list.currentData?.data ?? [];
  const total = list.currentData?.total ?? 0;
  const label = t(`careers.applicationStatus.${props.status}`);
  const headingId = `board-${props.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={props.status}
      className={[
        'careers-board-column',
        props.dragging && allowed ? 'is-droppable' : '',
        props.dragging && !allowed ? 'is-closed' : '',
        isOver && allowed ? 'is-over' : '',
      ].join(' ')}
    >
      <h2 className="h6 mb-2" id={headingId}>
        {t('careers.board.column', { status: label, n: total })}
        {props.dragging && !allowed && (
          <span className="d-block small fw-normal text-body-secondary">
            {t('careers.board.notDroppable')}
          </span>
        )}
      </h2>
      <LoadState
        failed={list.isError}
        loading={list.isFetching && cards.length === 0}
        lines={2}
        onRetry={() => void list.refetch()}
      />
      {list.isSuccess && cards.length === 0 && (
        <p className="small text-body-secondary mb-0">{t('careers.board.empty')}</p>
      )}
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {cards.map((a) => (
          <BoardCard key={a.id} application={a} />
        ))}
      </ul>
      {total > cards.length && (
        <Link
          className="small d-block mt-2"
          to={`/careers/applications?vacancyId=${props.vacancyId}&status=${props.status}`}
        >
          {t('careers.board.more', { n: total - cards.length })}
        </Link>
      )}
    </section>
  );
}

function BoardCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const card: Card = {
    id: application.id,
    candidateName: application.candidateName,
    status: application.status,
    allowedNext: application.allowedNext,
  };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: application.id,
    data: { card },
    disabled: application.allowedNext.length === 0,
  });
  return (
    <li className={isDragging ? 'opacity-50' : undefined}>
      <div className="card">
        <div
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          className="card-body p-2 careers-board-card fw-semibold"
          aria-label={t('careers.board.card', {
            candidate: application.candidateName,
            status: t(`careers.applicationStatus.${application.status}`),
          })}
        >
          {application.candidateName}
        </div>
        <Link to={`/careers/applications/${application.id}`} className="small px-2 pb-2">
          {t('careers.board.openCard')}
          <span className="visually-hidden"> {application.candidateName}</span>
        </Link>
      </div>
    </li>
  );
}
