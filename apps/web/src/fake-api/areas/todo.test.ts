import { describe, expect, it } from 'vitest';
import { anyStatus, createClient, getter, statusOf, getStatus } from '../lib/test-client.ts';
import type { Task } from '../types.ts';

const tasks = getter<Task[]>('/apps/todo/tasks');

describe('GET /apps/todo/tasks', () => {
  it('[200] hides the 2 deleted tasks by default, newest first', async () => {
    const { http } = createClient();
    const data = await tasks(http);
    expect(data).toHaveLength(16);
    expect(data.some((t) => t.isDeleted)).toBe(false);
    expect(data.map((t) => t.id)).toEqual([...data.map((t) => t.id)].sort((a, b) => b - a));
  });

  it('[200] filters important, completed and deleted', async () => {
    const { http } = createClient();
    const deleted = await tasks(http, { filter: 'deleted' });
    expect(deleted).toHaveLength(2);
    expect(deleted.every((t) => t.isDeleted)).toBe(true);
    const important = await tasks(http, { filter: 'important' });
    expect(important.length).toBeGreaterThan(2);
    expect(important.every((t) => t.isImportant && !t.isDeleted)).toBe(true);
    const completed = await tasks(http, { filter: 'completed' });
    expect(completed.length).toBeGreaterThan(2);
    expect(completed.every((t) => t.isCompleted && !t.isDeleted)).toBe(true);
  });

  it('[200] filters by tag and searches the title', async () => {
    const { http } = createClient();
    for (const tag of ['team', 'low', 'medium', 'high', 'update']) {
      const data = await tasks(http, { tag });
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((t) => t.tags.includes(tag as Task['tags'][number]))).toBe(true);
    }
    expect((await tasks(http, { q: 'CV CLINIC' })).map((t) => t.id)).toEqual([13]);
  });

  it('[200] sorts by title both ways, assignee and due date', async () => {
    const { http } = createClient();
    const titles = (await tasks(http, { sortBy: 'title-asc' })).map((t) => t.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect((await tasks(http, { sortBy: 'title-desc' })).map((t) => t.title)).toEqual(
      [...titles].reverse(),
    );
    const assignees = (await tasks(http, { sortBy: 'assignee' })).map(
      (t) => t.assignee?.fullName ?? null,
    );
    expect(assignees.at(-1)).toBeNull();
    const named = assignees.filter((a): a is string => a !== null);
    expect(named).toEqual([...named].sort());
    const due = (await tasks(http, { sortBy: 'due-date' })).map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('[400] refuses an unknown filter, tag or sort', async () => {
    for (const params of [{ filter: 'archived' }, { tag: 'urgent' }, { sortBy: 'priority' }]) {
      expect(await getStatus('/apps/todo/tasks', params)).toBe(400);
    }
  });
});

describe('POST add-tasks, update-task; DELETE delete-task', () => {
  it('adds [201], updates [200] and soft-deletes [200]; each visible in the next read', async () => {
    const { http } = createClient();
    const added = await http.post<{ task: Task }>('/apps/todo/add-tasks', {
      task: {
        title: 'Email fair exhibitors',
        dueDate: '2026-02-01',
        tags: ['team'],
        isImportant: true,
      },
    });
    expect(added.status).toBe(201);
    expect(added.data.task).toMatchObject({
      id: 19,
      isCompleted: false,
      isDeleted: false,
      assignee: null,
    });
    expect((await tasks(http))[0]?.id).toBe(19);
    const updated = await http.post<{ task: Task }>('/apps/todo/update-task', {
      task: { id: 19, isCompleted: true },
    });
    expect(updated.data.task).toMatchObject({
      id: 19,
      title: 'Email fair exhibitors',
      isCompleted: true,
    });
    expect((await tasks(http, { filter: 'completed' })).map((t) => t.id)).toContain(19);
    expect((await http.delete('/apps/todo/delete-task', { params: { taskId: 19 } })).status).toBe(
      200,
    );
    expect((await tasks(http)).map((t) => t.id)).not.toContain(19);
    const deleted = await tasks(http, { filter: 'deleted' });
    expect(deleted.find((t) => t.id === 19)).toMatchObject({
      isDeleted: true,
      title: 'Email fair exhibitors',
    });
  });

  it('assigns and unassigns a task; [400] for an assignee without a name', async () => {
    const { http } = createClient();
    const assigned = await http.post<{ task: Task }>('/apps/todo/update-task', {
      task: {
        id: 5,
        assignee: { fullName: 'Callum Fraser', avatar: '/images/avatars/avatar-07.svg' },
      },
    });
    expect(assigned.data.task.assignee).toEqual({
      fullName: 'Callum Fraser',
      avatar: '/images/avatars/avatar-07.svg',
    });
    const cleared = await http.post<{ task: Task }>('/apps/todo/update-task', {
      task: { id: 5, assignee: null },
    });
    expect(cleared.data.task.assignee).toBeNull();
    const bad = await anyStatus(
      http.post('/apps/todo/update-task', { task: { id: 5, assignee: { avatar: 'x' } } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ field: 'fullName' });
  });

  it('[400] refuses a task without a title or with an unknown tag; [404] unknown ids', async () => {
    const { http } = createClient();
    expect(await statusOf(http.post('/apps/todo/add-tasks', { task: { title: '' } }))).toBe(400);
    expect(
      (
        await anyStatus(
          http.post('/apps/todo/add-tasks', { task: { title: 'x', tags: ['urgent'] } }),
        )
      ).status,
    ).toBe(400);
    expect(
      await statusOf(http.post('/apps/todo/update-task', { task: { id: 99, title: 'x' } })),
    ).toBe(404);
    expect(await statusOf(http.delete('/apps/todo/delete-task', { params: { taskId: 99 } }))).toBe(
      404,
    );
  });
});
