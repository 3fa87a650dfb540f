import { test, expect as baseExpect } from '../fixtures.ts';
import { mailsTo } from '../mail.ts';
import { CareersAdminPages, apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/*
 * Email templates (issue 20, point 6): staff edit the shortlisted email's subject and body on the
 * templates screen; the next shortlisting sends the new wording, as the mail catcher receives it.
 */
test('a template edit is reflected in the next email', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin');
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const stamp = Date.now().toString(36);
  const vacancy = await apiOpenVacancy(request, admin.accessToken, `Template Analyst ${stamp}`);
  const candidate = await apiRegisterCandidate(request, `Tess Template ${stamp}`);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  const reviewing = await request.post(`/api/v1/applications/${application.id}/status`, {
    headers,
    data: { status: 'under_review' },
  });
  expect(reviewing.status()).toBe(200);

  try {
    await signInPage(page, admin);
    await page.goto('/careers/email-templates');
    // The first screen of a fresh server on a busy machine can take a while.
    await expect(page.getByRole('heading', { name: 'Email templates' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(
      'application.status.shortlisted',
    );
    const subject = page.getByLabel('Subject');
    await expect(subject).toHaveValue(
      '{{vacancyTitle}} at {{employerName}} — You have been shortlisted',
    );
    await subject.fill(`Shortlisted ${stamp}: {{vacancyTitle}}`);
    await page
      .getByLabel('Text (Markdown)')
      .fill(
        `Hello {{firstName}},\n\nGreat news ${stamp}: **you are on our shortlist**.\n\n{{link}}`,
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: the next email uses this wording.')).toBeVisible();

    // The next shortlisting, from the application's page, sends the new wording.
    await page.goto(`/careers/applications/${application.id}`);
    // A one-click move: its email leaves once the 10-second undo window has closed.
    await new CareersAdminPages(page).act('Shortlist');
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailsTo(request, candidate.userData.email)).find((m) =>
            m.subject.startsWith('Shortlisted '),
          );
          return mail?.subject;
        },
        { timeout: 40_000 },
      )
      .toBe(`Shortlisted ${stamp}: Template Analyst ${stamp}`);
    expect(mail!.text).toContain(`Great news ${stamp}: you are on our shortlist.`);
    expect(mail!.text).toContain(`/portal/applications/${application.id}`);
  } finally {
    // Other specs read the default wording.
    await request.delete('/api/v1/email-templates/application.status.shortlisted/en', { headers });
  }
});
