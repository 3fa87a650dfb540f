import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { NewTask, Task, TaskFilter, TaskSort, TaskTag } from '../../../fake-api/types.ts';
import { applyOrder, moveItem } from './todo-order.ts';

export interface TodoParams {
  q: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy: TaskSort;
}

export interface TodoState {
  tasks: Task[];
  params: TodoParams;
  /** Ids in the order the user dragged them to; null keeps the server's sort. */
  order: number[] | null;
  loading: boolean;
}

export const initialTodoState: TodoState = {
  tasks: [],
  params: { q: '', sortBy: 'latest' },
  order: null,
  loading: false,
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type TodoRoot = { todo?: TodoState };
type ThunkApi = { state: TodoRoot };

const todoState = (state: TodoRoot): TodoState => injectedTodo.selectSlice(state);

const sameView = (a: TodoParams, b: TodoParams) =>
  a.q === b.q && a.filter === b.filter && a.tag === b.tag && a.sortBy === b.sortBy;

export const fetchTasks = createAsyncThunk<Task[], TodoParams, ThunkApi>(
  'todo/fetchTasks',
  async (params) => {
    const query: Record<string, string> = { sortBy: params.sortBy };
    if (params.q) query.q = params.q;
    if (params.filter) query.filter = params.filter;
    if (params.tag) query.tag = params.tag;
    return (await http.get<Task[]>('/apps/todo/tasks', { params: query })).data;
  },
);

export const refetchTasks = createAsyncThunk<void, void, ThunkApi>(
  'todo/refetch',
  async (_, { dispatch, getState }) => {
    await dispatch(fetchTasks(todoState(getState()).params));
  },
);

export const addTask = createAsyncThunk<Task, Partial<NewTask>, ThunkApi>(
  'todo/addTask',
  async (task, { dispatch }) => {
    const res = await http.post<{ task: Task }>('/apps/todo/add-tasks', { task });
    await dispatch(refetchTasks());
    return res.data.task;
  },
);

export const updateTask = createAsyncThunk<Task, Partial<Task> & { id: number }, ThunkApi>(
  'todo/updateTask',
  async (task, { dispatch }) => {
    const res = await http.post<{ task: Task }>('/apps/todo/update-task', { task });
    await dispatch(refetchTasks());
    return res.data.task;
  },
);

/** Soft delete: the task moves to the deleted filter. */
export const deleteTask = createAsyncThunk<void, number, ThunkApi>(
  'todo/deleteTask',
  async (taskId, { dispatch }) => {
    await http.delete('/apps/todo/delete-task', { params: { taskId } });
    await dispatch(refetchTasks());
  },
);

export const todoSlice = createSlice({
  name: 'todo',
  initialState: initialTodoState,
  reducers: {
    /** Moves a task to a new place in the list shown (drag and drop or the keyboard). */
    moveTask(state, action: PayloadAction<{ id: number; to: number }>) {
      const from = state.tasks.findIndex((t) => t.id === action.payload.id);
      if (from < 0) return;
      state.tasks = moveItem(state.tasks, from, action.payload.to);
      state.order = state.tasks.map((t) => t.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTasks.pending, (state, action) => {
        state.loading = true;
        // Another filter, tag, search or sort starts from the server's order again.
        if (!sameView(state.params, action.meta.arg)) state.order = null;
        state.params = action.meta.arg;
      })
      .addCase(fetchTasks.fulfilled, (state, action) => {
        state.loading = false;
        if (!sameView(state.params, action.meta.arg)) return;
        state.tasks = applyOrder(action.payload, state.order);
        if (state.order) state.order = state.tasks.map((t) => t.id);
      })
      .addCase(fetchTasks.rejected, (state) => {
        state.loading = false;
      });
  },
});

export const { moveTask } = todoSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
}

export const injectedTodo = todoSlice.injectInto(rootReducer);

export const useTodoState = () => useSelector((state: TodoRoot) => todoState(state));
export const useTodoDispatch =
  useDispatch.withTypes<ThunkDispatch<TodoRoot, unknown, UnknownAction>>();
