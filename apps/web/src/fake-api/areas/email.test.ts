import { describe, expect, it } from 'vitest';
import { anyStatus, createClient, getter } from '../lib/test-client.ts';
import type { EmailsResponse, EmailWithPaging } from '../types.ts';

const list = getter<EmailsResponse>('/apps/email/emails');

describe('GET /apps/email/emails', () => {
  it('[200] lists the inbox by default, newest first, with the meta counts', async () => {
    const { http } = createClient();
    const { emails, emailsMeta } = await list(http);
    expect(emails).toHaveLength(8);
    expect(emails.every((e) => e.folder === 'inbox')).toBe(true);
    const times = emails.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(emailsMeta).toEqual({ inbox: 5, spam: 6, draft: 4 });
  });

  it.each([
    ['sent', 2],
    ['draft', 4],
    ['spam', 6],
    ['trash', 4],
  ])('[200] lists the %s folder (%i mails)', async (folder, count) => {
    const { http } = createClient();
    const { emails } = await list(http, { folder });
    expect(emails).toHaveLength(count);
    expect(emails.every((e) => e.folder === folder)).toBe(true);
  });

  it('[200] starred covers every folder but trash', async () => {
    const { http } = createClient();
    const { emails } = await list(http, { folder: 'starred' });
    expect(emails).toHaveLength(7);
    expect(new Set(emails.map((e) => e.folder))).toEqual(new Set(['inbox', 'sent']));
    await http.post('/apps/email/update-emails', {
      emailIds: [emails[0]?.id],
      dataToUpdate: { folder: 'trash' },
    });
    expect((await list(http, { folder: 'starred' })).emails).toHaveLength(6);
  });

  it('[200] filters by label and searches subject and sender', async () => {
    const { http } = createClient();
    const { emails } = await list(http, { label: 'important' });
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((e) => e.labels.includes('important'))).toBe(true);
    const bySubject = await list(http, { q: 'CAREERS FAIR' });
    expect(bySubject.emails.map((e) => e.subject)).toEqual([
      'Thank you for a great careers fair',
      'Careers fair: volunteer briefing',
    ]);
    expect((await list(http, { q: 'meridian.co.uk' })).emails).toHaveLength(1);
  });

  it('[400] refuses an unknown folder', async () => {
    const { http } = createClient();
    const res = await anyStatus(http.get('/apps/email/emails', { params: { folder: 'archive' } }));
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ field: 'folder' });
  });
});

describe('POST /apps/email/update-emails', () => {
  it('[200] applies the changes, visible in the next list and in the meta', async () => {
    const { http } = createClient();
    const unread = (await list(http)).emails.filter((e) => !e.isRead).map((e) => e.id);
    const res = await http.post('/apps/email/update-emails', {
      emailIds: unread,
      dataToUpdate: { isRead: true, isStarred: true },
    });
    expect(res.status).toBe(200);
    const after = await list(http);
    expect(after.emailsMeta.inbox).toBe(0);
    expect(after.emails.filter((e) => unread.includes(e.id)).every((e) => e.isStarred)).toBe(true);
  });

  it('[200] moving to trash marks deleted and moves the mail', async () => {
    const { http } = createClient();
    const [first] = (await list(http)).emails;
    await http.post('/apps/email/update-emails', {
      emailIds: [first?.id],
      dataToUpdate: { folder: 'trash' },
    });
    expect((await list(http)).emails).toHaveLength(7);
    const trash = await list(http, { folder: 'trash' });
    expect(trash.emails.find((e) => e.id === first?.id)?.isDeleted).toBe(true);
  });

  it('[200] replaces labels and restores from trash', async () => {
    const { http } = createClient();
    const trash = (await list(http, { folder: 'trash' })).emails;
    const mail = trash[0];
    await http.post('/apps/email/update-emails', {
      emailIds: [mail?.id],
      dataToUpdate: { folder: 'inbox', labels: ['private', 'private', 'company'] },
    });
    const restored = (await list(http)).emails.find((e) => e.id === mail?.id);
    expect(restored).toMatchObject({
      folder: 'inbox',
      isDeleted: false,
      labels: ['private', 'company'],
    });
    const bad = await anyStatus(
      http.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { labels: ['work'] } }),
    );
    expect(bad.status).toBe(400);
  });

  it('[400] refuses fields that cannot change and missing ids', async () => {
    const { http } = createClient();
    const bad = await anyStatus(
      http.post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { subject: 'x' } }),
    );
    expect(bad.status).toBe(400);
    const none = await anyStatus(
      http.post('/apps/email/update-emails', { dataToUpdate: { isRead: true } }),
    );
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ field: 'emailIds' });
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('[200] toggles the label on each mail', async () => {
    const { http } = createClient();
    const [a, b] = (await list(http)).emails;
    const had = (a?.labels ?? []).includes('private');
    await http.post('/apps/email/update-emails-label', {
      emailIds: [a?.id, b?.id],
      label: 'private',
    });
    const after = (await list(http)).emails;
    expect(after.find((e) => e.id === a?.id)?.labels.includes('private')).toBe(!had);
    await http.post('/apps/email/update-emails-label', { emailIds: [a?.id], label: 'private' });
    expect((await list(http)).emails.find((e) => e.id === a?.id)?.labels.includes('private')).toBe(
      had,
    );
  });

  it('[400] refuses an unknown label', async () => {
    const { http } = createClient();
    const res = await anyStatus(
      http.post('/apps/email/update-emails-label', { emailIds: [1], label: 'work' }),
    );
    expect(res.status).toBe(400);
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  it('[200] answers the mail with its paging flags', async () => {
    const { http } = createClient();
    const inbox = (await list(http)).emails;
    const first = await http.get<EmailWithPaging>('/apps/email/get-email', {
      params: { id: inbox[0]?.id },
    });
    expect(first.data).toMatchObject({
      id: inbox[0]?.id,
      hasPreviousMail: false,
      hasNextMail: true,
    });
    const last = await http.get<EmailWithPaging>('/apps/email/get-email', {
      params: { id: inbox.at(-1)?.id },
    });
    expect(last.data).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
  });

  it('[200] pages to the neighbours in list order', async () => {
    const { http } = createClient();
    const inbox = (await list(http)).emails;
    const next = await http.get<EmailWithPaging>('/apps/email/paginate-email', {
      params: { dir: 'next', emailId: inbox[0]?.id },
    });
    expect(next.data.id).toBe(inbox[1]?.id);
    expect(next.data).toMatchObject({ hasPreviousMail: true, hasNextMail: true });
    const previous = await http.get<EmailWithPaging>('/apps/email/paginate-email', {
      params: { dir: 'previous', emailId: inbox[1]?.id },
    });
    expect(previous.data.id).toBe(inbox[0]?.id);
  });

  it('[404] with no body for an unknown mail or no neighbour', async () => {
    const { http } = createClient();
    const unknown = await anyStatus(http.get('/apps/email/get-email', { params: { id: 999 } }));
    expect(unknown.status).toBe(404);
    expect(unknown.data).toBeUndefined();
    const inbox = (await list(http)).emails;
    const edge = await anyStatus(
      http.get('/apps/email/paginate-email', {
        params: { dir: 'previous', emailId: inbox[0]?.id },
      }),
    );
    expect(edge.status).toBe(404);
    const missing = await anyStatus(
      http.get('/apps/email/paginate-email', { params: { dir: 'next', emailId: 999 } }),
    );
    expect(missing.status).toBe(404);
  });
});
