import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { bearer, registerAdmin, registerCandidate } from '../../test/auth.ts';
import { seedDemo } from '../../db/seed.ts';
import type { AuthResponse } from '@careers/contracts';

describe.each(testDrivers())('GET /api/v1/settings on %s', (driver) => {
  const t = useTestApp(driver);

  it('[200] answers the time zone, Europe/London by default, and the showcase off, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Europe/London', showcase: false });
  });

  it('[200] answers the configured TIME_ZONE', async () => {
    const other = await createTestApp(driver, { timeZone: 'Asia/Tokyo' });
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json()).toEqual({ timeZone: 'Asia/Tokyo', showcase: false });
    await other.close();
  });
});

describe.each(testDrivers())('PATCH /api/v1/settings on %s', (driver) => {
  const t = useTestApp(driver);
  let first: AuthResponse | undefined;
  // The first admin of an empty system registers without an invitation.
  const staff = async () => (first ??= await registerAdmin(t.app));
  /** PATCH /settings with the bearer of `token`, or as a visitor without one. */
  const setShowcase = (showcase: unknown, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings',
      ...(token ? { headers: bearer(token) } : {}),
      payload: { showcase },
    });

  it('[200] staff switch the showcase on and off; everyone reads it; each change is audited', async () => {
    const admin = await staff();
    const on = await setShowcase(true, admin.accessToken);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ showcase: true });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json()).toMatchObject({ showcase: true });

    const off = await setShowcase(false, admin.accessToken);
    expect(off.json()).toMatchObject({ showcase: false });

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit?entity=settings',
      headers: bearer(admin.accessToken),
    });
    const entries = audit.json().data as { action: string; details: Record<string, unknown> }[];
    expect(entries.map((e) => e.action)).toEqual(['settings.update', 'settings.update']);
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ before: { showcase: false }, after: { showcase: true } }),
        expect.objectContaining({ before: { showcase: true }, after: { showcase: false } }),
      ]),
    );
  });

  it('[403] a candidate may not change it; [401] nor may a visitor', async () => {
    const candidate = await registerCandidate(t.app);
    const res = await setShowcase(true, candidate.accessToken);
    expect(res.statusCode).toBe(403);
    const anon = await setShowcase(true);
    expect(anon.statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json()).toMatchObject({ showcase: false });
  });

  it('[400] names the field when showcase is not a boolean', async () => {
    const admin = await staff();
    const res = await setShowcase('yes', admin.accessToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'showcase' });
  });
});

describe.each(testDrivers())('the demo seed on %s', (driver) => {
  const t = useTestApp(driver);

  it('switches the showcase on (a fresh install has it off)', async () => {
    await seedDemo(t.database, { info: () => undefined });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json()).toMatchObject({ showcase: true });
  }, 60_000);
});
