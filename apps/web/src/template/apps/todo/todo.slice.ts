import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../../core/store/root-reducer.ts';
import type { Task } from '../../../fake-api/types.ts';
import { todoApi, type TodoParams } from './todo.api.ts';
import { applyOrder, moveItem } from './todo-order.ts';

export type { TodoParams };

/** UI state only: the tasks live in the API cache (todo.api.ts). */
export interface TodoState {
  params: TodoParams;
  /** Ids in the order the user dragged them to; null keeps the server's sort. */
  order: number[] | null;
}

export const initialTodoState: TodoState = {
  params: { q: '', sortBy: 'latest' },
  order: null,
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type TodoRoot = { todo?: TodoState };

const todoState = (state: TodoRoot): TodoState => injectedTodo.selectSlice(state);

export const sameView = (a: TodoParams, b: TodoParams) =>
  a.q === b.q && a.filter === b.filter && a.tag === b.tag && a.sortBy === b.sortBy;

export const todoSlice = createSlice({
  name: 'todo',
  initialState: initialTodoState,
  reducers: {
    /** Shows another filter, tag, search or sort: it starts from the server's order again. */
    viewChanged(state, action: PayloadAction<TodoParams>) {
      if (!sameView(state.params, action.payload)) state.order = null;
      state.params = action.payload;
    },
    /** Moves a task of the list shown (`ids`) to a new place (drag and drop or the keyboard). */
    moveTask(state, action: PayloadAction<{ ids: number[]; id: number; to: number }>) {
      const { ids, id, to } = action.payload;
      const from = ids.indexOf(id);
      if (from < 0) return;
      state.order = moveItem(ids, from, to);
    },
  },
});

export const { viewChanged, moveTask } = todoSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
}

export const injectedTodo = todoSlice.injectInto(rootReducer);

const NO_TASKS: Task[] = [];

/** The tasks of the stored view from the cache, in the user's hand-made order. */
export const selectTasks = createSelector(
  [
    (state: RootState) => {
      const select = todoApi.endpoints.getTasks.select(todoState(state).params);
      return select(state as Parameters<typeof select>[0]).data ?? NO_TASKS;
    },
    (state: RootState) => todoState(state).order,
  ],
  applyOrder,
);

export const useTodoState = () => useSelector((state: TodoRoot) => todoState(state));
export const useTodoDispatch = useDispatch;
