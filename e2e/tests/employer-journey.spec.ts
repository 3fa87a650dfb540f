import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { mailedLink, mailsTo } from '../mail.ts';
import { AuthPages } from '../pages/auth.ts';
import { CareersAdminPages, pdfBytes } from '../pages/careers-admin.ts';
import { baseURL } from '../ports.ts';
import { apiRegisterCandidate, loginAs } from '../session.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 480_000 });

/** A browser of its own (its own storage) for another person in the same story. */
async function pageFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Confirms the dialog a button opened, with the note when it asks for one. */
async function confirm(page: Page, label: string, note?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A student applies through the API under the sharing notice, as the apply dialog does. */
async function studentApplies(request: APIRequestContext, name: string, vacancyId: string) {
  const student = await apiRegisterCandidate(request, name);
  const headers = { authorization: `Bearer ${student.accessToken}` };
  const upload = await request.post('/api/v1/documents', {
    headers,
    multipart: {
      kind: 'cv',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    headers,
    data: {
      coverNote: `${name} has planned delivery routes for two summers.`,
      documentIds: [((await upload.json()) as { id: string }).id],
      noticeVersion: '2026-11',
    },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()) as { id: string };
}

/*
 * Issue 19's story, end to end: a newcomer registers their organisation, staff approve it, the
 * contact submits a vacancy, staff ask for a change, the contact resubmits, staff approve it, a
 * student applies, staff share the shortlist in the employer portal, the contact answers, and
 * staff read the answer in the application's history.
 */
test('from a new organisation to the employer’s feedback on a shared candidate', async ({
  page,
  browser,
  request,
  problems,
}) => {
  // Signing in before confirming is refused (403), which Chromium logs.
  problems.allow(/status of 403/);
  const stamp = Date.now().toString(36);
  const organisation = `Fenwick Freight ${stamp}`;
  const email = `founder-${stamp}@fenwick.test`;
  const password = 'Fenwick-Freight-2026';
  const title = `Route Planning Graduate ${stamp}`;
  const note = 'Please give the salary range.';

  // 1. The newcomer registers the organisation and confirms the address.
  await page.goto('/employer/register');
  await page.getByLabel('Organisation name').fill(organisation);
  await page.getByLabel('Website').fill(`https://fenwick-${stamp}.test`);
  await page.getByLabel('Sector').fill('Logistics');
  await page.getByLabel('Full name').fill('Robin Fenwick');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await mailedLink(request, email, '/employer/verify-email'));
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  await new AuthPages(page).login(email, password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();

  // 2. Staff find it in Approvals and approve it.
  const staff = await pageFor(browser);
  await loginAs(staff, request, 'admin');
  await staff.goto('/careers/approvals');
  await staff
    .getByRole('region', { name: 'Organisations waiting' })
    .getByRole('link', { name: organisation })
    .click();
  await expect(staff).toHaveURL(/\/careers\/organisations\/[0-9a-f-]{36}$/);
  await new CareersAdminPages(staff).act('Approve');
  await expect(
    staff.getByRole('main').getByText('Approved', { exact: true }).first(),
  ).toBeVisible();

  // 3. The contact writes a vacancy and submits it.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await page.goto('/employer/vacancies/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Newcastle');
  await page.getByLabel('Sector').fill('Logistics');
  await page.getByLabel('Closing date').fill('2035-06-30T17:00');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Plan the daily routes of forty delivery vans with our operations team.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/employer\/vacancies\/[0-9a-f-]{36}$/);
  const vacancyPath = new URL(page.url()).pathname;
  const vacancyId = vacancyPath.split('/').pop()!;
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await confirm(page, 'Submit for approval');

  // 4. Staff ask for a change; the contact edits and resubmits; staff approve.
  await staff.goto(`/careers/vacancies/${vacancyId}`);
  await staff.getByRole('button', { name: 'Request changes' }).click();
  await confirm(staff, 'Request changes', note);
  await expect
    .poll(async () => (await mailsTo(request, email)).map((m) => m.subject))
    .toContain(`${title} — Changes requested`);
  await page.goto(vacancyPath);
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page
    .getByLabel('Description', { exact: true })
    .fill('Plan the daily routes of forty delivery vans. £27,000 to £30,000 a year.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${vacancyPath}$`));
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await confirm(page, 'Submit for approval');
  await staff.goto(`/careers/vacancies/${vacancyId}`);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm(staff, 'Approve');
  await expect(staff.getByRole('main').getByText('Open', { exact: true })).toBeVisible();

  // 5. A student applies.
  const student = `Sam Carter ${stamp}`;
  const application = await studentApplies(request, student, vacancyId);

  // 6. Staff share the shortlist in the employer portal.
  await staff.reload();
  await staff.getByRole('checkbox', { name: new RegExp(student) }).check();
  await staff.getByRole('button', { name: 'Share with employer (1)' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Share with ${organisation}` })).toBeVisible();
  await dialog.getByLabel(/In the employer portal/).check();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('0 of 1 answered')).toBeVisible();

  // 7. The contact answers in the portal.
  await page.goto('/employer/dashboard');
  await page.getByTestId('shared-awaiting').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/employer\/shortlists\/[0-9a-f-]{36}$/);
  const card = page.locator('.card').filter({ hasText: student });
  await expect(card.getByText(`${student} has planned delivery routes`)).toBeVisible();
  await card.getByRole('radio', { name: 'Interested', exact: true }).check();
  await card.getByLabel('Comment (optional)').fill('Invite to interview, please');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText('Last answered by Robin Fenwick')).toBeVisible();

  // 8. Staff read the answer in the application's history.
  await staff.goto(`/careers/applications/${application.id}`);
  const history = staff.getByRole('list', { name: 'History' });
  await expect(history.getByText('Employer feedback')).toBeVisible();
  await expect(history.getByText('Invite to interview, please')).toBeVisible();
});
