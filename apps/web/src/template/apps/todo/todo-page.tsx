import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Navigate, useParams } from 'react-router';
import type { Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';
import { AppSearchBar } from '../shared/app-search.tsx';
import { AppShell } from '../shared/app-shell.tsx';
import { useListSearch } from '../shared/use-list-search.ts';
import { TaskList } from './task-list.tsx';
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
import { useAppSidebar } from '../shared/use-app-sidebar.ts';
import { lazyWhenShown } from '../shared/lazy-when-shown.ts';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';

// The task form (and its validation) loads when the first task is opened or added.
const TaskPanel = lazyWhenShown(() => import('./task-panel.tsx').then((m) => m.TaskPanel));

export function TodoPage() {
  const { filter, tag } = useParams();
  if (filter !== undefined && !isFilter(filter)) return <Navigate to="/apps/todo" replace />;
  if (tag !== undefined && !isTag(tag)) return <Navigate to="/apps/todo" replace />;
  return <TodoApp filter={filter} tag={tag} />;
}

function TodoApp({ filter, tag }: { filter?: TaskFilter; tag?: TaskTag }) {
  const { t } = useTranslation();
  const sidebar = useAppSidebar();
  const { rtl } = sidebar;
  const dispatch = useTodoDispatch();
  const { params, order } = useTodoState();
  const search = useListSearch();
  const [sortBy, setSortBy] = useState<TaskSort>('latest');
  // The view asked for: the search settles before it is sent.
  const view = useMemo<TodoParams>(
    () => ({ q: search.settled, filter, tag, sortBy }),
    [search.settled, filter, tag, sortBy],
  );
  const { data, isFetching: loading } = useGetTasksQuery(view);
  // The hand-made order belongs to the view it was made in.
  const ordered = sameView(params, view) ? order : null;
  const tasks = useMemo(() => applyOrder(data ?? [], ordered), [data, ordered]);
  const [addTask] = useAddTaskMutation();
  const [updateTask] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();
  const [panel, setPanel] = useState<{ task: Task | null } | null>(null);
  const people = useMemo(() => assigneeOptions(tasks), [tasks]);

  useEffect(() => {
    dispatch(viewChanged(view));
  }, [dispatch, view]);

  const heading = tag ? t(`todo.tags.${tag}`) : t(`todo.filters.${filter ?? 'all'}`);

  return (
    <AppShell app="todo">
      <TodoSidebar {...sidebar.panel} onAdd={sidebar.closeThen(() => setPanel({ task: null }))} />
      <section className="app-main" aria-labelledby="todo-list-title">
        <AppSearchBar
          sidebarLabel={t('todo.openLists')}
          onSidebar={sidebar.open}
          headingId="todo-list-title"
          heading={heading}
          label={t('todo.search')}
          {...search.field}
        >
          <LabelledSelect
            id="todo-sort"
            label={t('todo.sortBy')}
            labelClassName="visually-hidden"
            className="form-select todo-sort"
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as TaskSort)}
            options={SORTS.map((s) => ({ value: s, label: t(`todo.sorts.${s}`) }))}
          />
        </AppSearchBar>
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
    </AppShell>
  );
}
