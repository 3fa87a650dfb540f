import { test, expect as baseExpect } from '../fixtures.ts';
import { apiLogin, apiRegisterCandidate, signInPage, type Session } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A day a few days ahead (UTC), as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Request = Parameters<typeof apiLogin>[0];
const bearer = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

/** A new member of staff, invited by `admin` and registered through the API. */
async function colleague(request: Request, admin: Session, fullName: string): Promise<Session> {
  const email = `colleague-${Date.now().toString(36)}@careers.test`;
  const invited = await request.post('/api/v1/admin/invitations', {
    headers: bearer(admin),
    data: { email },
  });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };
  const password = 'Calendar-Colleague-2026';
  const registered = await request.post('/api/v1/admin/register', {
    data: { email, password, fullName, invitationToken: token },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return apiLogin(request, 'admin', { email, password });
}

/** An adviser appointment published through the API by `host`, at `day` `time` UTC. */
async function slot(request: Request, host: Session, day: string, time: string, type: string) {
  const res = await request.post('/api/v1/slots', {
    headers: bearer(host),
    data: {
      purpose: 'appointment',
      appointmentType: type,
      startsAt: `${day}T${time}:00Z`,
      durationMinutes: 45,
      location: 'Careers hub, room 2',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/*
 * The staff calendar and the private calendar feed (issue 21, points 3 and 6): the calendar shows
 * the signed-in member's own slots, with who booked them, and every member's on "All staff"; the
 * feed address is made on the account page, shown whole once, read by a calendar app over HTTP
 * as text/calendar with the member's slot in it, masked afterwards and revoked.
 */
test("a member of staff's calendar and private feed", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const stamp = Date.now().toString(36);
  const admin = await apiLogin(request, 'admin');
  const daniel = await colleague(request, admin, `Daniel Clarke ${stamp}`);
  const day = dayAhead(5);
  const mine = await slot(request, admin, day, '10:00', 'cv_review');
  const theirs = await slot(request, daniel, day, '13:00', 'mock_interview');
  const student = await apiRegisterCandidate(request, `Amara Nwosu ${stamp}`);
  const booked = await request.post(`/api/v1/slots/${mine.id}/bookings`, {
    headers: bearer(admin),
    data: { candidateId: student.userData.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // No feed left over from an earlier run.
  await request.delete('/api/v1/calendar-feed', { headers: bearer(admin) });

  // "My slots" by default: mine with who booked it, not my colleague's.
  await signInPage(page, admin);
  await page.goto(`/careers/calendar?date=${day}&view=timeGridDay`);
  await expect(page.getByRole('radio', { name: 'My slots' })).toBeChecked();
  const myEvent = page.locator(`[data-slot-id="${mine.id}"]`);
  await expect(myEvent).toContainText('CV review');
  await expect(myEvent).toContainText(`Booked: Amara Nwosu ${stamp}`);
  await expect(page.locator(`[data-slot-id="${theirs.id}"]`)).toHaveCount(0);

  // "All staff": the colleague's slot too, with who runs it; the choice stays in the address.
  await page.getByText('All staff', { exact: true }).click();
  const theirEvent = page.locator(`[data-slot-id="${theirs.id}"]`);
  await expect(theirEvent).toContainText('Mock interview');
  await expect(theirEvent).toContainText(`Run by Daniel Clarke ${stamp}`);
  await expect(myEvent).toBeVisible();
  await expect(page).toHaveURL(/host=all/);
  await page.getByLabel('Show', { exact: true }).selectOption('mock_interview');
  await expect(myEvent).toHaveCount(0);
  await expect(theirEvent).toBeVisible();

  // The feed: made on the account page, whole this once, with a copy button.
  await page.getByRole('link', { name: 'My calendar feed' }).click();
  await expect(page).toHaveURL(/\/careers\/account/);
  const card = page.locator('#calendar-feed');
  await expect(card).toContainText('Outlook, Google Calendar or Apple Calendar');
  await card.getByRole('button', { name: 'Create feed address' }).click();
  const address = card.getByLabel('Feed address');
  await expect(address).toHaveValue(/\/api\/v1\/calendar-feeds\/[\w-]{43}\.ics$/);
  const url = await address.inputValue();
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app reads it without signing in: my slot and who booked it, not my colleague's.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '');
  expect(ics).toContain(`UID:slot-${mine.id}@`);
  expect(ics).toContain(`Booked: Amara Nwosu ${stamp}`);
  expect(ics).not.toContain(theirs.id);

  // Afterwards the address is masked and cannot be copied; revoking it stops it at once.
  await page.reload();
  await expect(address).toHaveValue(/\/calendar-feeds\/••••\.ics$/);
  await expect(card.getByRole('button', { name: 'Copy' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the calendar feed?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card).toContainText('You have no calendar feed address yet.');
  expect((await request.get(url)).status()).toBe(404);
});
