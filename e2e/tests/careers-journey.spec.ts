import { test, expect as baseExpect } from '../fixtures.ts';
import { AuthPages } from '../pages/auth.ts';
import { CareersAdminPages, apiOpenVacancy } from '../pages/careers-admin.ts';
import { DocumentsPage, pdfBytes } from '../pages/portal.ts';
import { mailedLink, mailsTo } from '../mail.ts';
import { apiLogin, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/*
 * The whole journey across both halves: a student registers, uploads a CV and applies; careers
 * staff shortlist and then reject with a reason; the student sees it in the timeline, and the
 * email about it reaches the student's mailbox (the run's mail catcher).
 */
test('a candidate applies, an admin shortlists then rejects with a reason, the candidate follows it', async ({
  page,
  browser,
  request,
  problems,
}) => {
  // Chromium's PDF viewer in the admin's preview frame logs its own storage errors.
  problems.allow(/Cannot read properties of null \(reading '(get|set)Item'\)/);
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now();
  const title = `Journey Analyst ${stamp}`;
  await apiOpenVacancy(request, admin.accessToken, title);

  // The student: register, upload a CV, apply.
  const name = `Jo Journey ${stamp}`;
  const email = `journey-${stamp}@students.test`;
  await new AuthPages(page).register(name, email, 'Graduate-Ready-2026');
  await expect(page).toHaveURL(/\/portal\/vacancies$/);
  // Applying needs the address confirmed: follow the link registration mailed.
  await page.goto(await mailedLink(request, email, '/verify-email'));
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  const documents = new DocumentsPage(page);
  await documents.open();
  await documents.upload('CV', 'jo-cv.pdf', pdfBytes('Jo Journey CV'));
  await expect(page.getByRole('cell', { name: 'jo-cv.pdf', exact: true })).toBeVisible();
  await page.goto('/portal/vacancies');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
  // Let the debounced search land in the URL first, so it cannot navigate back after the click.
  await expect(page).toHaveURL(/q=Journey/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: /jo-cv\.pdf/ })
    .check();
  // A first application asks for what the new profile lacks.
  await page.getByRole('dialog').getByLabel('Level').selectOption({ label: 'Postgraduate' });
  await page.getByRole('dialog').getByLabel('Graduation year').fill('2026');
  await page.getByRole('dialog').getByLabel('Programme of study').fill('MSc Data Science');
  await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').pop()!;

  // Careers staff, in their own browser session: shortlist, then reject with a reason.
  const baseURL = test.info().project.use.baseURL!;
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signInPage(staffPage, admin);
  await staffPage.goto(`/careers/applications/${applicationId}`);
  const ui = new CareersAdminPages(staffPage);
  await ui.act('Start review');
  await ui.act('Shortlist');
  await ui.move('Reject', {
    reason: 'Position filled',
    message: 'We have filled every position for this intake.',
  });
  await expect(
    staffPage.getByRole('list', { name: 'History' }).getByRole('listitem').last(),
  ).toContainText('Rejected');
  await staff.close();

  // The student sees the decision and its history.
  await page.reload();
  // Candidates read a rejection as "Not selected", with the reason given.
  await expect(page.getByText('Moved to Shortlisted')).toBeVisible();
  await expect(page.getByText('Moved to Not selected')).toBeVisible();
  await expect(page.getByText('We have filled every position for this intake.')).toBeVisible();
  // The internal reason stays with staff.
  await expect(page.getByText('Position filled')).toHaveCount(0);

  // And the email about it reached the student: the server's worker sent it by SMTP to the run's
  // mail catcher (staff only ever see the outbox, with links that grant access masked).
  const rejection = async () =>
    (await mailsTo(request, email)).find((m) => m.subject.includes('An update'));
  await expect
    .poll(async () => (await rejection())?.subject)
    .toContain('An update on your application');
  expect((await rejection())?.text).toContain('We have filled every position for this intake.');
  expect((await mailsTo(request, email)).map((m) => m.subject)).toEqual(
    expect.arrayContaining([expect.stringContaining('We have received your application')]),
  );
});
