import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';

describe.each(testDrivers())('GET /api/v1/settings on %s', (driver) => {
  const t = useTestApp(driver);

  it('[200] answers the time zone, Europe/London by default, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Europe/London' });
  });

  it('[200] answers the configured TIME_ZONE', async () => {
    const other = await createTestApp(driver, { timeZone: 'Asia/Tokyo' });
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    await other.close();
  });
});
