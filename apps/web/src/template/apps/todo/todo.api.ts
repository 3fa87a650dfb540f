import { api } from '../../../core/api/api.ts';
import type { NewTask, Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';

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
      query: (task) => ({ url: '/apps/todo/add-tasks', method: 'POST', body: { task } }),
      transformResponse: (res: { task: Task }) => res.task,
      invalidatesTags: ['Task'],
    }),
    updateTask: build.mutation<Task, Partial<Task> & { id: number }>({
      query: (task) => ({ url: '/apps/todo/update-task', method: 'POST', body: { task } }),
      transformResponse: (res: { task: Task }) => res.task,
      // The server's copy of the task shows at once (a ticked box stays ticked); the list is
      // then refetched, since the change may move the task out of the view.
      async onQueryStarted(_task, { dispatch, getState, queryFulfilled }) {
        let saved: Task;
        try {
          saved = (await queryFulfilled).data;
        } catch {
          return;
        }
        const { util } = todoApi;
        for (const { endpointName, originalArgs } of util.selectInvalidatedBy(getState(), ['Task']))
          if (endpointName === 'getTasks')
            dispatch(
              util.updateQueryData('getTasks', originalArgs as TodoParams, (tasks) =>
                tasks.map((t) => (t.id === saved.id ? saved : t)),
              ),
            );
      },
      invalidatesTags: ['Task'],
    }),
    /** Soft delete: the task moves to the deleted filter. */
    deleteTask: build.mutation<void, number>({
      query: (taskId) => ({ url: '/apps/todo/delete-task', method: 'DELETE', params: { taskId } }),
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
