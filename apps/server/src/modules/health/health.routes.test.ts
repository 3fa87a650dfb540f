import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';

describe.each(testDrivers())('GET /api/v1/health on %s', (driver) => {
  const t = useTestApp(driver);

  it('[200] answers status, version and that the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { driver, up: true },
    });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('[503] reports a database that stopped answering', async () => {
    const other = await createTestApp(driver);
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { up: false } });
    await other.app.close();
  });
});
