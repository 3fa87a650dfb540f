import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mailsTo } from '../mail.ts';
import { auditAll } from '../pages/axe.ts';
import { baseURL } from '../ports.ts';
import { apiLogin, loginAs, signInPage, type Session } from '../session.ts';
import { expect as baseExpect, test } from '../fixtures.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 480_000 });
// axe is injected by the accessibility test, past the app's CSP.
test.use({ bypassCSP: true });

/** The demo employer contact the e2e server seeds (SEED_DEMO=always). */
const DEMO_EMPLOYER = { email: 'employer@careers.demo', password: 'CareersEmployer2026!' };

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function employerSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/v1/login', { data: { ...DEMO_EMPLOYER, role: 'employer' } });
  if (!res.ok()) throw new Error(`employer login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** A page of its own (its own storage) for another person in the same story. */
async function pageFor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
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

test('an employer drafts and submits a vacancy; staff ask for a change, then approve it; students see it', async ({
  page,
  request,
  browser,
}) => {
  const title = `Logistics Graduate ${stamp()}`;
  const note = 'Please say which office the graduate joins.';

  // The employer contact writes a draft and submits it.
  await signInPage(page, await employerSession(request));
  await page.goto('/employer/vacancies/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Leeds');
  await page.getByLabel('Sector').fill('Logistics');
  await page.getByLabel('Closing date').fill('2035-06-30T17:00');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Plan the routes of a fleet of electric vans with our operations team.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/employer\/vacancies\/[0-9a-f-]{36}$/);
  const vacancyPath = new URL(page.url()).pathname;
  const id = vacancyPath.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await confirm(page, 'Submit for approval');
  await expect(page.getByText(/waiting for the careers service’s approval/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);

  // Staff find it in Approvals (the menu shows the count) and ask for a change.
  const staff = await pageFor(browser);
  await loginAs(staff, request, 'admin');
  await staff.goto('/careers/approvals');
  const menuLink = staff.getByRole('link', { name: /^Approvals\s*\d+$/ });
  await expect(menuLink).toBeVisible();
  const waiting = staff.getByRole('region', { name: 'Vacancies waiting' });
  await waiting.getByRole('link', { name: title }).click();
  await expect(staff).toHaveURL(new RegExp(`/careers/vacancies/${id}$`));
  await expect(staff.getByText(/waiting for your approval/)).toBeVisible();
  // Publishing directly is not offered: the decisions are.
  await expect(staff.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Request changes' }).click();
  await confirm(staff, 'Request changes', note);
  await expect(staff.getByText(note)).toBeVisible();

  // The contact is emailed (through the job worker) and sees the note; they edit and resubmit.
  await expect
    .poll(async () => (await mailsTo(request, DEMO_EMPLOYER.email)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain(`${title} — Changes requested`);
  await page.goto(vacancyPath);
  await expect(page.getByText('The careers service asked for changes')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Location', { exact: true }).fill('Leeds (Kirkstall office)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${vacancyPath}$`));
  await expect(page.getByText('Leeds (Kirkstall office)')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await confirm(page, 'Submit for approval');
  await expect(page.getByText(/waiting for the careers service’s approval/)).toBeVisible();

  // Staff approve it: it opens.
  await staff.goto(`/careers/vacancies/${id}`);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm(staff, 'Approve');
  await expect(staff.getByRole('main').getByText('Open', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, DEMO_EMPLOYER.email)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain(`${title} — Approved and published`);

  // The contact sees it open, with the careers service to ask for changes now.
  await page.goto(vacancyPath);
  await expect(
    page.getByText(/Ask the careers service if this vacancy needs to change/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Students find it in the portal.
  const student = await pageFor(browser);
  await loginAs(student, request, 'candidate');
  await student.goto(`/portal/vacancies/${id}`);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

/** A draft of the demo employer's through the API, submitted when asked. */
async function apiDraft(
  request: APIRequestContext,
  session: Session,
  title: string,
  submit = false,
): Promise<string> {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const res = await request.post('/api/v1/vacancies', {
    headers,
    data: {
      title,
      location: 'Bradford',
      workplace: 'on_site',
      type: 'internship',
      sector: 'Logistics',
      description: 'A summer in our planning team, with a mentor and a real project to ship.',
      positions: 2,
      closesAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    },
  });
  if (!res.ok()) throw new Error(`draft failed: ${res.status()} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  if (submit) {
    const sent = await request.post(`/api/v1/vacancies/${id}/submit`, { headers });
    if (!sent.ok()) throw new Error(`submit failed: ${sent.status()} ${await sent.text()}`);
  }
  return id;
}

test('axe finds no serious violation on the approval screens, light, dark and RTL', async ({
  page,
  browser,
  request,
}) => {
  const employer = await employerSession(request);
  const draft = await apiDraft(request, employer, `Axe Draft ${stamp()}`);
  const pending = await apiDraft(request, employer, `Axe Pending ${stamp()}`, true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInPage(page, await apiLogin(request, 'admin'));
  await page.goto('/careers/approvals');
  await page.locator('#main-content').waitFor();
  expect(await auditAll(page, ['/careers/approvals', `/careers/vacancies/${pending}`])).toEqual([]);

  const context = await browser.newContext({ bypassCSP: true, baseURL, reducedMotion: 'reduce' });
  const portal = await context.newPage();
  await signInPage(portal, employer);
  await portal.goto('/employer/vacancies');
  await portal.locator('#main-content').waitFor();
  expect(
    await auditAll(portal, [
      '/employer/vacancies',
      '/employer/vacancies/new',
      `/employer/vacancies/${draft}`,
      `/employer/vacancies/${draft}/edit`,
      `/employer/vacancies/${pending}`,
    ]),
  ).toEqual([]);
  await context.close();
});
