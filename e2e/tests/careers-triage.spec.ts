import type { APIRequestContext } from '@playwright/test';
import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { mailsTo } from '../mail.ts';
import { apiRegisterCandidate, loginAs } from '../session.ts';
import { expect, test } from '../fixtures.ts';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiMove(request: APIRequestContext, token: string, id: string, status: string) {
  const res = await request.post(`/api/v1/applications/${id}/status`, {
    headers: bearer(token),
    data: { status },
  });
  expect(res.status()).toBe(200);
}

async function statusOf(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/v1/applications/${id}`, { headers: bearer(token) });
  return ((await res.json()) as { status: string }).status;
}

test.describe('fast triage (issue 20)', () => {
  test('keyboard triage on the list with an undo: the status comes back and no email arrives', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await loginAs(page, request, 'admin');
    const vacancy = await apiOpenVacancy(request, admin.accessToken, `Triage Analyst ${stamp()}`);
    const people = [`Ana Keys ${stamp()}`, `Ben Keys ${stamp()}`];
    const apps: { id: string; email: string }[] = [];
    for (const name of people) {
      const candidate = await apiRegisterCandidate(request, name);
      const application = await apiApply(request, candidate.accessToken, vacancy.id);
      await apiMove(request, admin.accessToken, application.id, 'under_review');
      apps.push({ id: application.id, email: candidate.userData.email });
    }
    const [, second] = apps as [{ id: string; email: string }, { id: string; email: string }];

    await page.goto(
      `/careers/applications?vacancyId=${vacancy.id}&sortColumn=candidateName&sort=asc`,
    );
    const list = page.getByRole('region', { name: 'Applications list' });
    await expect(list.getByRole('link', { name: people[1] })).toBeVisible();
    await list.getByRole('link', { name: people[0] }).focus();
    await page.keyboard.press('j');
    await expect(list.getByRole('link', { name: people[1] })).toBeFocused();

    // s shortlists the focused row at once; u takes it back within the 10 seconds.
    await page.keyboard.press('s');
    const bar = page.getByRole('status').filter({ hasText: `Moved ${people[1]} to Shortlisted` });
    await expect(bar).toBeVisible();
    await expect.poll(() => statusOf(request, admin.accessToken, second.id)).toBe('shortlisted');
    await page.keyboard.press('u');
    await expect(page.getByText('Move undone: back to Under review')).toBeVisible();
    await expect.poll(() => statusOf(request, admin.accessToken, second.id)).toBe('under_review');

    // The ? dialog lists the keys.
    await list.getByRole('link', { name: people[1] }).focus();
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(keys).toBeVisible();
    await page.keyboard.press('Escape');
    // The dialog closes with a transition: a key pressed before it is gone may go to it.
    await expect(keys).toBeHidden();

    // Enter opens the focused application; on its page k walks back to the previous one.
    await list.getByRole('link', { name: people[1] }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/careers/applications/${second.id}\\?`));
    await expect(page.getByText('2 of 2')).toBeVisible();
    await page.getByRole('heading', { name: 'Cover note' }).click();
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`/careers/applications/${apps[0]!.id}\\?`));
    await expect(page.getByText('1 of 2')).toBeVisible();

    // Past the undo window nothing about the shortlisting ever reaches the candidate.
    await page.waitForTimeout(12_000);
    const subjects = (await mailsTo(request, second.email)).map((m) => m.subject);
    expect(subjects.some((s) => /shortlisted/i.test(s))).toBe(false);
    expect(subjects.some((s) => /being reviewed/i.test(s))).toBe(true);
  });

  test('a kanban move by keyboard (Space, arrow, Space) changes the status', async ({
    page,
    request,
  }) => {
    const admin = await loginAs(page, request, 'admin');
    const vacancy = await apiOpenVacancy(request, admin.accessToken, `Board Analyst ${stamp()}`);
    const name = `Cleo Board ${stamp()}`;
    const candidate = await apiRegisterCandidate(request, name);
    const application = await apiApply(request, candidate.accessToken, vacancy.id);
    await apiMove(request, admin.accessToken, application.id, 'under_review');

    await page.goto(`/careers/vacancies/${vacancy.id}`);
    await page.getByRole('link', { name: 'Board', exact: true }).click();
    await expect(page).toHaveURL(`/careers/vacancies/${vacancy.id}/board`);
    const card = page.getByRole('button', { name: `${name}, Under review` });
    await card.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Not allowed').first()).toBeVisible();
    // The screen reader hears each step; the next key waits for it, as a listener would.
    await expect(
      page.getByText(`Picked up ${name}, Under review.`, { exact: false }),
    ).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${name} is over Shortlisted.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').filter({ hasText: `Moved ${name} to Shortlisted` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shortlisted, 1' })).toBeVisible();
    await expect
      .poll(() => statusOf(request, admin.accessToken, application.id))
      .toBe('shortlisted');
  });
});
