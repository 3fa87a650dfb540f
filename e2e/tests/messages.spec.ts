import type { APIRequestContext } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { mailsTo } from '../mail.ts';
import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage, type Session } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** The candidate graduates in `year` (their profile, through the API). */
async function graduatesIn(request: APIRequestContext, session: Session, year: number) {
  const url = `/api/v1/candidates/${session.userData.id}`;
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const current = (await (await request.get(url, { headers })).json()) as { updatedAt: string };
  const res = await request.patch(url, {
    headers,
    data: { graduationYear: year, expectedUpdatedAt: current.updatedAt },
  });
  if (!res.ok()) throw new Error(`profile failed: ${res.status()}`);
}

/** The first link to `path` in the newest mail to `address` with `subject` (waiting for it). */
async function linkIn(request: APIRequestContext, address: string, subject: string, path: string) {
  for (let i = 0; i < 150; i++) {
    const mail = (await mailsTo(request, address)).filter((m) => m.subject === subject).pop();
    const link = mail && new RegExp(`https?://\\S*${path}\\S+`).exec(mail.text)?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${subject} mail with a ${path} link reached ${address}`);
}

/*
 * Messages (issue 20, point 7): staff send a group message to a vacancy's applicants after seeing
 * its reach; the student reads it in the portal inbox. Staff write to one candidate from their page.
 * A group message to a graduation year carries an unsubscribe link whose page stops them.
 */
test('a group message reaches the portal inbox; staff write to one candidate; the unsubscribe page stops group mail', async ({
  page,
  browser,
  request,
  problems,
}) => {
  // The message sent without a subject is refused on purpose (400).
  problems.allow(/status of 400/);
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Inbox Analyst ${stamp}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
  const candidateName = `Ines Inbox ${stamp}`;
  const candidate = await apiRegisterCandidate(request, candidateName);
  await apiApply(request, candidate.accessToken, vacancy.id);
  const year = new Date().getFullYear() + 5;
  await graduatesIn(request, candidate, year);

  // Staff: the applicants of the vacancy who are still submitted.
  await signInPage(page, admin);
  await page.goto('/careers/messages');
  await page.getByLabel('Vacancy', { exact: true }).selectOption({ label: title });
  await expect(page.getByLabel('Submitted', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Check who it reaches', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It reaches' })).toHaveText(
    'It reaches 1 person and takes about 1 min to send.',
  );
  const subject = `Assessment centre ${stamp}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Please come to the assessment centre on Friday at 10:00.');
  await page.getByRole('button', { name: 'Send to 1 person' }).click();
  await expect(page.getByText('Message queued for 1 person')).toBeVisible();
  const history = page.getByRole('list', { name: 'Sent group messages' });
  await expect(history.getByRole('listitem').first()).toContainText(subject);

  // Staff write to her alone, from her page.
  await page.goto(`/careers/candidates/${candidate.userData.id}`);
  await page.getByRole('button', { name: 'Write a message' }).click();
  const dialog = page.getByRole('dialog', { name: `Write to ${candidateName}` });
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Enter a subject')).toBeVisible();
  const personal = `Your CV review ${stamp}`;
  await dialog.getByLabel('Subject', { exact: true }).fill(personal);
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('Your CV review is booked for Thursday.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toBeHidden();
  const mailCard = page.getByRole('list', { name: 'Messages and emails' });
  await expect(mailCard).toContainText(personal);

  // The student reads both in the portal inbox; opening one marks it read.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInPage(student, candidate);
  await student.goto('/portal/inbox');
  await expect(student.getByText('2 unread')).toBeVisible();
  const inbox = student.getByRole('list', { name: 'Messages from the careers service' });
  const group = inbox.getByRole('button', { name: new RegExp(subject) });
  await expect(group).toContainText(`about ${title}`);
  await group.click();
  await expect(inbox).toContainText('Please come to the assessment centre on Friday at 10:00.');
  await expect(student.getByText('1 unread')).toBeVisible();

  // A group message to a graduation year carries an unsubscribe link; its page stops group mail.
  await page.goto('/careers/messages');
  await page.getByLabel('Students and graduates by level and graduation year').check();
  await page.getByLabel(String(year), { exact: true }).check();
  await page.getByRole('button', { name: 'Check who it reaches', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It reaches' })).toContainText(
    'It reaches',
  );
  const fair = `Graduate fair ${stamp}`;
  await page.getByLabel('Subject', { exact: true }).fill(fair);
  await page.getByLabel('Message', { exact: true }).fill('Meet forty employers in the Great Hall.');
  await page.getByRole('button', { name: /^Send to \d+ (person|people)$/ }).click();
  await expect(page.getByText(/^Message queued for \d+ (person|people)$/)).toBeVisible();

  const unsubscribe = await linkIn(request, candidate.userData.email, fair, '/unsubscribe/');
  await student.goto(unsubscribe);
  await student.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(student.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  await page.getByRole('button', { name: 'Check who it reaches', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It reaches' })).toContainText(
    'unsubscribed',
  );
  await studentContext.close();
});
