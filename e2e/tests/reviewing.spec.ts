import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { baseURL } from '../ports.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';
import { expect as baseExpect, test } from '../fixtures.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('staff note, rate and tag an application, filter by the tag; the candidate sees none of it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const auth = { Authorization: `Bearer ${admin.accessToken}` };
  const vacancy = await apiOpenVacancy(request, admin.accessToken, `Review Analyst ${stamp()}`);
  const candidate = await apiRegisterCandidate(request, `Rhea Review ${stamp()}`);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  const tagName = `Fast track ${stamp()}`;
  const created = await request.post('/api/v1/tags', {
    headers: auth,
    data: { name: tagName, colour: 'green' },
  });
  expect(created.status()).toBe(201);
  const tag = (await created.json()) as { id: string };

  await signInPage(page, admin);
  await page.goto(`/careers/applications/${application.id}`);
  const main = page.getByRole('main');

  // A note, then an edit of it: the note says it was edited and keeps its earlier text.
  await main.getByRole('textbox', { name: 'Write a note' }).fill('Confident phone screen.');
  await main.getByRole('button', { name: 'Add note' }).click();
  const notes = main.getByRole('list', { name: 'Staff notes' });
  await expect(notes.getByText('Confident phone screen.')).toBeVisible();
  await notes.getByRole('button', { name: /^Edit your note of/ }).click();
  await notes
    .getByRole('textbox', { name: 'Edit the note' })
    .fill('Confident phone screen; invite to interview.');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByText('Confident phone screen; invite to interview.')).toBeVisible();
  // The earlier text is kept and readable.
  await notes.getByRole('button', { name: 'edited · show the earlier text' }).click();
  await expect(notes.getByRole('list', { name: 'Earlier texts' })).toContainText(
    'Confident phone screen.',
  );

  // A rating by keyboard: the stars are a radio group.
  const stars = main.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '4 of 5 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(stars.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await expect(main.getByText('You gave 4 of 5')).toBeVisible();
  await expect(main.getByText(/average 4 from 1 staff/)).toBeVisible();

  // A tag through the type-ahead.
  await main.getByRole('combobox', { name: 'Add a tag' }).fill(tagName.slice(0, 12));
  await page.getByRole('option', { name: tagName }).click();
  await expect(main.getByRole('list', { name: 'Tags' }).getByText(tagName)).toBeVisible();

  // The applications list filtered by the tag (in the URL) shows this application only.
  await page.goto('/careers/applications');
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: tagName });
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tag.id}`));
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: candidate.userData.fullName })).toBeVisible();

  // The candidate's portal view of the application carries no note, rating or tag.
  const context = await browser.newContext({ baseURL });
  const portal = await context.newPage();
  await signInPage(portal, candidate);
  await portal.goto(`/portal/applications/${application.id}`);
  await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(portal.getByRole('main')).toContainText('Review Analyst');
  const shown = await portal.getByRole('main').innerText();
  expect(shown).not.toContain('phone screen');
  expect(shown).not.toContain(tagName);
  await context.close();
  const own = await request.get(`/api/v1/applications/${application.id}`, {
    headers: { Authorization: `Bearer ${candidate.accessToken}` },
  });
  expect(await own.text()).not.toContain('phone screen');
  const notesAsCandidate = await request.get(`/api/v1/applications/${application.id}/notes`, {
    headers: { Authorization: `Bearer ${candidate.accessToken}` },
  });
  expect(notesAsCandidate.status()).toBe(403);
});
