import { createSlice, type CaseReducer, type PayloadAction } from '@reduxjs/toolkit';

/** UI state only: the query of the list shown. Its rows live in the API cache. */
export interface ListParamsState<P> {
  params: P;
}

// Type aliases (not interfaces): createSlice wants records of reducers and selectors.
type ListParamsReducers<P> = {
  paramsChanged: CaseReducer<ListParamsState<P>, PayloadAction<Partial<P>>>;
};

type ListParamsSelectors<P> = {
  selectParams: (state: ListParamsState<P>) => P;
};

/**
 * A slice that holds the query of a server-paged list. A change merges into the stored query,
 * so a debounced search does not undo a filter chosen meanwhile.
 */
export function createListParamsSlice<Name extends string, P extends object>(
  name: Name,
  initialParams: P,
) {
  return createSlice<ListParamsState<P>, ListParamsReducers<P>, Name, ListParamsSelectors<P>>({
    name,
    initialState: { params: initialParams },
    reducers: {
      paramsChanged: (state, action) => ({ params: { ...state.params, ...action.payload } }),
    },
    selectors: { selectParams: (state) => state.params },
  });
}
