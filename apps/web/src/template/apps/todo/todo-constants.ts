import type { Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';

export const FILTERS: readonly TaskFilter[] = ['important', 'completed', 'deleted'];
export const TAGS: readonly TaskTag[] = ['team', 'low', 'medium', 'high', 'update'];
export const SORTS: readonly TaskSort[] = [
  'latest',
  'title-asc',
  'title-desc',
  'assignee',
  'due-date',
];

export const TAG_COLORS: Record<TaskTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};

export type Assignee = NonNullable<Task['assignee']>;

const avatar = (n: number) => `/images/avatars/avatar-${String(n).padStart(2, '0')}.svg`;

// The careers team tasks are assigned to (the sample tasks use the same people).
export const TEAM: readonly Assignee[] = [
  { fullName: 'Helen Ashworth', avatar: avatar(1) },
  { fullName: 'Priya Sharma', avatar: avatar(6) },
  { fullName: 'Callum Fraser', avatar: avatar(7) },
  { fullName: 'Eleanor Reid', avatar: avatar(10) },
  { fullName: 'Niamh Walsh', avatar: avatar(9) },
  { fullName: 'Kwame Mensah', avatar: avatar(11) },
];

/** The team plus anyone else already assigned a task, by name. */
export function assigneeOptions(tasks: readonly Task[]): Assignee[] {
  const byName = new Map(TEAM.map((a) => [a.fullName, a]));
  for (const task of tasks) {
    if (task.assignee && !byName.has(task.assignee.fullName)) {
      byName.set(task.assignee.fullName, task.assignee);
    }
  }
  return [...byName.values()];
}

export function isFilter(value: string | undefined): value is TaskFilter {
  return FILTERS.some((f) => f === value);
}

export function isTag(value: string | undefined): value is TaskTag {
  return TAGS.some((t) => t === value);
}
