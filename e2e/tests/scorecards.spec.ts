import type { Locator } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { apiApply, apiInterviewing, apiOpenVacancy, pdfBytes } from '../pages/careers-admin.ts';
import { mailedLink } from '../mail.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Scores each criterion by its 1–5 button, says "Strong yes", writes the comments and saves. */
async function fillScorecard(card: Locator, scores: Record<string, number>, comments: string) {
  for (const [criterion, value] of Object.entries(scores)) {
    await card
      .getByRole('radiogroup', { name: criterion, exact: true })
      .getByTitle(`${value} out of 5`)
      .click();
  }
  await card
    .getByRole('radiogroup', { name: 'Recommendation' })
    .getByText('Strong yes', { exact: true })
    .click();
  await card.getByRole('textbox', { name: 'Comments' }).fill(comments);
  await card.getByRole('button', { name: 'Save scorecard' }).click();
}

/*
 * After the interview (issue 21, point 5): a colleague has scored the candidate; the signed-in
 * member of staff writes their own scorecard on the application and sees both, with the average
 * per criterion; then they write adviser notes on the interview's booking (staff only). The
 * fixture fails the test on any console error.
 */
test('staff write a scorecard beside a colleague’s and keep adviser notes on the booking', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const stamp = Date.now().toString(36);

  // A colleague, invited and registered, who has already scored the candidate.
  const email = `scorer-${stamp}@careers.test`;
  const invited = await request.post('/api/v1/admin/invitations', {
    headers: auth,
    data: { email },
  });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };
  const registered = await request.post('/api/v1/admin/register', {
    data: {
      email,
      password: 'Scoring-Colleague-2026',
      fullName: `Dana Scorer ${stamp}`,
      invitationToken: token,
    },
  });
  expect(registered.status()).toBe(201);
  const colleague = (await registered.json()) as { accessToken: string };

  const title = `Scored Analyst ${stamp}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
  const candidate = await apiRegisterCandidate(request, `Sam Scored ${stamp}`);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  await apiInterviewing(request, admin.accessToken, application.id);
  const slot = await request.post('/api/v1/slots', {
    headers: auth,
    data: {
      purpose: 'interview',
      vacancyId: vacancy.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMinutes: 30,
      location: 'Careers hub, room 4',
    },
  });
  expect(slot.status()).toBe(201);
  const { id: slotId } = (await slot.json()) as { id: string };
  const booked = await request.post(`/api/v1/slots/${slotId}/bookings`, {
    headers: auth,
    data: { candidateId: candidate.userData.id },
  });
  expect(booked.status()).toBe(201);
  const theirs = await request.put(`/api/v1/applications/${application.id}/scorecards/mine`, {
    headers: { authorization: `Bearer ${colleague.accessToken}` },
    data: {
      scores: { Motivation: 2, Communication: 3, 'Skills for the role': 4 },
      recommendation: 'no',
      comments: 'Unsure about the role.',
    },
  });
  expect(theirs.status()).toBe(200);

  await signInPage(page, admin);
  await page.goto(`/careers/applications/${application.id}`);
  const card = page.locator('.card', {
    has: page.getByRole('heading', { name: 'Interview scorecards' }),
  });
  await expect(card.getByRole('table')).toContainText(`Dana Scorer ${stamp}`);
  await expect(card).toContainText('Unsure about the role.');

  // Sending it empty says what is missing; then the reader scores each criterion.
  await card.getByRole('button', { name: 'Save scorecard' }).click();
  await expect(card.getByText('Choose a recommendation')).toBeVisible();
  await fillScorecard(
    card,
    { Motivation: 4, Communication: 5, 'Skills for the role': 4 },
    'Confident, concrete examples.',
  );
  await expect(card.getByText(/Your scorecard was saved at/)).toBeVisible();

  // Both scorecards, and the average per criterion across the two interviewers.
  await expect(card.getByTestId('criterion-average')).toHaveText(['3', '4', '4']);
  await expect(card).toContainText('Confident, concrete examples.');
  await expect(card.getByRole('button', { name: 'Edit your scorecard' })).toBeVisible();

  // Adviser notes on the interview's booking: staff only, kept across a reload.
  const interviews = page.locator('.card', {
    has: page.getByRole('heading', { name: 'Interviews' }),
  });
  // The slot has not started: no no-show can be recorded yet.
  await expect(interviews.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(interviews.getByRole('button', { name: 'Record no-show' })).toHaveCount(0);
  await interviews.getByRole('button', { name: 'Adviser notes' }).click();
  await interviews
    .getByLabel('Adviser notes on this booking')
    .fill('Asked for step-free access next time.');
  await interviews.getByRole('button', { name: 'Save notes' }).click();
  await expect(interviews.getByText('Asked for step-free access next time.')).toBeVisible();
  await page.reload();
  await interviews.getByRole('button', { name: 'Adviser notes' }).click();
  await expect(interviews.getByText('Asked for step-free access next time.')).toBeVisible();
  await expect(interviews.getByRole('button', { name: 'Edit notes' })).toBeVisible();
});

/*
 * Issue 21, point 5 for employer contacts: a contact of the vacancy's organisation opens the
 * shortlist staff shared in the portal, reads the staff member's scorecard and writes their own;
 * staff see it on the application, marked as the employer's.
 */
test('an employer contact scores a shared candidate of their own vacancy', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const stamp = Date.now().toString(36);
  const organisation = `Quayside Robotics ${stamp}`;
  const email = `contact-${stamp}@quayside.test`;
  const password = 'Quayside-Robotics-2026';

  // The contact registers the organisation, confirms the address; staff approve it.
  const registered = await request.post('/api/v1/employer/register', {
    data: {
      email,
      password,
      fullName: `Rowan Quay ${stamp}`,
      organisation: {
        name: organisation,
        website: `https://quayside-${stamp}.test`,
        sector: 'Robotics',
      },
    },
  });
  expect(registered.status()).toBe(201);
  const link = await mailedLink(request, email, '/employer/verify-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/v1/employer/verify-email', { data: { token } })).ok()).toBe(
    true,
  );
  const login = await request.post('/api/v1/employer/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const contact = (await login.json()) as Parameters<typeof signInPage>[1];
  const own = await request.get('/api/v1/employer/organisation', {
    headers: { authorization: `Bearer ${contact.accessToken}` },
  });
  const { id: organisationId } = (await own.json()) as { id: string };
  const approved = await request.post(`/api/v1/organisations/${organisationId}/decision`, {
    headers: auth,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // Staff open a vacancy of the organisation; a student applies; staff score and share them.
  const title = `Robot Fleet Graduate ${stamp}`;
  const created = await request.post('/api/v1/vacancies', {
    headers: auth,
    data: {
      title,
      organisationId,
      employer: { name: organisation },
      location: 'Sunderland',
      workplace: 'on_site',
      type: 'graduate_job',
      sector: 'Robotics',
      description: 'Keep a fleet of warehouse robots moving with our operations team.',
      positions: 1,
      closesAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      requiredDocuments: ['cv'],
      eligibility: { levels: [], graduationYears: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: vacancyId } = (await created.json()) as { id: string };
  const opened = await request.post(`/api/v1/vacancies/${vacancyId}/status`, {
    headers: auth,
    data: { status: 'open' },
  });
  expect(opened.status()).toBe(200);
  const studentName = `Kai Shared ${stamp}`;
  const student = await apiRegisterCandidate(request, studentName);
  const studentAuth = { authorization: `Bearer ${student.accessToken}` };
  const upload = await request.post('/api/v1/documents', {
    headers: studentAuth,
    multipart: {
      kind: 'cv',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  // Applied under the sharing notice, so staff may share the application with the employer.
  const applied = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    headers: studentAuth,
    data: {
      documentIds: [((await upload.json()) as { id: string }).id],
      noticeVersion: '2026-11',
    },
  });
  expect(applied.status()).toBe(201);
  const application = (await applied.json()) as { id: string };
  const staffCard = await request.put(`/api/v1/applications/${application.id}/scorecards/mine`, {
    headers: auth,
    data: {
      scores: { Motivation: 3, Communication: 3, 'Skills for the role': 3 },
      recommendation: 'yes',
      comments: 'Solid first interview.',
    },
  });
  expect(staffCard.status()).toBe(200);
  const shared = await request.post('/api/v1/shortlists', {
    headers: auth,
    data: { applicationIds: [application.id], via: 'portal' },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { id: shortlistId } = (await shared.json()) as { id: string };

  // The contact scores the candidate in the portal.
  await signInPage(page, contact);
  await page.goto(`/employer/shortlists/${shortlistId}`);
  const card = page.locator('.card', {
    has: page.getByRole('heading', { name: `Scorecards: ${studentName}` }),
  });
  await expect(card).toContainText('Solid first interview.');
  await fillScorecard(
    card,
    { Motivation: 5, Communication: 5, 'Skills for the role': 5 },
    'We would hire them tomorrow.',
  );
  await expect(card.getByText(/Your scorecard was saved at/)).toBeVisible();
  await expect(card.getByTestId('criterion-average')).toHaveText(['4', '4', '4']);

  // Staff see it on the application, marked as the employer's.
  const baseURL = test.info().project.use.baseURL!;
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signInPage(staffPage, admin);
  await staffPage.goto(`/careers/applications/${application.id}`);
  const staffView = staffPage.locator('.card', {
    has: staffPage.getByRole('heading', { name: 'Interview scorecards' }),
  });
  await expect(staffView).toContainText('We would hire them tomorrow.');
  await expect(staffView.getByText('Employer', { exact: true })).toBeVisible();
  await staff.close();
});
