import { describe, expect, it } from 'vitest';
import { createClient, getter, statusOf, getStatus } from '../lib/test-client.ts';
import type { ListUser, UsersResponse } from '../types.ts';

const list = getter<UsersResponse>('/api/users/list/data');

describe('GET /api/users/list/all-data', () => {
  it('[200] answers all 50 users with every role, plan and status', async () => {
    const { http } = createClient();
    const { data } = await http.get<ListUser[]>('/api/users/list/all-data');
    expect(data).toHaveLength(50);
    expect(new Set(data.map((u) => u.role)).size).toBe(5);
    expect(new Set(data.map((u) => u.currentPlan)).size).toBe(4);
    expect(new Set(data.map((u) => u.status)).size).toBe(3);
  });
});

describe('GET /api/users/list/data', () => {
  it('[200] pages 10 by default, sorted by fullName ascending', async () => {
    const { http } = createClient();
    const data = await list(http);
    expect(data.total).toBe(50);
    expect(data.users).toHaveLength(10);
    const names = (await list(http, { perPage: 100 })).users.map((u) => u.fullName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(data.users.map((u) => u.fullName)).toEqual(names.slice(0, 10));
  });

  it('[200] sorts by any column descending', async () => {
    const { http } = createClient();
    const ids = (await list(http, { sortColumn: 'id', sort: 'desc', perPage: 100 })).users.map(
      (u) => u.id,
    );
    expect(ids).toEqual(Array.from({ length: 50 }, (_, n) => 50 - n));
  });

  it('[200] searches email, fullName and billing', async () => {
    const { http } = createClient();
    const all = (await list(http, { perPage: 100 })).users;
    const someone = all[3];
    if (!someone) throw new Error('no user');
    expect((await list(http, { q: someone.email })).users.map((u) => u.id)).toContain(someone.id);
    expect(
      (await list(http, { q: someone.fullName.toUpperCase() })).users.map((u) => u.id),
    ).toContain(someone.id);
    const paypal = await list(http, { q: 'paypal', perPage: 100 });
    expect(paypal.total).toBe(all.filter((u) => u.billing === 'Manual - Paypal').length);
    // company is not a search field
    expect((await list(http, { q: someone.company })).total).toBe(0);
  });

  it('[200] filters by role, status and plan together', async () => {
    const { http } = createClient();
    const all = (await list(http, { perPage: 100 })).users;
    const data = await list(http, {
      role: 'editor',
      status: 'active',
      currentPlan: 'team',
      perPage: 100,
    });
    const expected = all.filter(
      (u) => u.role === 'editor' && u.status === 'active' && u.currentPlan === 'team',
    );
    expect(data.users.map((u) => u.id).sort()).toEqual(expected.map((u) => u.id).sort());
  });

  it('[400] refuses unknown filters and bad paging', async () => {
    for (const params of [
      { role: 'owner' },
      { perPage: 101 },
      { page: -1 },
      { sortColumn: 'password' },
    ]) {
      expect(await getStatus('/api/users/list/data', params)).toBe(400);
    }
  });
});

describe('GET /api/users/user', () => {
  it('[200] answers the user; [404] an unknown id', async () => {
    const { http } = createClient();
    const { data } = await http.get<{ user: ListUser }>('/api/users/user', { params: { id: 1 } });
    expect(data.user.id).toBe(1);
    expect(await statusOf(http.get('/api/users/user', { params: { id: 404 } }))).toBe(404);
    expect(await statusOf(http.get('/api/users/user', { params: {} }))).toBe(400);
  });
});

describe('POST /apps/users/add-user and DELETE /apps/users/delete', () => {
  it('[201] adds a user with a new id, [200] deletes it; both visible in the next read', async () => {
    const { http } = createClient();
    const res = await http.post<{ user: ListUser }>('/apps/users/add-user', {
      user: {
        fullName: 'Ada Byron',
        email: 'ada@example.ac.uk',
        role: 'author',
        currentPlan: 'team',
      },
    });
    expect(res.status).toBe(201);
    expect(res.data.user).toMatchObject({
      id: 51,
      fullName: 'Ada Byron',
      role: 'author',
      currentPlan: 'team',
      status: 'pending',
    });
    expect((await list(http, { q: 'ada@example' })).users.map((u) => u.id)).toEqual([51]);
    expect((await http.delete('/apps/users/delete', { params: { id: 51 } })).status).toBe(200);
    expect((await list(http)).total).toBe(50);
    expect(await statusOf(http.delete('/apps/users/delete', { params: { id: 51 } }))).toBe(404);
  });

  it('[201] fills defaults: username from the email, subscriber, basic, pending, Auto Debit', async () => {
    const { http } = createClient();
    const { data } = await http.post<{ user: ListUser }>('/apps/users/add-user', {
      user: { fullName: 'Lin Chen', email: 'lin.chen@example.ac.uk' },
    });
    expect(data.user).toMatchObject({
      username: 'lin.chen',
      role: 'subscriber',
      currentPlan: 'basic',
      status: 'pending',
      billing: 'Auto Debit',
      avatar: '',
    });
  });

  it('[400] refuses a user without a name, with a bad email or role', async () => {
    const { http } = createClient();
    for (const user of [
      { email: 'x@y.z' },
      { fullName: 'X', email: 'not-an-email' },
      { fullName: 'X', email: 'x@y.z', role: 'owner' },
    ]) {
      expect(await statusOf(http.post('/apps/users/add-user', { user }))).toBe(400);
    }
  });
});
