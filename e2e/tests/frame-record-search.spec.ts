import { expect, test } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

test.describe('the navbar search over real records, by role', () => {
  test.describe.configure({ timeout: 90_000 });

  test('staff find vacancies, applications and candidates, and "see all" opens the filtered list', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    const dialog = await frame.openSearch();
    const input = dialog.getByRole('combobox');

    await input.fill('graduate');
    const vacancies = dialog.getByRole('group', { name: 'Vacancies' });
    // Four records, then the way to all of them.
    await expect(vacancies.getByRole('option')).toHaveCount(5);
    await expect(vacancies.getByRole('option').last()).toHaveText('See all Vacancies');
    await vacancies.getByRole('option').last().click();
    await expect(page).toHaveURL(/\/careers\/vacancies\?q=graduate$/);
    await expect(page.getByRole('searchbox').first()).toHaveValue('graduate');

    const again = await frame.openSearch();
    await again.getByRole('combobox').fill('raman');
    await expect(again.getByRole('group', { name: 'Candidates' })).toContainText('Priya Raman');
    await expect(again.getByRole('group', { name: 'Applications' })).toContainText('Priya Raman');
    await again.getByRole('group', { name: 'Candidates' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/careers\/candidates\/[\w-]+$/);
  });

  test('a student finds open vacancies and only their own records', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    const dialog = await frame.openSearch();
    const input = dialog.getByRole('combobox');

    await input.fill('engineer');
    await expect(dialog.getByRole('group', { name: 'Open vacancies' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Candidates' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Pages' })).toHaveCount(0);

    // Another student's name finds nothing of theirs.
    await input.fill('okafor');
    await expect(dialog.getByText('Searching…')).toHaveCount(0);
    await expect(dialog.getByRole('option', { name: /okafor/i })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Candidates' })).toHaveCount(0);

    await input.fill('engineer');
    await dialog.getByRole('group', { name: 'Open vacancies' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/portal\/vacancies\/[\w-]+$/);
  });
});
