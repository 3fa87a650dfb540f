import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, MoreVertical, RotateCcw, Star } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Task } from '../../../fake-api/types.ts';
import { TAG_COLORS } from './todo-constants.ts';
import { dateTimeFormat } from '../../../core/format/date.ts';

interface TaskListProps {
  tasks: Task[];
  loading: boolean;
  onOpen: (task: Task) => void;
  onToggleComplete: (task: Task) => void;
  onToggleImportant: (task: Task) => void;
  onRestore: (task: Task) => void;
  onMove: (id: number, to: number) => void;
}

/** Tasks in the current list; drag a row (or Alt+Arrow, or the arrows) to reorder. */
export function TaskList({ tasks, loading, onOpen, onMove, ...on }: TaskListProps) {
  const { t, i18n } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  if (tasks.length === 0) {
    return (
      <p className="app-empty" role="status">
        {loading ? t('todo.loading') : t('todo.noTasks')}
      </p>
    );
  }

  const due = (day: string) =>
    dateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(
      new Date(`${day}T00:00:00`),
    );

  const drop = (e: DragEvent, index: number) => {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData('text/plain'));
    if (Number.isInteger(id)) onMove(id, index);
    setDragged(null);
    setOver(null);
  };

  const keys = (e: KeyboardEvent, task: Task, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMove(task.id, e.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  return (
    <ul
      className="todo-list list-unstyled mb-0"
      aria-label={t('todo.tasks')}
      aria-describedby="todo-reorder-hint"
    >
      {tasks.map((task, index) => (
        <li
          key={task.id}
          className={`todo-item${task.isCompleted ? ' completed' : ''}${dragged === task.id ? ' dragging' : ''}${over === index && dragged !== task.id ? ' drag-over' : ''}`}
          draggable
          data-testid={`task-${task.id}`}
          onDragStart={(e) => {
            e.dataTransfer.setData('text/plain', String(task.id));
            e.dataTransfer.effectAllowed = 'move';
            setDragged(task.id);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            setOver(index);
          }}
          onDrop={(e) => drop(e, index)}
          onKeyDown={(e) => keys(e, task, index)}
        >
          <MoreVertical size={16} className="drag-handle" aria-hidden="true" />
          <input
            type="checkbox"
            className="form-check-input mt-0"
            checked={task.isCompleted}
            onChange={() => on.onToggleComplete(task)}
            aria-label={t('todo.complete', { title: task.title })}
          />
          <button type="button" className="todo-title" onClick={() => onOpen(task)}>
            {task.title}
          </button>
          <span className="todo-meta">
            {task.tags.map((tag) => (
              <span
                key={tag}
                className={`badge rounded-pill bg-${TAG_COLORS[tag]}-subtle text-${TAG_COLORS[tag]}-emphasis`}
              >
                {t(`todo.tags.${tag}`)}
              </span>
            ))}
            <time className="small text-body-secondary text-nowrap" dateTime={task.dueDate}>
              {due(task.dueDate)}
            </time>
            {task.assignee ? (
              <img
                className="avatar avatar-xs"
                src={task.assignee.avatar}
                alt={task.assignee.fullName}
                title={task.assignee.fullName}
              />
            ) : (
              <span
                className="avatar avatar-xs"
                title={t('todo.unassigned')}
                aria-label={t('todo.unassigned')}
                role="img"
              >
                ?
              </span>
            )}
            <button
              type="button"
              className={`btn btn-icon btn-sm btn-text-secondary star-toggle${task.isImportant ? ' starred' : ''}`}
              aria-pressed={task.isImportant}
              aria-label={t('todo.markImportant', { title: task.title })}
              onClick={() => on.onToggleImportant(task)}
            >
              <Star size={16} aria-hidden="true" />
            </button>
            {task.isDeleted && (
              <button
                type="button"
                className="btn btn-sm btn-outline-success"
                onClick={() => on.onRestore(task)}
                aria-label={t('todo.restoreTask', { title: task.title })}
              >
                <RotateCcw size={14} aria-hidden="true" className="me-1" />
                {t('todo.restore')}
              </button>
            )}
            <span className="todo-move">
              <button
                type="button"
                className="btn btn-icon btn-sm btn-text-secondary"
                disabled={index === 0}
                onClick={() => onMove(task.id, index - 1)}
                aria-label={t('todo.moveUp', { title: task.title })}
              >
                <ArrowUp size={14} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-icon btn-sm btn-text-secondary"
                disabled={index === tasks.length - 1}
                onClick={() => onMove(task.id, index + 1)}
                aria-label={t('todo.moveDown', { title: task.title })}
              >
                <ArrowDown size={14} aria-hidden="true" />
              </button>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
