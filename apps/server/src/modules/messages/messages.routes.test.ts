import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  GroupMessage,
  GroupPreview,
  InboxPage,
  Message,
  OutboxMessage,
  Suppression,
} from '@careers/contracts';
import { callAs, createTestApp, type TestApp } from '../../test/app.ts';
import { expectError } from '../../test/answers.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { TestSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, updateProfile, type TestUser } from '../../test/users.ts';
import { messageMessages } from '@careers/contracts';
import { unsubscribeToken } from './messages.mail.ts';

const REPLY_TO = 'Careers Service <careers-replies@example.ac.uk>';
/** One group email every 10 s: slow enough to see the rate with the worker's clock. */
const PER_MINUTE = 6;

describe.each(testDrivers())('messages on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;
  let amara: TestUser;
  let ben: TestUser;
  let chloe: TestUser;
  let amaraApp: Application;
  let vacancyId: string;

  const as = (user: TestUser, method: Parameters<typeof callAs>[2], url: string, body?: unknown) =>
    callAs(t.app, user, method, url, body);
  /** Runs every job due at `at` and answers what each address received. */
  const deliver = async (at = new Date()) => {
    await t.app.jobs.runDue(at);
    return (address: string) => smtp.mailTo(address);
  };

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    t = await createTestApp(driver, {
      smtpUrl: smtp.url,
      mailReplyTo: REPLY_TO,
      groupMailPerMinute: PER_MINUTE,
    });
    const calls = careersCalls(t.app);
    admin = await createAdmin(t.app, undefined, 'Morgan Ellis');
    amara = await createCandidate(t.app, 'Amara Nwosu');
    ben = await createCandidate(t.app, 'Ben Hartley');
    chloe = await createCandidate(t.app, 'Chloe Martin');
    await updateProfile(t.app, ben, { level: 'postgraduate', graduationYear: 2026 });
    await updateProfile(t.app, chloe, { level: 'undergraduate', graduationYear: 2026 });
    const vacancy = await calls.openVacancy(admin, { title: 'Data Analyst Intern' });
    vacancyId = vacancy.id;
    const cv = await calls.uploaded(amara);
    amaraApp = (await calls.apply(amara, vacancy.id, [cv.id])).json<Application>();
    await deliver(); // the application's own emails, out of the way
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('staff write to a candidate about an application: emailed with Reply-To, kept in their inbox', async () => {
    const sent = await as(admin, 'POST', `/candidates/${amara.id}/messages`, {
      subject: ' Your interview ',
      body: 'Please bring photo ID.\n\nSee you on Tuesday.',
      applicationId: amaraApp.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Message>()).toMatchObject({
      subject: 'Your interview',
      applicationId: amaraApp.id,
      vacancyTitle: 'Data Analyst Intern',
      sentByName: 'Morgan Ellis',
      readAt: null,
    });

    const received = (await deliver())(amara.email).filter((m) => m.subject === 'Your interview');
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('Please bring photo ID.');
    expect(received[0]!.headers['reply-to']).toContain('careers-replies@example.ac.uk');
    // Written to one person about their application: nothing to unsubscribe from.
    expect(received[0]!.headers['list-unsubscribe']).toBeUndefined();

    const inbox = (await as(amara, 'GET', '/me/messages')).json<InboxPage>();
    expect(inbox.unread).toBe(1);
    expect(inbox.data[0]).toMatchObject({ subject: 'Your interview', body: expect.any(String) });
    const id = inbox.data[0]!.id;
    expect((await as(ben, 'POST', `/me/messages/${id}/read`)).statusCode).toBe(404);
    expect((await as(amara, 'POST', `/me/messages/${id}/read`)).statusCode).toBe(204);
    expect((await as(amara, 'GET', '/me/messages')).json<InboxPage>().unread).toBe(0);
    expect((await as(ben, 'GET', '/me/messages')).json<InboxPage>().total).toBe(0);

    // Staff see every email to her: this message and the automatic ones.
    const mail = (await as(admin, 'GET', `/candidates/${amara.id}/mail`)).json<{
      data: OutboxMessage[];
    }>();
    expect(mail.data.map((m) => m.subject)).toContain('Your interview');
    expect(mail.data.length).toBeGreaterThan(1);
    expect(mail.data.every((m) => m.to === amara.email)).toBe(true);
  });

  it('[400] names the field; [404] for an unknown candidate', async () => {
    expectError(
      await as(admin, 'POST', `/candidates/${ben.id}/messages`, {
        subject: 'Hello',
        body: 'About Amara’s application',
        applicationId: amaraApp.id,
      }),
      400,
      {
        code: 'invalid_field',
        message: messageMessages.notTheirApplication,
        field: 'applicationId',
      },
    );
    expectError(
      await as(admin, 'POST', `/candidates/${ben.id}/messages`, { subject: ' ', body: 'x' }),
      400,
      { code: 'invalid_field', message: 'Enter a subject', field: 'subject' },
    );
    expectError(
      await as(admin, 'POST', '/candidates/00000000-0000-4000-8000-000000000000/messages', {
        subject: 'Hello',
        body: 'Hi',
      }),
      404,
      { code: 'not_found', message: 'Candidate not found' },
    );
  });

  it('a group message shows its reach first, then leaves at the rate, behind transactional mail', async () => {
    const segment = { kind: 'candidates', levels: ['undergraduate'], graduationYears: [] };
    const preview = await as(admin, 'POST', '/messages/groups/preview', { segment });
    expect(preview.json<GroupPreview>()).toEqual({
      recipients: 2, // Amara and Chloe; Ben is a postgraduate
      unsubscribed: 0,
      suppressed: 0,
      minutes: 1,
    });

    const t0 = Date.now();
    const sent = await as(admin, 'POST', '/messages/groups', {
      segment,
      subject: 'Spring careers fair',
      body: 'Meet 40 employers on 12 March.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<GroupMessage>()).toMatchObject({ recipients: 2, sentByName: 'Morgan Ellis' });
    // A one-off message queued after the group, due at once: it goes first.
    await as(admin, 'POST', `/candidates/${chloe.id}/messages`, {
      subject: 'Your CV review',
      body: 'Booked for Friday.',
    });

    const order = () => smtp.received.map((m) => m.subject).filter((s) => s !== 'Your interview');
    await deliver(new Date(t0 + 2_000));
    // The first group email and the transactional one were due: the transactional one left first.
    expect(order().slice(-2)).toEqual(['Your CV review', 'Spring careers fair']);
    const groupMails = () => smtp.received.filter((m) => m.subject === 'Spring careers fair');
    expect(groupMails()).toHaveLength(1);
    await deliver(new Date(t0 + 5_000));
    expect(groupMails()).toHaveLength(1); // the second is due 10 s after the first
    await deliver(new Date(t0 + 15_000));
    expect(groupMails()).toHaveLength(2);

    const fair = groupMails()[0]!;
    expect(fair.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(fair.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/v1\/unsubscribe\/[\w-]+>$/);
    expect(fair.text).toContain('/unsubscribe/');
    // Both candidates have it in their portal inbox.
    const chloeInbox = (await as(chloe, 'GET', '/me/messages')).json<InboxPage>();
    expect(chloeInbox.data.map((m) => m.subject)).toEqual([
      'Your CV review',
      'Spring careers fair',
    ]);

    const history = (await as(admin, 'GET', '/messages/groups')).json<{ data: GroupMessage[] }>();
    expect(history.data[0]).toMatchObject({ subject: 'Spring careers fair', recipients: 2 });
  });

  it('one-click unsubscribe (no sign-in) is honoured by the next group message, not by application mail', async () => {
    const link = smtp
      .mailTo(chloe.email)
      .find((m) => m.subject === 'Spring careers fair')!
      .headers['list-unsubscribe']!.slice(1, -1);
    const path = new URL(link).pathname;
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(204);
    // Again is harmless; a forged link is refused.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(204);
    const forged = unsubscribeToken('not-the-service-key-not-the-service-key', chloe.id);
    expectError(await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${forged}` }), 404, {
      code: 'not_found',
      message: messageMessages.badUnsubscribeLink,
    });

    const segment = { kind: 'candidates', levels: ['undergraduate'] };
    const preview = (
      await as(admin, 'POST', '/messages/groups/preview', { segment })
    ).json<GroupPreview>();
    expect(preview).toMatchObject({ recipients: 1, unsubscribed: 1 });
    await as(admin, 'POST', '/messages/groups', {
      segment,
      subject: 'Graduate schemes',
      body: 'Applications open next week.',
    });
    const later = new Date(Date.now() + 3_600_000);
    await deliver(later);
    expect(smtp.mailTo(chloe.email).map((m) => m.subject)).not.toContain('Graduate schemes');
    expect(smtp.mailTo(amara.email).map((m) => m.subject)).toContain('Graduate schemes');

    // About an application, the applicants of a vacancy are written to whatever they chose.
    expectError(
      await as(admin, 'POST', '/messages/groups', {
        segment: { kind: 'applicants', vacancyId, statuses: ['hired'] },
        subject: 'Welcome',
        body: 'Nobody is hired yet.',
      }),
      400,
      { code: 'invalid_field', message: messageMessages.noRecipients, field: 'segment' },
    );
  });

  it('an address that bounces for good is suppressed until staff clear it', async () => {
    smtp.bounce(ben.email);
    await as(admin, 'POST', `/candidates/${ben.id}/messages`, { subject: 'First', body: 'Hi' });
    await deliver();
    const suppressed = (await as(admin, 'GET', '/mail/suppressions')).json<{
      data: Suppression[];
    }>();
    const row = suppressed.data.find((s) => s.address === ben.email.toLowerCase());
    expect(row?.reason).toMatch(/^Bounced permanently: .*550/);
    const first = (await as(admin, 'GET', `/candidates/${ben.id}/mail`)).json<{
      data: OutboxMessage[];
    }>();
    expect(first.data.find((m) => m.subject === 'First')).toMatchObject({ status: 'failed' });

    // Nothing more is attempted; the message still reaches the portal inbox.
    const attempts = smtp.transactions.length;
    await as(admin, 'POST', `/candidates/${ben.id}/messages`, { subject: 'Second', body: 'Hi' });
    await deliver();
    expect(smtp.transactions.length).toBe(attempts);
    const mail = (await as(admin, 'GET', `/candidates/${ben.id}/mail`)).json<{
      data: OutboxMessage[];
    }>();
    expect(mail.data.find((m) => m.subject === 'Second')).toMatchObject({ status: 'suppressed' });
    expect((await as(ben, 'GET', '/me/messages')).json<InboxPage>().total).toBe(2);

    smtp.healthy();
    expect((await as(admin, 'DELETE', `/mail/suppressions/${row!.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'DELETE', `/mail/suppressions/${row!.id}`)).statusCode).toBe(404);
    await as(admin, 'POST', `/candidates/${ben.id}/messages`, { subject: 'Third', body: 'Hi' });
    const ok = (await deliver())(ben.email);
    expect(ok.map((m) => m.subject)).toEqual(['Third']);
  });
});
