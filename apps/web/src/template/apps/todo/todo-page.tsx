import { useEffect, useMemo, useState } from 'react';
import { Menu, Search } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import type { Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';
import { TaskList } from './task-list.tsx';
import { TaskPanel } from './task-panel.tsx';
import { assigneeOptions, isFilter, isTag, SORTS } from './todo-constants.ts';
import { TodoSidebar } from './todo-sidebar.tsx';
import {
  useAddTaskMutation,
  useDeleteTaskMutation,
  useGetTasksQuery,
  useUpdateTaskMutation,
} from './todo.api.ts';
import { applyOrder } from './todo-order.ts';
import {
  moveTask,
  sameView,
  useTodoDispatch,
  useTodoState,
  viewChanged,
  type TodoParams,
} from './todo.slice.ts';
import './todo.scss';
import { useDirection } from '../../../core/theme/use-direction.ts';

export function TodoPage() {
  const { filter, tag } = useParams();
  if (filter !== undefined && !isFilter(filter)) return <Navigate to="/apps/todo" replace />;
  if (tag !== undefined && !isTag(tag)) return <Navigate to="/apps/todo" replace />;
  return <TodoApp filter={filter} tag={tag} />;
}

function TodoApp({ filter, tag }: { filter?: TaskFilter; tag?: TaskTag }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const rtl = useDirection() === 'rtl';
  const dispatch = useTodoDispatch();
  const { params, order } = useTodoState();
  // The view asked for: the search settles before it is sent.
  const [view, setView] = useState<TodoParams>(() => ({ q: '', filter, tag, sortBy: 'latest' }));
  const { data, isFetching: loading } = useGetTasksQuery(view);
  // The hand-made order belongs to the view it was made in.
  const ordered = sameView(params, view) ? order : null;
  const tasks = useMemo(() => applyOrder(data ?? [], ordered), [data, ordered]);
  const [addTask] = useAddTaskMutation();
  const [updateTask] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState<TaskSort>('latest');
  const [sidebar, setSidebar] = useState(false);
  const [panel, setPanel] = useState<{ task: Task | null } | null>(null);
  const people = useMemo(() => assigneeOptions(tasks), [tasks]);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setView({ q: q.trim(), filter, tag, sortBy }),
      q ? 250 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [q, filter, tag, sortBy]);

  useEffect(() => {
    dispatch(viewChanged(view));
  }, [dispatch, view]);

  const heading = tag ? t(`todo.tags.${tag}`) : t(`todo.filters.${filter ?? 'all'}`);

  return (
    <div className="app-shell todo-app">
      <h1 className="visually-hidden">{t(meta.title)}</h1>
      <TodoSidebar
        show={sidebar}
        rtl={rtl}
        onHide={() => setSidebar(false)}
        onAdd={() => {
          setSidebar(false);
          setPanel({ task: null });
        }}
      />
      <section className="app-main" aria-labelledby="todo-list-title">
        <div className="app-search">
          <button
            type="button"
            className="btn btn-icon btn-text-secondary d-lg-none"
            onClick={() => setSidebar(true)}
            aria-label={t('todo.openLists')}
          >
            <Menu size={20} aria-hidden="true" />
          </button>
          <h2 id="todo-list-title" className="h6 mb-0 text-nowrap">
            {heading}
          </h2>
          <div className="app-search-input">
            <Search size={16} aria-hidden="true" />
            <input
              type="search"
              className="form-control"
              placeholder={t('todo.search')}
              aria-label={t('todo.search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <label htmlFor="todo-sort" className="visually-hidden">
            {t('todo.sortBy')}
          </label>
          <select
            id="todo-sort"
            className="form-select todo-sort"
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as TaskSort)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`todo.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <p id="todo-reorder-hint" className="visually-hidden">
          {t('todo.reorderHint')}
        </p>
        <div className="app-scroll">
          <TaskList
            tasks={tasks}
            loading={loading}
            onOpen={(task) => setPanel({ task })}
            onToggleComplete={(task) =>
              void updateTask({ id: task.id, isCompleted: !task.isCompleted })
            }
            onToggleImportant={(task) =>
              void updateTask({ id: task.id, isImportant: !task.isImportant })
            }
            onRestore={(task) => void updateTask({ id: task.id, isDeleted: false })}
            onMove={(id, to) => dispatch(moveTask({ ids: tasks.map((x) => x.id), id, to }))}
          />
        </div>
      </section>
      <TaskPanel
        show={panel !== null}
        task={panel?.task ?? null}
        people={people}
        rtl={rtl}
        onHide={() => setPanel(null)}
        onSave={async (body) => {
          const current = panel?.task;
          if (current) await updateTask({ ...body, id: current.id }).unwrap();
          else await addTask(body).unwrap();
        }}
        onDelete={(task) => void deleteTask(task.id)}
        onRestore={(task) => void updateTask({ id: task.id, isDeleted: false })}
      />
    </div>
  );
}
