import { test, expect as baseExpect } from '../fixtures.ts';
import { mailsTo } from '../mail.ts';
import { apiApply, apiInterviewing, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The readers' browsers are in New York; the service keeps London's time (TIME_ZONE).
// A desktop tall enough to drag a slot from 10:00 to 14:00 without scrolling.
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 1000 } });

/** A calendar day a few days ahead (UTC), as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The iCalendar line `name` of an invitation, unfolded (RFC 5545 folds long lines). */
const field = (ics: string, name: string) =>
  new RegExp(`^${name}[;:](.*)$`, 'm').exec(ics.replace(/\r?\n[ \t]/g, ''))?.[1];

/*
 * Bookings (issue 21, points 2 and 6): staff publish an interview slot on the calendar; a student
 * invited to interview books it in the portal; staff drag the slot to a new time; the student's
 * mail holds the first invitation and the updated one (same UID, SEQUENCE raised, new start).
 */
test('an interview slot published, booked in the portal and dragged', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const stamp = Date.now().toString(36);
  const title = `Booked Analyst ${stamp}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
  const candidate = await apiRegisterCandidate(request, `Bea Booker ${stamp}`);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  await apiInterviewing(request, admin.accessToken, application.id);

  // Staff publish the slot from the calendar, on a day shown in the week view.
  const day = dayAhead(3);
  await signInPage(page, admin);
  await page.goto(`/careers/calendar?date=${day}&view=timeGridDay`);
  await expect(page.getByTestId('calendar-zone')).toContainText('Times in Europe/London');
  await expect(page.getByTestId('calendar-zone')).toContainText('America/New_York');
  await page.getByRole('button', { name: 'Publish a slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a slot' });
  await dialog.getByLabel('Vacancy').selectOption({ label: title });
  await dialog.getByLabel('Start (Europe/London time)').fill(`${day}T10:00`);
  await dialog.getByLabel('Minutes').fill('45');
  await dialog.getByLabel('Place', { exact: true }).fill('Careers hub, room 2');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  const event = page.locator('.fc-event', { hasText: title });
  await expect(event).toContainText('0 of 1 booked');
  const slots = await request.get(`/api/v1/slots?vacancyId=${vacancy.id}`, { headers: auth });
  const [slot] = (await slots.json()).data as { id: string; startsAt: string }[];
  // 10:00 in London is 10:00 UTC in winter and 09:00 UTC in summer.
  expect(['10:00', '09:00']).toContain(slot!.startsAt.slice(11, 16));

  // The student books it in the portal.
  const baseURL = test.info().project.use.baseURL!;
  const student = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const studentPage = await student.newPage();
  await signInPage(studentPage, candidate);
  await studentPage.goto(`/portal/applications/${application.id}`);
  await studentPage.getByRole('link', { name: 'Book an interview' }).click();
  const offered = studentPage.getByRole('region', { name: 'Times you can book' });
  await expect(offered).toContainText(`Interview: ${title}`);
  await expect(offered).toContainText('your time:');
  await offered.getByRole('button', { name: 'Book' }).first().click();
  await studentPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const mine = studentPage.getByRole('region', { name: 'Your bookings' });
  await expect(mine).toContainText(`Interview: ${title}`);
  await expect(mine.getByRole('button', { name: 'Change time' })).toBeVisible();

  // Staff drag the slot from 10:00 to 14:00.
  await page.reload();
  await expect(event).toContainText('1 of 1 booked');
  const from = (await event.boundingBox())!;
  const lane = (await page
    .locator('td.fc-timegrid-slot-lane[data-time="14:00:00"]')
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 25, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, lane.y + 5, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText('Slot moved: attendees get the updated invitation')).toBeVisible();
  const after = await request.get(`/api/v1/slots/${slot!.id}`, { headers: auth });
  const moved = (await after.json()) as { startsAt: string };
  expect(new Date(moved.startsAt).getTime() - new Date(slot!.startsAt).getTime()).toBe(
    4 * 3_600_000,
  );

  // The student's mail holds both invitations: one UID, the sequence raised, the new start.
  let invitations: string[] = [];
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, candidate.userData.email);
        invitations = mails.flatMap((m) => m.calendar).filter((c) => /METHOD:REQUEST/.test(c));
        return invitations.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  const [first, second] = invitations;
  expect(field(first!, 'UID')).toBe(field(second!, 'UID'));
  expect(Number(field(second!, 'SEQUENCE'))).toBeGreaterThan(Number(field(first!, 'SEQUENCE')));
  expect(field(first!, 'DTSTART')).not.toBe(field(second!, 'DTSTART'));
  await student.close();
});
