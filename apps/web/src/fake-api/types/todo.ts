// Sample-data API shapes: todo. Re-exported by ../types.ts.

export type TaskTag = 'team' | 'low' | 'medium' | 'high' | 'update';
export type TaskFilter = 'important' | 'completed' | 'deleted';
export type TaskSort = 'latest' | 'title-asc' | 'title-desc' | 'assignee' | 'due-date';
export interface Task {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}
export type NewTask = Omit<Task, 'id'>;
