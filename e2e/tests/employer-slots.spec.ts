import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from '../fixtures.ts';
import { signInPage, type Session } from '../session.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The contact's browser is in New York; the service keeps London's time (TIME_ZONE).
test.use({ timezoneId: 'America/New_York' });

/** The demo employer contact the e2e server seeds (SEED_DEMO=always): Northwind Analytics. */
const DEMO_EMPLOYER = { email: 'employer@careers.demo', password: 'CareersEmployer2026!' };

async function employerSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/v1/login', { data: { ...DEMO_EMPLOYER, role: 'employer' } });
  if (!res.ok()) throw new Error(`employer login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** A calendar day a few days ahead (UTC), as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/*
 * Issue 21, point 1: an employer contact publishes an interview slot for one of their
 * organisation's open vacancies from its page, sees it listed in the service's time zone, and
 * removes it after the confirmation says its bookings would be cancelled.
 */
test('an employer contact publishes an interview slot on an open vacancy and removes it', async ({
  page,
  request,
}) => {
  const session = await employerSession(request);
  const listed = await request.get('/api/v1/vacancies', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    params: { perPage: 100 },
  });
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as {
    data: { id: string; title: string; status: string }[];
  };
  const vacancy = data.find((v) => v.status === 'open');
  if (!vacancy) throw new Error('the demo organisation has no open vacancy');

  await signInPage(page, session);
  await page.goto('/employer/vacancies');
  await page.locator(`a[href="/employer/vacancies/${vacancy.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/employer/vacancies/${vacancy.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Interview slots' })).toBeVisible();
  await expect(page.getByText('Times are in Europe/London.')).toBeVisible();

  const place = `Northwind office, room ${Date.now().toString(36)}`;
  const day = dayAhead(5);
  await page.getByRole('button', { name: 'Publish slots' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish an interview slot' });
  await expect(dialog.getByLabel('Cut-off (hours)')).toHaveValue('24');
  await dialog.getByLabel('Start (Europe/London time)').fill(`${day}T10:00`);
  await dialog.getByLabel('Minutes').fill('45');
  await dialog.getByLabel('Place', { exact: true }).fill(place);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Slot published').first()).toBeVisible();

  const slots = page.getByRole('list', { name: 'Interview slots' });
  const row = slots.getByRole('listitem').filter({ hasText: place });
  await expect(row).toBeVisible();
  await expect(row).toContainText('10:00');
  await expect(row).toContainText(/GMT|BST/);
  // The reader's own zone is named beside the service's.
  await expect(row).toContainText('your time');
  await expect(row).toContainText('45 min');
  await expect(row).toContainText('0 of 1 booked');

  await row.getByRole('button', { name: /^Remove the slot of/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this interview slot?' });
  await expect(confirm).toContainText('cancels its bookings');
  await confirm.getByRole('button', { name: 'Remove and cancel bookings' }).click();
  await expect(confirm).toBeHidden();
  await expect(slots.getByRole('listitem').filter({ hasText: place })).toHaveCount(0);
});
