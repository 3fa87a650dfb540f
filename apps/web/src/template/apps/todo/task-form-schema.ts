import { z } from 'zod';
import { requiredText } from '../shared/schema-parts.ts';
import type { NewTask, Task, TaskTag } from '../../../fake-api/types.ts';
import type { Assignee } from './todo-constants.ts';

const TAG_VALUES = [
  'team',
  'low',
  'medium',
  'high',
  'update',
] as const satisfies readonly TaskTag[];

// Messages are translation keys; the panel translates them.
export const taskFormSchema = z.object({
  title: requiredText('todo.errors.titleRequired'),
  assignee: z.string(),
  dueDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'todo.errors.dueDate')]),
  tags: z.array(z.enum(TAG_VALUES)),
  description: z.string(),
  isImportant: z.boolean(),
});

export type TaskForm = z.infer<typeof taskFormSchema>;

export function formFromTask(task: Task | null): TaskForm {
  return {
    title: task?.title ?? '',
    assignee: task?.assignee?.fullName ?? '',
    dueDate: task?.dueDate ?? '',
    tags: task?.tags ?? [],
    description: task?.description ?? '',
    isImportant: task?.isImportant ?? false,
  };
}

/** The request body of a task from the form (the assignee found by name). */
export function taskFromForm(form: TaskForm, people: readonly Assignee[]): Partial<NewTask> {
  const assignee = people.find((p) => p.fullName === form.assignee) ?? null;
  return {
    title: form.title.trim(),
    assignee,
    ...(form.dueDate ? { dueDate: form.dueDate } : {}),
    tags: form.tags,
    description: form.description,
    isImportant: form.isImportant,
  };
}
