import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { mailedLink } from '../mail.ts';
import { AuthPages } from '../pages/auth.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const require = createRequire(import.meta.url);
// The app's CSP forbids inline scripts; axe is injected by the test, so the page lets it run.
test.use({ bypassCSP: true });

/** axe's serious and critical findings on the whole page. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Measure colours at rest, not halfway through the screen's fade-in.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

const DEMO_EMPLOYER = { email: 'employer@careers.demo', password: 'CareersEmployer2026!' };

/*
 * Employer contacts: a newcomer registers their organisation (pending until the careers service
 * approves it) and confirms the address before the first sign-in; an approved organisation's
 * contact invites a colleague, who joins by the mailed link.
 */
test('a newcomer registers an organisation, confirms the address by the mailed link and sees it pending', async ({
  page,
  request,
  problems,
}) => {
  // Signing in before confirming is refused (403), which Chromium logs.
  problems.allow(/status of 403/);
  const stamp = Date.now();
  const email = `founder-${stamp}@brightwater.test`;
  const password = 'Brightwater-Labs-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Employers: register your organisation' }).click();
  await expect(page).toHaveURL(/\/employer\/register$/);
  await expect(page.getByRole('heading', { name: 'Register your organisation' })).toBeVisible();
  await page.getByLabel('Organisation name').fill(`Brightwater Labs ${stamp}`);
  await page.getByLabel('Website').fill('https://brightwater.test');
  await page.getByLabel('Sector').fill('Energy');
  await page.getByLabel('Size').selectOption('small');
  await page.getByLabel('Full name').fill('Dana Fields');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  // Not before the address is confirmed.
  await new AuthPages(page).login(email, password);
  await expect(page.getByRole('alert')).toContainText(
    'Confirm your email address before signing in',
  );
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Send me a new confirmation link' })).toBeVisible();

  const link = await mailedLink(request, email, '/employer/verify-email');
  await page.goto(link);
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await new AuthPages(page).signIn(email, password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Brightwater Labs ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vacancies by status' })).toBeVisible();

  // A pending organisation's contact cannot invite colleagues yet.
  await page.goto('/employer/organisation');
  await expect(
    page.getByText(
      'You can invite colleagues once the careers service has approved your organisation.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
});

test('the demo employer signs in and invites a colleague, who joins by the mailed link', async ({
  page,
  browser,
  request,
}) => {
  const colleague = `colleague-${Date.now()}@northwind.test`;
  await new AuthPages(page).login(DEMO_EMPLOYER.email, DEMO_EMPLOYER.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Analytics' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();

  await page.getByRole('link', { name: 'Organisation', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/organisation$/);
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText(DEMO_EMPLOYER.email);
  await page.locator('#invite-email').fill(colleague);
  await page.getByLabel('Their name (optional)').fill('Casey Colleague');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(colleague);

  // The colleague registers with the link and is signed in at once (the invitation confirmed
  // their address).
  const link = await mailedLink(request, colleague, '/employer/register');
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Join your organisation' })).toBeVisible();
  await theirs.getByLabel('Full name').fill('Casey Colleague');
  await theirs.getByLabel('Email').fill(colleague);
  await theirs.getByLabel('Password').fill('Northwind-Colleague-26');
  await theirs.getByRole('button', { name: 'Create my account' }).click();
  await expect(theirs).toHaveURL(/\/employer\/dashboard$/);
  await expect(
    theirs.getByRole('heading', { level: 1, name: 'Northwind Analytics' }),
  ).toBeVisible();
  await other.close();

  // The invitation is spent: no longer pending.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText(colleague);
  await expect(page.getByText('No pending invitations.')).toBeVisible();
});

test('the employer sign-up screens are axe-clean, in English and in Arabic', async ({
  page,
  problems,
}) => {
  // The made-up token's 400 is logged by Chromium.
  problems.allow(/status of 400/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of [
    '/employer/register',
    '/employer/register?invitation=made-up',
    '/employer/verify-email?token=made-up',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.includes('verify')) await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/employer/register');
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل مؤسستك' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
