import { test, expect as baseExpect } from '../fixtures.ts';
import { apiOpenVacancy, pdfBytes } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/*
 * Screening questions (issue 20, point 8): staff add two questions to a vacancy in its form; a
 * student applies answering them (a required one left empty is named first) and reads them back
 * on their application; staff read the answers on the application.
 */
test('staff add two questions, a student answers them when applying, staff read the answers', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  const title = `Screened Engineer ${stamp}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);

  // Staff add the questions in the vacancy's form.
  await signInPage(page, admin);
  await page.goto(`/careers/vacancies/${vacancy.id}/edit`);
  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByLabel(/^Question/).fill('Which programming languages do you use?');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel(/^Question/).fill('Do you hold the right to work in the UK?');
  await second.getByLabel('Kind of answer').selectOption({ label: 'Yes or no' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/vacancies/${vacancy.id}$`));
  await expect(page.getByText('Which programming languages do you use?')).toBeVisible();

  // A student with a CV applies, answering them.
  const candidate = await apiRegisterCandidate(request, `Sol Screened ${stamp}`);
  const upload = await request.post('/api/v1/documents', {
    headers: { authorization: `Bearer ${candidate.accessToken}` },
    multipart: {
      kind: 'cv',
      file: { name: 'sol-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  const baseURL = test.info().project.use.baseURL!;
  const student = await browser.newContext({ baseURL });
  const studentPage = await student.newPage();
  await signInPage(studentPage, candidate);
  await studentPage.goto(`/portal/vacancies/${vacancy.id}`);
  await studentPage.getByRole('button', { name: 'Apply now' }).click();
  const dialog = studentPage.getByRole('dialog');
  const languages = dialog.getByRole('textbox', { name: /Which programming languages/ });
  await expect(languages).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Sharing your application' })).toContainText(
    "your answers to this vacancy's questions",
  );
  await expect(dialog.getByRole('checkbox', { name: /sol-cv\.pdf/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(languages).toHaveAttribute('aria-invalid', 'true');
  await expect(languages).toBeFocused();
  await languages.fill('Python and Rust');
  const right = dialog.getByRole('radiogroup', { name: /right to work/ });
  await right.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(studentPage).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  const applicationId = studentPage.url().split('/').at(-1)!;
  // The student reads back what they answered.
  const mine = studentPage.getByRole('region', { name: 'Your answers to its questions' });
  await expect(mine).toContainText('Python and Rust');
  await expect(mine).toContainText('Do you hold the right to work in the UK?');
  await student.close();

  // Staff read the answers on the application.
  await page.goto(`/careers/applications/${applicationId}`);
  const answers = page.getByRole('heading', { name: 'Screening answers' }).locator('..');
  await expect(answers).toContainText('Which programming languages do you use?');
  await expect(answers).toContainText('Python and Rust');
  await expect(answers).toContainText('Do you hold the right to work in the UK?');
  await expect(answers).toContainText('Yes');
});
