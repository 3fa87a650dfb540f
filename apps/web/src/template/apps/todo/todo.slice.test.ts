import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../fake-api/types.ts';
import { formFromTask, taskFormSchema, taskFromForm } from './task-form-schema.ts';
import { TEAM } from './todo-constants.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../core/http/http.ts', () => ({ http }));

const { rootReducer } = await import('../../../core/store/root-reducer.ts');
const todo = await import('./todo.slice.ts');

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

describe('todo slice', () => {
  let store = configureStore({ reducer: rootReducer });
  const state = () => todo.injectedTodo.selectSlice(store.getState());
  const ids = () => state().tasks.map((t) => t.id);

  beforeEach(() => {
    vi.clearAllMocks();
    store = configureStore({ reducer: rootReducer });
  });

  it('asks for the filter, tag, search and sort', async () => {
    http.get.mockResolvedValue({ data: [task(1)] });
    await store.dispatch(
      todo.fetchTasks({ q: 'fair', filter: 'important', tag: 'high', sortBy: 'due-date' }),
    );
    expect(http.get).toHaveBeenCalledWith('/apps/todo/tasks', {
      params: { q: 'fair', filter: 'important', tag: 'high', sortBy: 'due-date' },
    });
    await store.dispatch(todo.fetchTasks({ q: '', sortBy: 'latest' }));
    expect(http.get).toHaveBeenLastCalledWith('/apps/todo/tasks', { params: { sortBy: 'latest' } });
  });

  it('reorders within the list and keeps that order over a refetch of the same view', async () => {
    http.get.mockResolvedValue({ data: [task(3), task(2), task(1)] });
    await store.dispatch(todo.fetchTasks({ q: '', sortBy: 'latest' }));
    store.dispatch(todo.moveTask({ id: 3, to: 2 }));
    expect(ids()).toEqual([2, 1, 3]);

    // A new task arrives: it comes first, the rest keeps the hand-made order.
    http.get.mockResolvedValue({ data: [task(4), task(3), task(2), task(1)] });
    http.post.mockResolvedValue({ data: { task: task(4) } });
    await store.dispatch(todo.addTask({ title: 'Task 4' }));
    expect(http.post).toHaveBeenCalledWith('/apps/todo/add-tasks', { task: { title: 'Task 4' } });
    expect(ids()).toEqual([4, 2, 1, 3]);
  });

  it('goes back to the server order when the sort changes', async () => {
    http.get.mockResolvedValue({ data: [task(3), task(2), task(1)] });
    await store.dispatch(todo.fetchTasks({ q: '', sortBy: 'latest' }));
    store.dispatch(todo.moveTask({ id: 1, to: 0 }));
    expect(ids()).toEqual([1, 3, 2]);
    http.get.mockResolvedValue({ data: [task(2), task(3), task(1)] });
    await store.dispatch(todo.fetchTasks({ q: '', sortBy: 'title-desc' }));
    expect(ids()).toEqual([2, 3, 1]);
    expect(state().order).toBeNull();
  });

  it('updates, soft-deletes and restores through the API, refetching each time', async () => {
    http.get.mockResolvedValue({ data: [] });
    http.post.mockResolvedValue({ data: { task: task(1) } });
    http.delete.mockResolvedValue({ data: {} });
    await store.dispatch(todo.fetchTasks({ q: '', filter: 'deleted', sortBy: 'latest' }));
    await store.dispatch(todo.updateTask({ id: 1, isCompleted: true }));
    expect(http.post).toHaveBeenCalledWith('/apps/todo/update-task', {
      task: { id: 1, isCompleted: true },
    });
    await store.dispatch(todo.deleteTask(1));
    expect(http.delete).toHaveBeenCalledWith('/apps/todo/delete-task', { params: { taskId: 1 } });
    await store.dispatch(todo.updateTask({ id: 1, isDeleted: false }));
    expect(http.get).toHaveBeenCalledTimes(4);
    expect(http.get).toHaveBeenLastCalledWith('/apps/todo/tasks', {
      params: { filter: 'deleted', sortBy: 'latest' },
    });
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
