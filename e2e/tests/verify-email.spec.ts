import { test, expect as baseExpect } from '../fixtures.ts';
import { AuthPages } from '../pages/auth.ts';
import { apiOpenVacancy } from '../pages/careers-admin.ts';
import { mailedLink, mailsTo } from '../mail.ts';
import { apiLogin } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * A student who registers may look around but not apply until the address is confirmed: the
 * portal says why, mails a new link on request, and the link confirms it.
 */
test('a new student confirms the address by the mailed link before applying, resending it once', async ({
  page,
  request,
  problems,
}) => {
  // The spent link's 400 at the end is logged by Chromium as a console error.
  problems.allow(/status of 400/);
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now();
  const title = `Verified Analyst ${stamp}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);

  const email = `verify-${stamp}@students.test`;
  await new AuthPages(page).register('Vera Verify', email, 'Graduate-Ready-2026');
  await expect(page).toHaveURL(/\/portal\/vacancies$/);
  await expect(
    page.getByRole('heading', { name: 'Confirm your email address to apply' }),
  ).toBeVisible();
  const first = await mailedLink(request, email, '/verify-email');

  // Browsing works; applying waits for the confirmation, and the server refuses it too.
  await page.goto(`/portal/vacancies/${vacancy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeDisabled();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const refused = await request.post(`/api/v1/vacancies/${vacancy.id}/applications`, {
    headers: { authorization: `Bearer ${token}` },
    data: { documentIds: [] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'email_unverified' });

  // A new link on request.
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new link is on its way' })).toHaveText(
    `A new link is on its way to ${email}.`,
  );
  const second = await mailedLink(request, email, '/verify-email', 1);
  expect(second).not.toBe(first);
  expect((await mailsTo(request, email)).length).toBe(2);

  // The newest link confirms the address; the student, signed in here, may apply at once.
  await page.goto(second);
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Find vacancies' }).click();
  await expect(page).toHaveURL(/\/portal\/vacancies$/);
  await expect(
    page.getByRole('heading', { name: 'Confirm your email address to apply' }),
  ).toHaveCount(0);
  await page.goto(`/portal/vacancies/${vacancy.id}`);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();

  // The first link was spent with it.
  await page.goto(first);
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is invalid, already used or has expired.',
  );
});

test('a link opened where nobody is signed in confirms the address and asks to sign in', async ({
  page,
  request,
}) => {
  const email = `verify-out-${Date.now()}@students.test`;
  const res = await request.post('/api/v1/candidate/register', {
    data: { email, password: 'Graduate-Ready-2026', fullName: 'Otto Outside' },
  });
  expect(res.status()).toBe(201);
  await page.goto(await mailedLink(request, email, '/verify-email'));
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await new AuthPages(page).signIn(email, 'Graduate-Ready-2026');
  await expect(page).toHaveURL(/\/portal\/vacancies$/);
  await expect(
    page.getByRole('heading', { name: 'Confirm your email address to apply' }),
  ).toHaveCount(0);
});
