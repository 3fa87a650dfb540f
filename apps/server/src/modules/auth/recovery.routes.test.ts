import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthResponse } from '@careers/contracts';
import { auditLog, jobs, passwordResets } from '../../db/tables.ts';
import type * as Secrets from '../../lib/secrets.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import {
  registerAdmin,
  registerCandidate,
  testPassword,
  tokenMailedTo,
  uniqueEmail,
} from '../../test/auth.ts';
import { FORGOT_PASSWORD_JOB } from './recovery.service.ts';
import { expectError } from '../../test/answers.ts';

// Calls through, counting: a reset with a bad token must not get as far as hashing.
vi.mock('../../lib/secrets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Secrets>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const newPassword = 'Quiet-Harbour-Lights-7';

describe.each(testDrivers())('password recovery on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: AuthResponse;
  beforeAll(async () => {
    admin = await registerAdmin(env.t.app);
  });
  afterEach(() => resetClock());

  const forgot = (role: 'candidate' | 'admin', email: string) =>
    env.t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/forgot-password`,
      payload: { email },
    });
  const reset = (token: string, password = newPassword) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token, password },
    });
  const login = (role: 'candidate' | 'admin', email: string, password: string) =>
    env.t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/login`,
      payload: { email, password },
    });
  const resetToken = (email: string) =>
    tokenMailedTo(env.t.app, env.smtp, email, '/reset-password', 'token');
  const forgotJobsFor = (email: string) =>
    env.t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, FORGOT_PASSWORD_JOB), sql`lower(${jobs.payload}->>'email') = ${email}`),
      );

  it('[202] queues one job for a registered and an unknown address alike; only the first gets mail', async () => {
    const candidate = await registerCandidate(env.t.app);
    const email = candidate.userData.email;
    const nobody = uniqueEmail('nobody');
    const known = await forgot('candidate', email.toUpperCase());
    const unknown = await forgot('candidate', nobody);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    // The request itself did nothing but queue: no lookup, no link, no mail yet.
    expect(await forgotJobsFor(email)).toHaveLength(1);
    expect(await forgotJobsFor(nobody)).toHaveLength(1);
    const links = () =>
      env.t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, candidate.userData.id));
    expect(await links()).toHaveLength(0);

    await env.t.app.jobs.runDue();
    expect(await links()).toHaveLength(1);
    // The job issued the link: audited with the system as actor, naming the job.
    const [job] = await forgotJobsFor(email);
    const audit = await env.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, candidate.userData.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: 'system',
        action: 'password_reset.issued',
        entity: 'candidate',
        details: { jobKind: FORGOT_PASSWORD_JOB, jobId: job?.id },
      }),
    ]);
    expect(env.smtp.mailTo(nobody)).toEqual([]);
    const mails = env.smtp.mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(
      new RegExp(`${env.t.app.config.publicUrl}/reset-password\\?token=[\\w-]{43}`),
    );
  });

  it('[204] resets with the link once: the old password and every session stop working', async () => {
    const candidate = await registerCandidate(env.t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    expect(token).toBeDefined();
    vi.mocked(hashPassword).mockClear();
    const res = await reset(token ?? '');
    expect(res.statusCode).toBe(204);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect((await login('candidate', candidate.userData.email, testPassword)).statusCode).toBe(401);
    expect((await login('candidate', candidate.userData.email, newPassword)).statusCode).toBe(200);
    const refresh = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/refresh-token',
      payload: { refreshToken: candidate.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await reset(token ?? '', 'Another-Fresh-Passphrase');
    expectError(again, 400, {
      code: 'invalid_reset_token',
      message: 'This reset link is invalid or has expired.',
      field: 'token',
    });
  });

  it('[400] checks the token before hashing anything: a bad token costs no hashing', async () => {
    vi.mocked(hashPassword).mockClear();
    const res = await reset('made-up-token-that-nobody-was-sent');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'token' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('[400] a link older than 30 minutes has expired', async () => {
    const candidate = await registerCandidate(env.t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    advanceClock(30 * 60_000 + 1000);
    const res = await reset(token ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'token' });
    expect((await login('candidate', candidate.userData.email, testPassword)).statusCode).toBe(200);
  });

  it('[204] a link used within 29 minutes still works', async () => {
    const candidate = await registerCandidate(env.t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    advanceClock(29 * 60_000);
    expect((await reset(token ?? '')).statusCode).toBe(204);
  });

  it('[400] an unknown token; a weak new password names the password', async () => {
    expect((await reset('made-up-token')).json()).toMatchObject({ field: 'token' });
    const weak = await reset('made-up-token', 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
  });

  it('using one link spends the other outstanding links of the user', async () => {
    const candidate = await registerCandidate(env.t.app);
    await forgot('candidate', candidate.userData.email);
    const older = await resetToken(candidate.userData.email);
    await forgot('candidate', candidate.userData.email);
    const newer = await resetToken(candidate.userData.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer ?? '')).statusCode).toBe(204);
    expect((await reset(older ?? '', 'Another-Fresh-Passphrase')).statusCode).toBe(400);
  });

  it('admin and candidate recovery are separate: each resets its own account', async () => {
    const email = uniqueEmail('both');
    await registerCandidate(env.t.app, { email });
    await registerAdmin(env.t.app, { email }, admin);
    await forgot('admin', email);
    const token = await resetToken(email);
    expect((await reset(token ?? '')).statusCode).toBe(204);
    expect((await login('admin', email, newPassword)).statusCode).toBe(200);
    expect((await login('candidate', email, testPassword)).statusCode).toBe(200);
  });

  it('sends at most 5 reset emails per account per hour, still answering 202', async () => {
    const candidate = await registerCandidate(env.t.app);
    const email = candidate.userData.email;
    for (let i = 0; i < 7; i++) expect((await forgot('candidate', email)).statusCode).toBe(202);
    expect(await env.mailsTo(email)).toHaveLength(5);
    advanceClock(60 * 60_000 + 1000);
    await forgot('candidate', email);
    expect(await env.mailsTo(email)).toHaveLength(6);
  });
});
