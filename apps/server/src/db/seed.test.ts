import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { AuthResponse } from '@careers/contracts';
import { useTestApp } from '../test/app.ts';
import { testDrivers } from '../test/db.ts';
import { admins, candidates } from './tables.ts';
import {
  demoAdmin,
  demoEmployer,
  demoCandidates,
  formatDemoLogins,
  isDatabaseEmpty,
  seedDemo,
  seedOnStart,
  wantsDemoSeed,
} from './seed.ts';

const quiet = { info: () => undefined };

describe.each(testDrivers())('demo seed on %s', (driver) => {
  const t = useTestApp(driver);

  const login = (role: 'admin' | 'candidate', email: string, password: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/login`, payload: { email, password } });

  it('seeds an empty database once on start and prints the logins', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    let printed = '';
    const config = { seedDemo: 'auto' as const, databaseUrl: undefined, publicUrl: 'http://x' };
    expect(await seedOnStart(config, t.database, quiet, (s) => (printed += s))).toBe(true);
    expect(printed).toContain('admin@careers.demo');
    expect(printed).toContain('CareersAdmin2026!');
    expect(printed).toContain('candidate@careers.demo');
    expect(printed).toContain('employer@careers.demo');
    // Not empty any more: a second start seeds nothing and prints nothing.
    printed = '';
    expect(await seedOnStart(config, t.database, quiet, (s) => (printed += s))).toBe(false);
    expect(printed).toBe('');
  });

  it('creates a demo admin and three candidates who can sign in', async () => {
    const admin = await login('admin', demoAdmin.email, demoAdmin.password);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<AuthResponse>().userData).toMatchObject({
      role: 'admin',
      fullName: demoAdmin.fullName,
    });
    expect(demoCandidates).toHaveLength(3);
    for (const c of demoCandidates) {
      const res = await login('candidate', c.email, c.password);
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(candidates);
    expect(rows.find((r) => r.email === 'candidate@careers.demo')).toMatchObject({
      level: 'undergraduate',
      graduationYear: 2026,
      skills: expect.arrayContaining(['TypeScript']),
    });
  });

  it('creates a confirmed demo employer contact of Northwind Analytics who can sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employer/login',
      payload: { email: demoEmployer.email, password: demoEmployer.password },
    });
    expect(res.statusCode).toBe(200);
    const org = await t.app.inject({
      url: '/api/v1/employer/organisation',
      headers: { authorization: `Bearer ${res.json<AuthResponse>().accessToken}` },
    });
    expect(org.json()).toMatchObject({
      name: demoEmployer.organisation,
      status: 'approved',
      contacts: expect.arrayContaining([
        expect.objectContaining({ email: demoEmployer.email, jobTitle: demoEmployer.jobTitle }),
      ]),
    });
  });

  it('is idempotent: running it again adds nothing and keeps passwords', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(candidates);
    await seedDemo(t.database, quiet);
    const [a] = await t.database.db.select({ n: count() }).from(admins);
    const [c] = await t.database.db.select({ n: count() }).from(candidates);
    // the demo admin and the four colleagues of the careers team, once
    expect(a?.n).toBe(5);
    // the three demo candidates plus the careers demo cohort, and nothing more the second time
    expect(c?.n).toBe(before?.n);
    expect(c?.n).toBeGreaterThan(3);
    expect((await login('admin', demoAdmin.email, demoAdmin.password)).statusCode).toBe(200);
  });
});

describe('wantsDemoSeed', () => {
  it.each([
    ['auto', undefined, true],
    ['auto', 'postgres://db/careers', false],
    ['always', 'postgres://db/careers', true],
    ['never', undefined, false],
  ] as const)('SEED_DEMO=%s, DATABASE_URL=%s → %s', (seedDemo, databaseUrl, expected) => {
    expect(wantsDemoSeed({ seedDemo, databaseUrl })).toBe(expected);
  });
});

describe('formatDemoLogins', () => {
  it('prints one aligned line per login inside a ruled block', () => {
    const text = formatDemoLogins(
      [
        { role: 'admin', fullName: 'A', email: 'a@x.demo', password: 'pw-admin-123' },
        { role: 'candidate', fullName: 'B', email: 'longer@x.demo', password: 'pw-cand-123' },
      ],
      'http://localhost:3000',
    );
    expect(text).toContain('http://localhost:3000/login');
    expect(text).toMatch(/admin +a@x\.demo +pw-admin-123/);
    expect(text).toMatch(/candidate +longer@x\.demo +pw-cand-123/);
    expect(text.match(/={72}/g)).toHaveLength(2);
  });
});
