import { describe, expect, it } from 'vitest';
import type { Admin } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { setAdminStatus, suiteUsers } from '../../test/users.ts';

describe.each(testDrivers())('admins API on %s', (driver) => {
  const t = useTestApp(driver);
  const users = suiteUsers(t, {
    first: ['admin', 'Priya Raman'],
    second: ['admin', 'Daniel Clarke'],
    candidate: 'candidate',
  });

  it('[200] lists admins with search', async () => {
    const res = await callAs(t.app, users.first, 'GET', '/admins?sortColumn=fullName&sort=asc');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: Admin) => a.fullName)).toEqual(['Daniel Clarke', 'Priya Raman']);
    const q = await callAs(t.app, users.first, 'GET', '/admins?q=clarke');
    expect(q.json().total).toBe(1);
  });

  it('[409] an admin cannot disable themselves', async () => {
    const res = await setAdminStatus(t.app, users.first, users.first.id, 'disabled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'You cannot disable your own account',
      field: 'status',
    });
  });

  it('[200] disabling another admin ends their sessions and stops their login; enabling restores it', async () => {
    const res = await setAdminStatus(t.app, users.first, users.second.id, 'disabled');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('disabled');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/refresh-token',
      payload: { refreshToken: users.second.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const audit = await callAs(
      t.app,
      users.first,
      'GET',
      `/audit?entity=admin&entityId=${users.second.id}`,
    );
    expect(audit.json().data[0]).toMatchObject({ action: 'admin.disable' });
    const enable = await setAdminStatus(t.app, users.first, users.second.id, 'active');
    expect(enable.json().status).toBe('active');
  });

  it('[400] bad status, [404] unknown admin, [403] candidates', async () => {
    const bad = await setAdminStatus(t.app, users.first, users.second.id, 'banished');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    const missing = await setAdminStatus(
      t.app,
      users.first,
      '00000000-0000-4000-8000-000000000000',
      'active',
    );
    expect(missing.statusCode).toBe(404);
    const forbidden = await callAs(t.app, users.candidate, 'GET', '/admins');
    expect(forbidden.statusCode).toBe(403);
  });
});
