import { seedTasks } from '../data/todo.ts';
import type { SampleArea } from '../db.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  objectBody,
  optionalBoolean,
  optionalString,
  requiredString,
  type SortValue,
  sortBy,
  stringParam,
} from '../lib/query.ts';
import { del, get, post, type Route } from '../lib/route.ts';
import type { NewTask, Task, TaskFilter, TaskSort, TaskTag } from '../types.ts';
import { findById, nextId } from '../lib/records.ts';

export const TASK_TAGS: readonly TaskTag[] = ['team', 'low', 'medium', 'high', 'update'];
export const TASK_FILTERS: readonly TaskFilter[] = ['important', 'completed', 'deleted'];
export const TASK_SORTS: readonly TaskSort[] = [
  'latest',
  'title-asc',
  'title-desc',
  'assignee',
  'due-date',
];

export interface TaskQuery {
  q: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy: TaskSort;
}

function inFilter(task: Task, filter: TaskFilter | undefined): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

const SORTS: Record<TaskSort, [(task: Task) => SortValue, 'asc' | 'desc']> = {
  latest: [(t) => t.id, 'desc'],
  'title-asc': [(t) => t.title, 'asc'],
  'title-desc': [(t) => t.title, 'desc'],
  assignee: [(t) => t.assignee?.fullName, 'asc'],
  'due-date': [(t) => t.dueDate, 'asc'],
};

export function listTasks(db: FakeDb, query: TaskQuery): Task[] {
  const filtered = db.tasks.filter(
    (task) =>
      includesText(task.title, query.q) &&
      inFilter(task, query.filter) &&
      (query.tag === undefined || task.tags.includes(query.tag)),
  );
  const [key, direction] = SORTS[query.sortBy];
  return sortBy(filtered, key, direction);
}

/** Validates a task from a request; `partial` allows missing fields (updates). */
export function parseTask(value: unknown, partial: boolean): Partial<NewTask> {
  const input = objectBody(value, 'task');
  const task: Partial<NewTask> = {};
  if (!partial || input.title !== undefined) task.title = requiredString(input, 'title');
  const dueDate = optionalString(input, 'dueDate');
  if (dueDate) {
    if (Number.isNaN(Date.parse(dueDate))) throw badRequest('dueDate', 'dueDate must be a date');
    task.dueDate = dueDate;
  }
  const description = optionalString(input, 'description');
  if (description !== undefined) task.description = description;
  if (input.assignee !== undefined) {
    if (input.assignee === null) task.assignee = null;
    else {
      const assignee = objectBody(input.assignee, 'assignee');
      task.assignee = {
        fullName: requiredString(assignee, 'fullName'),
        avatar: optionalString(assignee, 'avatar') ?? '',
      };
    }
  }
  if (input.tags !== undefined) {
    if (!Array.isArray(input.tags) || input.tags.some((t) => !TASK_TAGS.includes(t as TaskTag))) {
      throw badRequest('tags', `tags must be among ${TASK_TAGS.join(', ')}`);
    }
    task.tags = [...new Set(input.tags as TaskTag[])];
  }
  for (const flag of ['isCompleted', 'isDeleted', 'isImportant'] as const) {
    const value = optionalBoolean(input, flag);
    if (value !== undefined) task[flag] = value;
  }
  return task;
}

export function addTask(db: FakeDb, input: Partial<NewTask>, now: Date): Task {
  const task: Task = {
    id: nextId(db.tasks),
    title: input.title ?? '',
    dueDate: input.dueDate ?? now.toISOString().slice(0, 10),
    description: input.description ?? '',
    assignee: input.assignee ?? null,
    tags: input.tags ?? [],
    isCompleted: input.isCompleted ?? false,
    isDeleted: input.isDeleted ?? false,
    isImportant: input.isImportant ?? false,
  };
  db.tasks.push(task);
  return task;
}

const findTask = (db: FakeDb, id: number): Task => findById(db.tasks, id, 'Task');

export const todoRoutes: Route[] = [
  get('/apps/todo/tasks', (db, { params }) =>
    ok(
      listTasks(db, {
        q: stringParam(params, 'q'),
        filter: enumParam(params, 'filter', TASK_FILTERS),
        tag: enumParam(params, 'tag', TASK_TAGS),
        sortBy: enumParam(params, 'sortBy', TASK_SORTS, 'latest'),
      }),
    ),
  ),
  post('/apps/todo/add-tasks', (db, { body, now }) =>
    created({ task: addTask(db, parseTask(objectBody(body, 'task').task, false), now) }),
  ),
  post('/apps/todo/update-task', (db, { body }) => {
    const input = objectBody(objectBody(body, 'task').task, 'task');
    const task = findTask(db, idValue(input.id, 'id'));
    Object.assign(task, parseTask(input, true));
    return ok({ task });
  }),
  // Soft delete: the task moves to the deleted filter.
  del('/apps/todo/delete-task', (db, { params }) => {
    const task = findTask(db, idValue(params.taskId, 'taskId'));
    task.isDeleted = true;
    return ok({ task });
  }),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: todoRoutes,
  store: {
    tasks: ({ now }) => seedTasks(now),
  },
};
