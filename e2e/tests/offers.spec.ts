import { test, expect as baseExpect } from '../fixtures.ts';
import { apiApply, apiInterviewing, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/*
 * Offers (issue 20, point 4): staff make an offer with its terms and deadline on the application
 * page; the candidate reads it in the portal and accepts it; staff then see the application hired.
 */
test('an offer accepted in the portal', async ({ page, browser, request }) => {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  const vacancy = await apiOpenVacancy(request, admin.accessToken, `Offered Analyst ${stamp}`);
  const candidate = await apiRegisterCandidate(request, `Olu Offered ${stamp}`);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  await apiInterviewing(request, admin.accessToken, application.id);

  // Staff make the offer on the application page.
  await signInPage(page, admin);
  await page.goto(`/careers/applications/${application.id}`);
  const form = page.getByRole('form', { name: 'Send offer' });
  await form.getByLabel('Role').fill('Graduate Analyst');
  await form.getByLabel('Pay').fill('£28,000 a year');
  await form.getByLabel('Start date').fill('2099-09-01');
  await form.getByLabel('Location').fill('Leeds');
  await form.getByLabel('Conditions').fill('Subject to references.');
  await form.getByLabel('Acceptance deadline').fill('2099-07-01T18:00');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Status actions' });
  await expect(actions.getByText('Offered', { exact: true })).toBeVisible();

  // The candidate reads the terms in the portal and accepts.
  const baseURL = test.info().project.use.baseURL!;
  const student = await browser.newContext({ baseURL });
  const studentPage = await student.newPage();
  await signInPage(studentPage, candidate);
  await studentPage.goto(`/portal/applications/${application.id}`);
  const offer = studentPage.getByRole('region', { name: 'Your offer' });
  await expect(offer).toContainText('£28,000 a year');
  await expect(offer).toContainText('Subject to references.');
  await expect(offer).toContainText(/Answer by .*2099/);
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await expect(offer.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await student.close();

  // Staff see the application hired, and the offer accepted.
  await page.reload();
  await expect(actions.getByText('Hired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark reneged' })).toBeVisible();
});
