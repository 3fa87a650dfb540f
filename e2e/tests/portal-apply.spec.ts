import { test, expect as baseExpect } from '../fixtures.ts';
import { openVacancy, pdfBytes } from '../pages/portal.ts';
import { apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * Applying without leaving the dialog (issue 18, point 6): a new student with an empty library and
 * an empty profile uploads the missing CV in the dialog, writes a cover note, leaves the page and
 * comes back to find the note kept (on the server, never in the browser's storage), answers the
 * profile questions the first application needs, and sends.
 */
test('a student uploads the missing CV in the apply dialog, the cover note survives leaving, then sends', async ({
  page,
  request,
}) => {
  const title = `Library Analyst ${Date.now()}`;
  const vacancyId = await openVacancy(request, title);
  const candidate = await apiRegisterCandidate(request, 'Nia Library', { profile: false });
  await signInPage(page, candidate);

  await page.goto(`/portal/vacancies/${vacancyId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Your library is empty.')).toBeVisible();
  await expect(dialog.getByText('This vacancy asks for: CV.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send application' })).toBeDisabled();
  // The sharing notice names the organisation and the profile fields it would see.
  const notice = dialog.getByRole('region', { name: 'Sharing your application' });
  await expect(notice).toContainText('may share this application with Northbridge Analytics');
  await expect(notice).toContainText('Programme of study, Level, Graduation year, Skills');

  // The missing CV goes up from inside the dialog and is attached at once.
  await dialog
    .getByLabel(/Upload your CV/)
    .setInputFiles({ name: 'nia-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(dialog.getByRole('checkbox', { name: /nia-cv\.pdf/ })).toBeChecked();
  await expect(dialog.getByText('This vacancy asks for: CV.')).toHaveCount(0);

  // The note is saved to the server as it is typed.
  const note = 'I catalogued the university archive for two summers.';
  await dialog.getByLabel('Cover note').fill(note);
  await expect(dialog.getByText('Draft saved')).toBeVisible();
  // Nothing of it is kept in the browser (students share library computers).
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('catalogued');

  // Leave through the menu, come back: the note is still there.
  await page.keyboard.press('Escape');
  await page.goto('/portal/applications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/portal/vacancies/${vacancyId}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByLabel('Cover note')).toHaveValue(note);
  await expect(dialog.getByRole('checkbox', { name: /nia-cv\.pdf/ })).toBeChecked();

  // The first application asks for level, graduation year and programme; the answers are kept.
  await expect(dialog.getByRole('group', { name: 'About you' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Fill in Level to apply.')).toBeVisible();
  await dialog.getByLabel('Level').selectOption({ label: 'Undergraduate' });
  await dialog.getByLabel('Graduation year').fill('2027');
  await dialog.getByLabel('Programme of study').fill('BA Library Studies');
  await dialog.getByRole('button', { name: 'Send application' }).click();

  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByText(note)).toBeVisible();
  // The application records the notice it was made under (only such may be shared).
  const applicationId = page.url().split('/').at(-1)!;
  const sent = await request.get(`/api/v1/applications/${applicationId}`, {
    headers: { authorization: `Bearer ${candidate.accessToken}` },
  });
  expect(await sent.json()).toMatchObject({ noticeVersion: '2026-12' });
  await page.goto('/portal/profile');
  await expect(page.getByLabel('Programme of study')).toHaveValue('BA Library Studies');
  await expect(page.getByLabel('Graduation year')).toHaveValue('2027');
});
