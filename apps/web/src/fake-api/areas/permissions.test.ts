import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPermissionDate } from '../lib/dates.ts';
import { anyStatus, createClient, getter, statusOf, getStatus } from '../lib/test-client.ts';
import type { Permission, PermissionsResponse, RoleCard } from '../types.ts';

const list = getter<PermissionsResponse>('/apps/permissions/data');

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /apps/permissions/data', () => {
  it('[200] answers the 9 permissions, params, allData and total', async () => {
    const { http } = createClient();
    const data = await list(http, { q: '' });
    expect(data.total).toBe(9);
    expect(data.params).toEqual({ q: '' });
    expect(data.permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    const roles = new Set(data.allData.flatMap((p) => p.assignedTo));
    expect(roles).toEqual(
      new Set(['administrator', 'manager', 'user', 'support', 'restricted-user']),
    );
  });

  it('[200] searches by name, filters by role and pages by 10', async () => {
    const { http } = createClient();
    expect((await list(http, { q: 'manage' })).permissions.map((p) => p.id)).toEqual([
      1, 2, 5, 8, 9,
    ]);
    const support = await list(http, { assignedTo: 'support' });
    expect(support.permissions.every((p) => p.assignedTo.includes('support'))).toBe(true);
    expect(support.total).toBe(3);
    for (let n = 0; n < 3; n++)
      await http.post('/apps/permissions/add-permission', { permission: { name: `Extra ${n}` } });
    expect((await list(http)).permissions).toHaveLength(10);
    expect((await list(http, { page: 2 })).permissions.map((p) => p.name)).toEqual([
      'Extra 1',
      'Extra 2',
    ]);
  });

  it('[400] refuses an unknown role', async () => {
    expect(await getStatus('/apps/permissions/data', { assignedTo: 'owner' })).toBe(400);
  });
});

describe('permission mutations', () => {
  it('add [201] assigns administrator only and dates it now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2021, 9, 14, 10, 20));
    const { http } = createClient();
    const res = await http.post<{ permission: Permission }>('/apps/permissions/add-permission', {
      permission: { name: 'Manage Careers Fairs' },
    });
    expect(res.status).toBe(201);
    expect(res.data.permission).toEqual({
      id: 10,
      name: 'Manage Careers Fairs',
      assignedTo: ['administrator'],
      createdDate: '14 Oct 2021, 10:20 AM',
    });
    expect((await list(http, { assignedTo: 'administrator' })).total).toBe(10);
  });

  it('update [201] renames by id; delete [200] removes; unknown ids [404]', async () => {
    const { http } = createClient();
    const renamed = await http.post<{ permission: Permission }>(
      '/apps/permissions/update-permission',
      {
        id: 7,
        name: 'Read Only',
      },
    );
    expect(renamed.status).toBe(201);
    expect((await list(http, { q: 'read only' })).permissions.map((p) => p.id)).toEqual([7]);
    expect((await http.delete('/apps/permissions/delete', { params: { id: 7 } })).status).toBe(200);
    expect((await list(http)).total).toBe(8);
    expect(await statusOf(http.delete('/apps/permissions/delete', { params: { id: 7 } }))).toBe(
      404,
    );
    expect(
      await statusOf(http.post('/apps/permissions/update-permission', { id: 7, name: 'x' })),
    ).toBe(404);
  });

  it('[400] refuses an empty name', async () => {
    const { http } = createClient();
    expect(
      (
        await anyStatus(
          http.post('/apps/permissions/add-permission', { permission: { name: ' ' } }),
        )
      ).status,
    ).toBe(400);
    expect(
      await statusOf(http.post('/apps/permissions/update-permission', { id: 1, name: '' })),
    ).toBe(400);
  });
});

describe('formatPermissionDate', () => {
  it.each([
    [new Date(2021, 9, 14, 10, 20), '14 Oct 2021, 10:20 AM'],
    [new Date(2021, 3, 4, 0, 5), '4 Apr 2021, 12:05 AM'],
    [new Date(2021, 11, 25, 12, 0), '25 Dec 2021, 12:00 PM'],
    [new Date(2022, 0, 1, 20, 43), '1 Jan 2022, 8:43 PM'],
  ])('formats %s as %s', (date, text) => {
    expect(formatPermissionDate(date)).toBe(text);
  });
});

describe('GET /apps/roles/data', () => {
  it('[200] answers the five role cards with user counts', async () => {
    const { http } = createClient();
    const { data } = await http.get<RoleCard[]>('/apps/roles/data');
    expect(data.map((r) => r.title)).toEqual([
      'Administrator',
      'Manager',
      'Users',
      'Support',
      'Restricted User',
    ]);
    expect(data.every((r) => r.totalUsers > 0 && r.avatars.length > 0)).toBe(true);
  });
});
