import { describe, expect, it } from 'vitest';
import type { FakeDb } from '../db.ts';
import { deleteRoute, pagedAnswer } from './crud.ts';
import { FakeHttpError, ok } from './http.ts';

describe('crud', () => {
  it('deletes the record of the id asked for, and answers 404 for an unknown one', () => {
    const tasks = [{ id: 3 }, { id: 9 }];
    const db = { tasks } as unknown as FakeDb;
    const route = deleteRoute(
      '/apps/todo/delete',
      (d) => (d as unknown as { tasks: typeof tasks }).tasks,
      'Task',
    );
    expect(route).toMatchObject({ method: 'delete', path: '/apps/todo/delete' });
    const request = (id: string) => ({
      params: { id },
      path: {},
      body: undefined,
      now: new Date(),
    });
    expect(route.handle(db, request('3'))).toEqual(ok());
    expect(tasks).toEqual([{ id: 9 }]);
    expect(() => route.handle(db, request('3'))).toThrow(FakeHttpError);
  });

  it('answers every record, the matching count and the page under the list’s name', () => {
    const all = [1, 2, 3, 4, 5];
    const matching = [2, 3, 4];
    expect(pagedAnswer('numbers', all, matching, { perPage: 2, page: 2 })).toEqual({
      allData: all,
      total: 3,
      numbers: [4],
    });
  });
});
