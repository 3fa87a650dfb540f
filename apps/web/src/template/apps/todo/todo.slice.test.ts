import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../fake-api/types.ts';
import { formFromTask, taskFormSchema, taskFromForm } from './task-form-schema.ts';
import { TEAM } from './todo-constants.ts';
import { makeTestStore } from '../../../core/test/render.tsx';
import { answer, http, sent } from '../shared/api-test-kit.ts';
import { todoApi } from './todo.api.ts';
import * as todo from './todo.slice.ts';

vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));

const task = (id: number, extra: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  dueDate: '2026-01-10',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...extra,
});

describe('todo endpoints and order', () => {
  let store = makeTestStore();
  const { getTasks, addTask, updateTask, deleteTask } = todoApi.endpoints;
  const ids = () => todo.selectTasks(store.getState()).map((t) => t.id);
  /** Shows a view: the store's params and the list query, as the page does. */
  const show = async (params: Parameters<typeof todo.viewChanged>[0]) => {
    store.dispatch(todo.viewChanged(params));
    await store.dispatch(getTasks.initiate(params));
  };
  const move = (id: number, to: number) => store.dispatch(todo.moveTask({ ids: ids(), id, to }));

  beforeEach(() => {
    vi.clearAllMocks();
    store = makeTestStore();
  });

  it('asks for the filter, tag, search and sort', async () => {
    http.request.mockImplementation(() => answer([task(1)]));
    await show({ q: 'fair', filter: 'important', tag: 'high', sortBy: 'due-date' });
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/todo/tasks', {
        params: { q: 'fair', filter: 'important', tag: 'high', sortBy: 'due-date' },
      }),
    );
    await show({ q: '', sortBy: 'latest' });
    expect(http.request).toHaveBeenLastCalledWith(
      sent('/apps/todo/tasks', { params: { sortBy: 'latest' } }),
    );
  });

  it('reorders within the list and keeps that order over a refetch of the same view', async () => {
    http.request.mockImplementation(() => answer([task(3), task(2), task(1)]));
    await show({ q: '', sortBy: 'latest' });
    move(3, 2);
    expect(ids()).toEqual([2, 1, 3]);

    // A new task arrives: it comes first, the rest keeps the hand-made order.
    http.request.mockImplementation((config: { url: string }) =>
      answer(
        config.url === '/apps/todo/add-tasks'
          ? { task: task(4) }
          : [task(4), task(3), task(2), task(1)],
      ),
    );
    const shown = store.dispatch(getTasks.initiate({ q: '', sortBy: 'latest' }));
    await store.dispatch(addTask.initiate({ title: 'Task 4' }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/todo/add-tasks', { method: 'POST', data: { task: { title: 'Task 4' } } }),
    );
    await vi.waitFor(() => expect(ids()).toEqual([4, 2, 1, 3]));
    shown.unsubscribe();
  });

  it("shows the server's copy of an updated task before the list is refetched", async () => {
    http.request.mockImplementation(() => answer([task(1), task(2)]));
    const params = { q: '', sortBy: 'latest' as const };
    store.dispatch(todo.viewChanged(params));
    const shown = store.dispatch(getTasks.initiate(params));
    await shown;
    // The update answers; the refetch that follows never does.
    http.request.mockImplementation((config) =>
      config.url === '/apps/todo/update-task'
        ? answer({ task: task(2, { isCompleted: true }) })
        : new Promise(() => undefined),
    );
    await store.dispatch(updateTask.initiate({ id: 2, isCompleted: true }));
    const done = todo.selectTasks(store.getState()).find((t) => t.id === 2);
    expect(done?.isCompleted).toBe(true);
    shown.unsubscribe();
  });

  it('goes back to the server order when the sort changes', async () => {
    http.request.mockImplementation(() => answer([task(3), task(2), task(1)]));
    await show({ q: '', sortBy: 'latest' });
    move(1, 0);
    expect(ids()).toEqual([1, 3, 2]);
    http.request.mockImplementation(() => answer([task(2), task(3), task(1)]));
    await show({ q: '', sortBy: 'title-desc' });
    expect(ids()).toEqual([2, 3, 1]);
    expect(todo.injectedTodo.selectSlice(store.getState()).order).toBeNull();
  });

  it('updates, soft-deletes and restores through the API, refetching each time', async () => {
    http.request.mockImplementation((config: { url: string }) =>
      answer(config.url === '/apps/todo/tasks' ? [] : { task: task(1) }),
    );
    const params = { q: '', filter: 'deleted' as const, sortBy: 'latest' as const };
    store.dispatch(todo.viewChanged(params));
    const shown = store.dispatch(getTasks.initiate(params));
    await shown;
    const lists = () => http.request.mock.calls.filter(([c]) => c.url === '/apps/todo/tasks');
    await store.dispatch(updateTask.initiate({ id: 1, isCompleted: true }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/todo/update-task', {
        method: 'POST',
        data: { task: { id: 1, isCompleted: true } },
      }),
    );
    await vi.waitFor(() => expect(lists()).toHaveLength(2));
    await store.dispatch(deleteTask.initiate(1));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/todo/delete-task', { method: 'DELETE', params: { taskId: 1 } }),
    );
    await vi.waitFor(() => expect(lists()).toHaveLength(3));
    await store.dispatch(updateTask.initiate({ id: 1, isDeleted: false }));
    await vi.waitFor(() => expect(lists()).toHaveLength(4));
    expect(lists().at(-1)?.[0]).toMatchObject({ params: { filter: 'deleted', sortBy: 'latest' } });
    shown.unsubscribe();
  });
});

describe('task form', () => {
  it('needs a title', () => {
    const result = taskFormSchema.safeParse({ ...formFromTask(null), title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('todo.errors.titleRequired');
  });

  it('builds the request with the assignee found by name', () => {
    const form = {
      ...formFromTask(null),
      title: ' Plan ',
      assignee: 'Priya Sharma',
      tags: ['high' as const],
    };
    expect(taskFromForm(form, TEAM)).toEqual({
      title: 'Plan',
      assignee: { fullName: 'Priya Sharma', avatar: '/images/avatars/avatar-06.svg' },
      tags: ['high'],
      description: '',
      isImportant: false,
    });
    expect(taskFromForm({ ...form, assignee: '' }, TEAM).assignee).toBeNull();
  });
});
