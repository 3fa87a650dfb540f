import { test, expect as baseExpect } from '../fixtures.ts';
import { CareersAdminPages, apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/*
 * Reasons that mean something (issue 20, point 2): staff add an internal reason, reject with it
 * and a message; the dashboard counts the rejection under that reason and opens the list filtered
 * by it; the candidate's portal shows the message, never the reason or the staff note.
 */
test('staff reject with an internal reason and a message; the dashboard counts it; the candidate reads only the message', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  const vacancy = await apiOpenVacancy(request, admin.accessToken, `Reasoned Analyst ${stamp}`);
  const candidateName = `Rhea Reasons ${stamp}`;
  const candidate = await apiRegisterCandidate(request, candidateName);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  const reason = `No right to work ${stamp}`;
  const message = 'Thank you for applying: this role needs a right to work in the UK.';
  const note = `Staff note ${stamp}: check again in spring.`;

  // Staff add the reason on their account screen.
  await signInPage(page, admin);
  await page.goto('/careers/account');
  const adding = page.getByRole('form', { name: 'Add reason' });
  await adding.getByLabel('Name').fill(reason);
  await expect(adding.getByLabel('Rejection')).toBeChecked();
  await adding.getByRole('button', { name: 'Add reason' }).click();
  const list = page.getByRole('list', { name: 'Reasons' });
  await expect(list.getByRole('listitem').filter({ hasText: reason })).toContainText('Used: 0');

  // They reject the application with it, a message and a note.
  await page.goto(`/careers/applications/${application.id}`);
  const ui = new CareersAdminPages(page);
  await ui.move('Reject', { reason, message, note });
  const last = page.getByRole('list', { name: 'History' }).getByRole('listitem').last();
  await expect(last).toContainText(`Internal reason: ${reason}`);
  await expect(last).toContainText(`Message to the candidate: ${message}`);
  await expect(last).toContainText(`Internal note: ${note}`);

  // The dashboard counts it under the reason; the row opens the list filtered by it.
  await page.goto('/careers/dashboard');
  const card = page.getByRole('region', { name: 'Rejections and holds by reason' });
  const rejections = card.getByRole('list', { name: 'Rejections by reason' });
  const row = rejections.getByRole('listitem').filter({ hasText: reason });
  // "1 application", in the singular (the reason's name may end in a digit).
  await expect(row).toContainText(/1 application$/);
  await row.getByRole('link', { name: reason }).click();
  await expect(page).toHaveURL(/\/careers\/applications\?status=rejected&reason=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('button', { name: `Reason “${reason}” only: show every reason` }),
  ).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(candidateName);

  // The candidate reads the message in their portal, never the reason or the note.
  const baseURL = test.info().project.use.baseURL!;
  const student = await browser.newContext({ baseURL });
  const studentPage = await student.newPage();
  await signInPage(studentPage, candidate);
  await studentPage.goto(`/portal/applications/${application.id}`);
  await expect(studentPage.getByText('Moved to Not selected')).toBeVisible();
  await expect(studentPage.getByText(message)).toBeVisible();
  await expect(studentPage.getByText(reason)).toHaveCount(0);
  await expect(studentPage.getByText(note)).toHaveCount(0);
  await student.close();
});
