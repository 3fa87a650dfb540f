import { describe, expect, it } from 'vitest';
import { createListParamsSlice } from './list-params-slice.ts';

const slice = createListParamsSlice('things', { q: '', status: '', page: 1 });
const { paramsChanged } = slice.actions;

describe('createListParamsSlice', () => {
  it('starts from the defaults and merges each change into the stored query', () => {
    const start = slice.reducer(undefined, { type: 'init' });
    expect(slice.selectors.selectParams({ things: start })).toEqual({ q: '', status: '', page: 1 });
    const filtered = slice.reducer(start, paramsChanged({ status: 'Paid', page: 1 }));
    const searched = slice.reducer(filtered, paramsChanged({ q: 'fair' }));
    expect(searched.params).toEqual({ q: 'fair', status: 'Paid', page: 1 });
    expect(paramsChanged({ page: 2 }).type).toBe('things/paramsChanged');
  });
});
