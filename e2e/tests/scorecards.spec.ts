import { test, expect as baseExpect } from '../fixtures.ts';
import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

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
  for (const status of ['under_review', 'shortlisted', 'interviewing']) {
    const moved = await request.post(`/api/v1/applications/${application.id}/status`, {
      headers: auth,
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
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
  const score = async (criterion: string, value: number) =>
    card
      .getByRole('radiogroup', { name: criterion, exact: true })
      .getByTitle(`${value} out of 5`)
      .click();
  await score('Motivation', 4);
  await score('Communication', 5);
  await score('Skills for the role', 4);
  await card
    .getByRole('radiogroup', { name: 'Recommendation' })
    .getByText('Strong yes', { exact: true })
    .click();
  await card.getByRole('textbox', { name: 'Comments' }).fill('Confident, concrete examples.');
  await card.getByRole('button', { name: 'Save scorecard' }).click();
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
