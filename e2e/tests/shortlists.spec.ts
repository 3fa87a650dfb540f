import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { mailsTo } from '../mail.ts';
import { pdfBytes } from '../pages/careers-admin.ts';
import { baseURL } from '../ports.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The app's CSP forbids inline scripts; axe is injected by the test, so the page lets it run.
test.use({ bypassCSP: true });
const require = createRequire(import.meta.url);

/** axe's serious and critical findings on the whole page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
}

/** The seeded contact of Northwind Analytics without an account (review links go to them). */
const CONTACT = 'talent@northwind-analytics.example';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A candidate applies through the API, as the dialog does: under the sharing notice. */
async function applyUnderNotice(
  request: APIRequestContext,
  name: string,
  vacancyId: string,
): Promise<{ id: string }> {
  const student = await apiRegisterCandidate(request, name);
  const upload = await request.post('/api/v1/documents', {
    headers: bearer(student.accessToken),
    multipart: {
      kind: 'cv',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  const doc = (await upload.json()) as { id: string };
  const applied = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    headers: bearer(student.accessToken),
    data: {
      coverNote: `${name} would love to join the data team.`,
      documentIds: [doc.id],
      noticeVersion: '2026-11',
    },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()) as { id: string };
}

/** Waits for the newest mail to the contact whose text matches, after `seen` earlier ones. */
async function mailed(request: APIRequestContext, pattern: RegExp, seen: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(request, CONTACT))
      .slice(seen)
      .map((m) => pattern.exec(m.text)?.[1])
      .filter((x): x is string => !!x);
    if (found.length > 0) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail matching ${pattern} reached ${CONTACT}`);
}

/*
 * Staff share two applications with Northwind Analytics by a review link; the contact (no
 * account) opens it with the code mailed to them and answers; staff read it in the history.
 */
test('staff share two applications by review link and read the contact’s feedback in the history', async ({
  page,
  request,
  browser,
}) => {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now();
  const title = `Data Analyst ${stamp}`;
  const created = await request.post('/api/v1/vacancies', {
    headers: bearer(admin.accessToken),
    data: {
      title,
      employer: { name: 'Northwind Analytics', website: 'https://northwind-analytics.example' },
      location: 'Manchester',
      workplace: 'hybrid',
      type: 'graduate_job',
      sector: 'Technology',
      description: 'Turn hospital data into decisions with our analytics team.',
      positions: 2,
      closesAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      requiredDocuments: ['cv'],
      eligibility: { levels: [], graduationYears: [] },
    },
  });
  expect(created.status()).toBe(201);
  const vacancy = (await created.json()) as { id: string };
  const opened = await request.post(`/api/v1/vacancies/${vacancy.id}/status`, {
    headers: bearer(admin.accessToken),
    data: { status: 'open' },
  });
  expect(opened.status()).toBe(200);
  const first = await applyUnderNotice(request, `Asha Patel ${stamp}`, vacancy.id);
  await applyUnderNotice(request, `Ben Okafor ${stamp}`, vacancy.id);
  const before = (await mailsTo(request, CONTACT)).length;

  // Staff choose both applications on the vacancy and share them by review link.
  await signInPage(page, admin);
  await page.goto(`/careers/vacancies/${vacancy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`Asha Patel ${stamp}`) }).check();
  await page.getByRole('checkbox', { name: new RegExp(`Ben Okafor ${stamp}`) }).check();
  await page.getByRole('button', { name: 'Share with employer (2)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Share with Northwind Analytics' }),
  ).toBeVisible();
  const dana = await dialog.getByRole('option', { name: /Dana Whitfield/ }).getAttribute('value');
  await dialog.getByLabel('Contact', { exact: true }).selectOption(dana!);
  await dialog.getByLabel('Message to the employer (optional)').fill('Two analysts worth meeting.');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Shared with the employer' })).toBeVisible();
  await expect(page.getByText('0 of 2 answered')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The contact opens the mailed link and asks for the code.
  const reviewPath = await mailed(request, /https?:\/\/[^\s]*(\/review\/[A-Za-z0-9_-]+)/, before);
  // The contact is someone else, on another device: a browser context of their own.
  const contactContext = await browser.newContext({ baseURL, bypassCSP: true });
  const contactPage = await contactContext.newPage();
  await contactPage.goto(reviewPath);
  await expect(
    contactPage.getByRole('heading', { name: 'Candidates shared with you' }),
  ).toBeVisible();
  await contactPage.getByRole('button', { name: 'Email me a code' }).click();
  await expect(contactPage.getByText(/We sent a 6-digit code to t••••@northwind/)).toBeVisible();
  expect(await seriousViolations(contactPage)).toEqual([]);
  const code = await mailed(request, /one-time code is (\d{6})/, before + 1);
  await contactPage.getByLabel('Code').fill(code);
  await contactPage.getByRole('button', { name: 'Open', exact: true }).click();

  // Only what was shared, and an answer on the first candidate.
  const asha = contactPage.locator('.card').filter({ hasText: `Asha Patel ${stamp}` });
  await expect(asha.getByRole('heading', { name: `Asha Patel ${stamp}` })).toBeVisible();
  await expect(
    asha.getByText(`Asha Patel ${stamp} would love to join the data team.`),
  ).toBeVisible();
  await expect(contactPage.getByText('@students.test')).toHaveCount(0);
  expect(await seriousViolations(contactPage)).toEqual([]);
  await asha.getByRole('radio', { name: 'Interested', exact: true }).check();
  await asha.getByLabel('Comment (optional)').fill('Strong SQL, invite to interview');
  await asha.getByRole('button', { name: 'Send answer' }).click();
  await expect(asha.getByText('Last answered by Dana Whitfield')).toBeVisible();
  await contactContext.close();

  // Staff see the answer in the application's history.
  await page.goto(`/careers/applications/${first.id}`);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Employer feedback')).toBeVisible();
  await expect(history.getByText('Interested', { exact: true })).toBeVisible();
  await expect(history.getByText('Strong SQL, invite to interview')).toBeVisible();
  await expect(history.getByText(/Dana Whitfield \(Northwind Analytics\)/)).toBeVisible();
});
