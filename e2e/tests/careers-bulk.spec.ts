import type { APIRequestContext } from '@playwright/test';
import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiRegisterCandidate, loginAs } from '../session.ts';
import { expect, test } from '../fixtures.ts';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function statusOf(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/v1/applications/${id}`, { headers: bearer(token) });
  return ((await res.json()) as { status: string }).status;
}

test.describe('bulk moves on the server (issue 20 point 5)', () => {
  test('a bulk move of the selected rows: the rows that may move do, the one that may not says why', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await loginAs(page, request, 'admin');
    const title = `Bulk Analyst ${stamp()}`;
    const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
    const people = [`Ada Bulk ${stamp()}`, `Bea Bulk ${stamp()}`, `Cai Bulk ${stamp()}`];
    const ids: string[] = [];
    for (const name of people) {
      const candidate = await apiRegisterCandidate(request, name);
      const application = await apiApply(request, candidate.accessToken, vacancy.id);
      ids.push(application.id);
      if (name === people[2]) {
        // The third withdraws: a withdrawn application cannot go under review.
        const res = await request.post(`/api/v1/applications/${application.id}/status`, {
          headers: bearer(candidate.accessToken),
          data: { status: 'withdrawn' },
        });
        expect(res.status()).toBe(200);
      }
    }

    await page.goto(
      `/careers/applications?vacancyId=${vacancy.id}&sortColumn=candidateName&sort=asc`,
    );
    const list = page.getByRole('table', { name: 'Applications' });
    await expect(list.getByRole('row')).toHaveCount(4);
    await list.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByLabel('Move selected (3) to').selectOption({ label: 'Under review' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Applications to move to Under review: 2.');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();

    const result = page.getByTestId('bulk-move-result');
    await expect(result).toContainText('2 moved, 1 could not be moved.');
    await expect(result.getByRole('listitem')).toHaveText([
      `${people[2]} — ${title}: An application that is withdrawn cannot become under review. Allowed next: none.`,
    ]);
    await expect(list.getByText('Under review', { exact: true })).toHaveCount(2);
    await expect(list.getByText('Withdrawn', { exact: true })).toHaveCount(1);
    expect(await Promise.all(ids.map((id) => statusOf(request, admin.accessToken, id)))).toEqual([
      'under_review',
      'under_review',
      'withdrawn',
    ]);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(result).toHaveCount(0);
  });
});
