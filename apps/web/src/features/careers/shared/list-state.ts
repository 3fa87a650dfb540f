import {
  createAsyncThunk,
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Page } from '@careers/contracts';
import { useDispatch } from 'react-redux';
import { toApiError } from '../../../core/api/api-error.ts';
import { http } from '../../../core/http/http.ts';
import type { RootState } from '../../../core/store/root-reducer.ts';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Query values of a list call; empty values are left out of the request. */
export type ListParams = Record<string, string | number | undefined>;

/**
 * The spec's list state (section 3): `data` is the page on screen, `total` the server's count
 * (1 until the first answer), `params` the query that produced them, and `allData` every record
 * loaded in this visit keyed by id, so a selection spanning several pages can still be acted on.
 */
export interface ListState<T, P extends ListParams> {
  allData: T[];
  data: T[];
  total: number;
  /** The server stopped counting at `total` (shown as "1,000+"). */
  totalCapped: boolean;
  params: P;
  status: LoadStatus;
  error: string | null;
  requestId: string | null;
}

export function initialListState<T, P extends ListParams>(params: P): ListState<T, P> {
  return {
    allData: [],
    data: [],
    total: 1,
    totalCapped: false,
    params,
    status: 'idle',
    error: null,
    requestId: null,
  };
}

/** Drops undefined and empty values so the server sees only real filters. */
export function cleanParams(params: ListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Merges records into allData by id (newer copies replace older ones). */
export function mergeById<T extends { id: string }>(all: T[], incoming: T[]): T[] {
  const byId = new Map(all.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()];
}

/** A message for a failed call: the server's, or a generic one the screen translates. */
export function errorMessageOf(error: unknown): string {
  return toApiError(error).message;
}

export type ListThunk<T, P extends ListParams> = AsyncThunk<Page<T>, P, { rejectValue: string }>;

export function createListThunk<T, P extends ListParams>(
  type: string,
  url: string,
): ListThunk<T, P> {
  return createAsyncThunk<Page<T>, P, { rejectValue: string }>(
    type,
    async (params, { rejectWithValue, signal }) => {
      try {
        const res = await http.get<Page<T>>(url, { params: cleanParams(params), signal });
        return res.data;
      } catch (error) {
        return rejectWithValue(errorMessageOf(error));
      }
    },
  );
}

/** The pending/fulfilled/rejected cases of a list thunk; only the latest request may land. */
export function addListCases<
  T extends { id: string },
  P extends ListParams,
  S extends ListState<T, P> = ListState<T, P>,
>(builder: ActionReducerMapBuilder<S>, thunk: ListThunk<T, P>): void {
  // Immer drafts of a generic state do not narrow; the list part is plain data.
  const list = (state: unknown) => state as ListState<T, P>;
  builder
    .addCase(thunk.pending, (draft, action) => {
      const state = list(draft);
      state.status = 'loading';
      state.error = null;
      state.requestId = action.meta.requestId;
      state.params = action.meta.arg;
    })
    .addCase(thunk.fulfilled, (draft, action) => {
      const state = list(draft);
      if (state.requestId !== action.meta.requestId) return;
      state.status = 'succeeded';
      state.data = action.payload.data;
      state.total = action.payload.total;
      state.totalCapped = action.payload.totalCapped ?? false;
      state.allData = mergeById(state.allData, action.payload.data);
      state.requestId = null;
    })
    .addCase(thunk.rejected, (draft, action) => {
      const state = list(draft);
      if (state.requestId !== action.meta.requestId) return;
      state.status = 'failed';
      state.error = action.payload ?? action.error.message ?? 'Request failed';
      state.requestId = null;
    });
}

/** Replaces a record wherever a list holds it (after an update). */
export function replaceInList<T extends { id: string }, P extends ListParams>(
  state: ListState<T, P>,
  record: T,
): void {
  const swap = (list: T[]) => list.map((item) => (item.id === record.id ? record : item));
  state.data = swap(state.data);
  state.allData = swap(state.allData);
}

export type CareersDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export const useCareersDispatch = useDispatch.withTypes<CareersDispatch>();
