import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Application, ApplicationStatus } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetApplicationsQuery } from '../../../core/api/applications.ts';
import type { MovableApplication } from '../applications/triage/quick-move.ts';
import { LoadState } from '../shared/load-state.tsx';

/** Cards per column: the board is for triage; the rest of a stage is one link away in the list. */
export const BOARD_COLUMN_SIZE = 20;

/** What a dragged card carries. */
export type BoardCardData = MovableApplication;

/** One stage: its applications (the first BOARD_COLUMN_SIZE), a drop target while allowed. */
export function BoardColumn(props: {
  vacancyId: string;
  status: ApplicationStatus;
  dragging: BoardCardData | null;
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
  const card: BoardCardData = {
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
