import { describe, expect, it } from 'vitest';
import { deleteById, postRecord } from './sample-mutations.ts';

describe('sample-data mutations', () => {
  it('posts a record under its kind and answers the record the server sends back', () => {
    const { query, transformResponse } = postRecord<{ id: number }>('/apps/todo/add-tasks', 'task');
    expect(query({ title: 'CV' })).toEqual({
      url: '/apps/todo/add-tasks',
      method: 'POST',
      body: { task: { title: 'CV' } },
    });
    expect(transformResponse({ task: { id: 7 } })).toEqual({ id: 7 });
  });

  it('deletes by id in the query string, under the name the endpoint reads', () => {
    expect(deleteById('/apps/users/delete').query(3)).toEqual({
      url: '/apps/users/delete',
      method: 'DELETE',
      params: { id: 3 },
    });
    expect(deleteById('/apps/todo/delete-task', 'taskId').query(4).params).toEqual({ taskId: 4 });
  });
});
