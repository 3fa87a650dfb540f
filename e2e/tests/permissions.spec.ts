import { expect, test } from '../fixtures.ts';
import { openScreen } from '../pages/biz-apps.ts';
import { loginAs } from '../session.ts';

test.describe('permissions and roles', () => {
  // Long journeys on a shared two-core machine: give them room.
  test.describe.configure({ timeout: 120_000 });

  test('adds, renames and deletes a permission with confirmation', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/permissions', 'Permissions');
    const table = page.getByRole('table', { name: 'Permissions' });
    await expect(table.getByRole('row')).toHaveCount(10);

    await page.getByRole('button', { name: 'Add permission' }).click();
    const add = page.getByRole('dialog', { name: 'Add new permission' });
    await add.getByLabel('Name', { exact: true }).fill('Approve Placements');
    await add.getByRole('button', { name: 'Add permission' }).click();
    const row = table.getByRole('row', { name: /Approve Placements/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('Administrator');
    await expect(row.getByRole('cell').nth(2)).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    );

    await row.getByRole('button', { name: 'Rename Approve Placements' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename permission' });
    await expect(rename.getByLabel('Name', { exact: true })).toHaveValue('Approve Placements');
    await rename.getByLabel('Name', { exact: true }).fill('Approve Work Placements');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(table.getByRole('row', { name: /Approve Work Placements/ })).toBeVisible();

    await page.getByLabel('Assigned role', { exact: true }).selectOption('restricted-user');
    await expect(table.getByRole('row', { name: /Approve Work Placements/ })).toHaveCount(0);
    await page.getByLabel('Assigned role', { exact: true }).selectOption('administrator');

    await table.getByRole('button', { name: 'Delete Approve Work Placements' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete permission?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Permission “Approve Work Placements” deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Approve Work Placements/ })).toHaveCount(0);
  });

  test('shows the role cards and edits a role in the permission matrix', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/roles', 'Roles');
    for (const role of ['Administrator', 'Manager', 'Users', 'Support', 'Restricted user']) {
      await expect(page.getByRole('heading', { level: 2, name: role, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Edit role Manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await expect(dialog.getByLabel('Add & Remove Users: Read', { exact: true })).toBeChecked();
    await expect(dialog.getByLabel('Management: Read', { exact: true })).not.toBeChecked();
    await dialog.getByLabel('Select all', { exact: true }).check();
    await expect(dialog.getByLabel('Management: Create', { exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role “Manager” updated.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Users with their roles' }).getByRole('row'),
    ).toHaveCount(11);
  });
});
