import { describe, expect, it } from 'vitest';
import { FakeHttpError } from './http.ts';
import { findById, nextId, removeById } from './records.ts';

const tasks = () => [
  { id: 3, title: 'c' },
  { id: 9, title: 'i' },
];

describe('records', () => {
  it('numbers a new record after the highest id, from 1', () => {
    expect(nextId(tasks())).toBe(10);
    expect(nextId([])).toBe(1);
  });

  it('finds a record by id, or answers 404 naming it', () => {
    expect(findById(tasks(), 9, 'Task').title).toBe('i');
    expect(() => findById(tasks(), 4, 'Task')).toThrow(
      expect.objectContaining({ status: 404, body: { message: 'Task 4 not found' } }) as Error,
    );
    expect(() => findById(tasks(), 4, 'Task')).toThrow(FakeHttpError);
  });

  it('removes only the record of that id, and refuses an unknown one', () => {
    const list = tasks();
    removeById(list, 3, 'Task');
    expect(list).toEqual([{ id: 9, title: 'i' }]);
    expect(() => removeById(list, 3, 'Task')).toThrow(FakeHttpError);
    expect(list).toHaveLength(1);
  });
});
