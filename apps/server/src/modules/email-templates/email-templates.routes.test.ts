import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EmailTemplate, EmailTemplateList } from '@careers/contracts';
import { auditLog } from '../../db/tables.ts';
import { callAs } from '../../test/app.ts';
import { applyingTestbed } from '../../test/applying.ts';
import { testDrivers } from '../../test/db.ts';
import { createCandidate, updateProfile } from '../../test/users.ts';

describe.each(testDrivers())('email templates on %s', (driver) => {
  const { env, bed, apply, move } = applyingTestbed(driver, {
    vacancy: {
      title: 'Template Analyst',
      employer: { name: 'Northwind Analytics' },
      location: 'Leeds',
      workplace: 'remote',
      type: 'internship',
      description: 'Checks the wording of automatic emails.',
      positions: 3,
    },
  });
  const url = (kind: string, language = 'en') => `/email-templates/${kind}/${language}`;

  it('lists every kind in every language and refuses students', async () => {
    const list = await callAs(env.t.app, bed.admin, 'GET', '/email-templates');
    expect(list.statusCode).toBe(200);
    const data = list.json<EmailTemplateList>().data;
    expect(data.filter((t) => t.kind === 'auth.reset').map((t) => t.language)).toEqual([
      'en',
      'fr',
      'de',
      'pt',
      'ar',
    ]);
    expect(data.find((t) => t.kind === 'application.status.shortlisted')).toMatchObject({
      customised: false,
      audience: 'candidate',
    });
    const student = await createCandidate(env.t.app, 'Sam Student');
    expect((await callAs(env.t.app, student, 'GET', '/email-templates')).statusCode).toBe(403);
    expect(
      (await callAs(env.t.app, student, 'PUT', url('auth.reset'), { subject: 's', body: 'b' }))
        .statusCode,
    ).toBe(403);
    expect((await callAs(env.t.app, bed.admin, 'GET', url('no.such.kind'))).statusCode).toBe(404);
  });

  it('[400] refuses unknown placeholders naming them, and a reset without its link', async () => {
    /** Saving this reset template is refused with a 400 carrying `error`. */
    const refused = async (template: { subject: string; body: string }, error: object) => {
      const res = await callAs(env.t.app, bed.admin, 'PUT', url('auth.reset'), template);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(error);
    };
    await refused(
      { subject: 'Reset {{nickname}}', body: 'Go to {{link}}' },
      { field: 'subject', message: expect.stringContaining('{{nickname}}') },
    );
    await refused(
      { subject: 'Reset your password', body: 'Hello {{fullName}}, ask us for a link.' },
      { field: 'body', message: 'The reset email must contain {{link}}' },
    );
    await refused({ subject: 'x'.repeat(201), body: '{{link}}' }, { field: 'subject' });
  });

  it('a saved template is the next email; restoring the default brings the old wording back', async () => {
    const kind = 'application.status.shortlisted';
    const saved = await callAs(env.t.app, bed.admin, 'PUT', url(kind), {
      subject: 'Good news about {{vacancyTitle}}',
      body: 'Hi {{firstName}},\n\nYou are on the **shortlist** for {{vacancyTitle}}.\n\n{{link}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EmailTemplate>()).toMatchObject({
      customised: true,
      updatedByName: bed.admin.fullName,
    });

    const candidate = await createCandidate(
      env.t.app,
      'Ada <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    );
    const application = await apply(candidate);
    expect((await move(application.id, { status: 'under_review' })).statusCode).toBe(200);
    expect((await move(application.id, { status: 'shortlisted' })).statusCode).toBe(200);
    const mails = await env.mailsTo(candidate.email);
    const mail = mails.find((m) => m.subject === 'Good news about Template Analyst');
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.text).toContain('You are on the shortlist for Template Analyst.');
    expect(mail!.html).toContain('<strong>shortlist</strong>');
    // The name is shown as text: no image, no script link.
    expect(mail!.html).toContain('Hi Ada,');
    expect(mail!.html).not.toMatch(/<img|href="javascript/);

    const restored = await callAs(env.t.app, bed.admin, 'DELETE', url(kind));
    expect(restored.statusCode).toBe(204);
    const after = await callAs(env.t.app, bed.admin, 'GET', url(kind));
    expect(after.json<EmailTemplate>()).toMatchObject({
      customised: false,
      subject: '{{vacancyTitle}} at {{employerName}} — You have been shortlisted',
    });
  });

  it('escapes a hostile candidate name in the HTML and cannot turn it into a link', async () => {
    const candidate = await createCandidate(env.t.app, '<img src=x onerror=alert(1)>');
    const application = await apply(candidate);
    expect((await move(application.id, { status: 'under_review' })).statusCode).toBe(200);
    const mail = (await env.mailsTo(candidate.email)).at(-1)!;
    // The greeting uses the first word of the name: escaped, never a tag.
    expect(mail.html).toContain('<p>Dear &lt;img,</p>');
    expect(mail.html).not.toContain('<img');
  });

  it('previews a draft with a real application and refuses bad drafts the same way', async () => {
    const candidate = await createCandidate(env.t.app, 'Grace Preview');
    const application = await apply(candidate);
    const preview = await callAs(
      env.t.app,
      bed.admin,
      'POST',
      `${url('application.status.interviewing')}/preview`,
      {
        subject: 'Interview for {{vacancyTitle}}',
        body: 'Dear {{candidateName}}, see {{link}}',
        recordId: application.id,
      },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      subject: 'Interview for Template Analyst',
      text: expect.stringContaining(`Dear Grace Preview, see `),
    });
    expect(preview.json<{ html: string }>().html).toContain(
      `/portal/applications/${application.id}`,
    );
    const noRecord = await callAs(
      env.t.app,
      bed.admin,
      'POST',
      `${url('application.status.interviewing')}/preview`,
      { subject: 'S', body: 'B' },
    );
    expect(noRecord.statusCode).toBe(400);
    expect(noRecord.json()).toMatchObject({ field: 'recordId' });
    // A reset preview masks its link, as the outbox does.
    const reset = await callAs(env.t.app, bed.admin, 'POST', `${url('auth.reset')}/preview`, {
      subject: 'Reset',
      body: 'Use {{link}}',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ text: string }>().text).toContain('token=••••');
  });

  it('a student who chose French gets their emails in French', async () => {
    const candidate = await createCandidate(env.t.app, 'Chloé Martin');
    await updateProfile(env.t.app, candidate, { language: 'fr' });
    const profile = await callAs(env.t.app, candidate, 'GET', `/candidates/${candidate.id}`);
    expect(profile.json()).toMatchObject({ language: 'fr' });
    await apply(candidate);
    const mail = (await env.mailsTo(candidate.email)).at(-1)!;
    expect(mail.subject).toBe(
      'Template Analyst chez Northwind Analytics — Nous avons bien reçu votre candidature',
    );
    expect(mail.text).toContain('Bonjour Chloé,');
    const bad = await callAs(env.t.app, candidate, 'PATCH', `/candidates/${candidate.id}`, {
      language: 'xx',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'language' });
  });

  it('previews the email a move would send; notify:false sends none for that move only', async () => {
    const candidate = await createCandidate(env.t.app, 'Noah Quiet');
    const application = await apply(candidate);
    const before = (await env.mailsTo(candidate.email)).length;
    const preview = await callAs(
      env.t.app,
      bed.admin,
      'POST',
      `/applications/${application.id}/status/preview`,
      { status: 'under_review' },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      email: {
        to: candidate.email,
        subject: 'Template Analyst at Northwind Analytics — Your application is being reviewed',
      },
    });
    const withheld = await callAs(
      env.t.app,
      bed.admin,
      'POST',
      `/applications/${application.id}/status/preview`,
      { status: 'under_review', notify: false },
    );
    expect(withheld.json()).toEqual({ email: null });
    // An illegal move is refused as the move itself would be.
    const illegal = await callAs(
      env.t.app,
      bed.admin,
      'POST',
      `/applications/${application.id}/status/preview`,
      { status: 'hired' },
    );
    expect(illegal.statusCode).toBe(409);

    expect((await move(application.id, { status: 'under_review', notify: false })).statusCode).toBe(
      200,
    );
    expect(await env.mailsTo(candidate.email)).toHaveLength(before);
    // The next move, without the choice, is emailed as usual.
    expect((await move(application.id, { status: 'shortlisted' })).statusCode).toBe(200);
    expect(await env.mailsTo(candidate.email)).toHaveLength(before + 1);
    const audits = await env.t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.status'), eq(auditLog.entityId, application.id)));
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ to: 'under_review', emailWithheld: true }),
      expect.not.objectContaining({ emailWithheld: true }),
    ]);

    // A student cannot choose for staff.
    const student = await callAs(
      env.t.app,
      candidate,
      'POST',
      `/applications/${application.id}/status`,
      {
        status: 'withdrawn',
        notify: false,
      },
    );
    expect(student.statusCode).toBe(403);
    const studentPreview = await callAs(
      env.t.app,
      candidate,
      'POST',
      `/applications/${application.id}/status/preview`,
      { status: 'withdrawn' },
    );
    expect(studentPreview.statusCode).toBe(403);
  });
});
