import { api } from '../../../core/api/api.ts';
import type { NewTask, Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';
import { deleteById, postRecord } from '../shared/sample-mutations.ts';

export interface TodoParams {
  q: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy: TaskSort;
}

/** The to-do list's sample-data calls: every change refetches the list shown. */
export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Task'] }).injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<Task[], TodoParams>({
      query: ({ q, filter, tag, sortBy }) => ({
        url: '/apps/todo/tasks',
        params: { q, filter, tag, sortBy },
      }),
      providesTags: ['Task'],
    }),
    addTask: build.mutation<Task, Partial<NewTask>>({
      ...postRecord<Task>('/apps/todo/add-tasks', 'task'),
      invalidatesTags: ['Task'],
    }),
    updateTask: build.mutation<Task, Partial<Task> & { id: number }>({
      ...postRecord<Task>('/apps/todo/update-task', 'task'),
      // The change shows at once in every cached list (a ticked box is ticked as it is clicked),
      // then the server's copy replaces it; a refused change is undone. The list is refetched
      // afterwards, since the change may move the task out of the view.
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        const { util } = todoApi;
        const lists = util
          .selectInvalidatedBy(getState(), ['Task'])
          .filter(({ endpointName }) => endpointName === 'getTasks')
          .map(({ originalArgs }) => originalArgs as TodoParams);
        const patch = (apply: (task: Task) => Task) =>
          lists.map((args) =>
            dispatch(
              util.updateQueryData('getTasks', args, (tasks) =>
                tasks.map((t) => (t.id === change.id ? apply(t) : t)),
              ),
            ),
          );
        const optimistic = patch((t) => ({ ...t, ...change }));
        try {
          const saved = (await queryFulfilled).data;
          patch(() => saved);
        } catch {
          optimistic.forEach((p) => p.undo());
        }
      },
      invalidatesTags: ['Task'],
    }),
    /** Soft delete: the task moves to the deleted filter. */
    deleteTask: build.mutation<void, number>({
      ...deleteById('/apps/todo/delete-task', 'taskId'),
      invalidatesTags: ['Task'],
    }),
  }),
});

export const {
  useGetTasksQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
} = todoApi;
