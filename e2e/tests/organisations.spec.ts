import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { CareersAdminPages } from '../pages/careers-admin.ts';
import { loginAs } from '../session.ts';
import { expect as baseExpect, test } from '../fixtures.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const require = createRequire(import.meta.url);
// The app's CSP forbids inline scripts; axe is injected by the test, so the page lets it run.
test.use({ bypassCSP: true });

/** axe's serious and critical findings on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core') });
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('organisations (staff)', () => {
  test('staff find a pending organisation, add a contact and a note, approve it, then pick it for a vacancy', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const ui = new CareersAdminPages(page);

    // Organisations is in the Careers menu.
    await page.goto('/careers/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Organisations' })
      .click();
    await expect(page).toHaveURL(/\/careers\/organisations$/);
    await page.getByRole('searchbox', { name: 'Search name, website or sector' }).fill('tidewell');
    await expect(page).toHaveURL(/[?&]q=tidewell/);
    const table = ui.table('Organisations');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText('Pending', { exact: true })).toBeVisible();
    await table.getByRole('link', { name: 'Tidewell Renewables' }).click();

    await expect(page).toHaveURL(/\/careers\/organisations\/[0-9a-f-]{36}$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Tidewell Renewables' }),
    ).toBeVisible();
    // A pending registration: its contact is listed, it has no vacancies yet.
    await expect(main.getByRole('cell', { name: 'Rashid Noor', exact: true })).toBeVisible();
    await expect(main.getByText('No vacancies yet.')).toBeVisible();

    // A second contact.
    const contact = `Morgan Blake ${stamp()}`;
    await main.getByRole('button', { name: 'Add contact' }).click();
    const dialog = ui.dialog();
    await dialog.getByLabel('Name', { exact: true }).fill(contact);
    await dialog.getByLabel('Email', { exact: true }).fill('morgan.blake@tidewell.example');
    await dialog.getByLabel('Job title').fill('Site recruiter');
    await dialog.getByLabel('Phone').fill('+44 1482 496 099');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('cell', { name: contact, exact: true })).toBeVisible();

    // A staff note.
    const note = `Called them about the spring intake ${stamp()}`;
    await main.getByPlaceholder('Write a note').fill(note);
    await main.getByRole('button', { name: 'Add note' }).click();
    await expect(main.getByText(note)).toBeVisible();

    // Approve it: the decision shows, and the history records it.
    await ui.act('Approve');
    await expect(main.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Now Approved')).toBeVisible();
    await expect(main.getByText(`Contact added: ${contact}`)).toBeVisible();
    // Approved: it can now be suspended (with a reason), no longer approved again.
    await expect(main.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    const organisationUrl = page.url();

    // Staff invite one of its people to the employer portal; the invitation waits to be used.
    const invited = `hr-${stamp()}@tidewell.test`;
    await main.locator('#invite-email').fill(invited);
    await main.getByRole('button', { name: 'Send invitation' }).click();
    await expect(main.getByRole('list', { name: 'Pending invitations' })).toContainText(invited);

    // A staff vacancy for it, picked by type-ahead.
    const title = `Wind Technician Graduate ${stamp()}`;
    await page.goto('/careers/vacancies/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    const employer = page.getByRole('combobox', { name: 'Employer name' });
    await employer.click();
    await employer.pressSequentially('Tidew');
    await page.getByRole('option', { name: /Tidewell Renewables/ }).click();
    await expect(employer).toHaveValue('Tidewell Renewables');
    await expect(page.getByText('Linked to the organisation Tidewell Renewables.')).toBeVisible();
    await page.getByLabel('Location', { exact: true }).fill('Hull');
    await page.getByLabel('Sector').fill('Energy');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Keep offshore wind turbines turning with our maintenance crews in the North Sea.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/careers\/vacancies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The website came from the organisation.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'https://tidewell.example' }),
    ).toBeVisible();

    // The organisation lists it among its vacancies.
    await page.goto(organisationUrl);
    await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  });

  test('staff merge a duplicate into another organisation picked by type-ahead; the screens pass axe', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const ui = new CareersAdminPages(page);
    await page.goto('/careers/organisations?q=fasttrack');
    const table = ui.table('Organisations');
    await expect(table.getByText('Suspended', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await table.getByRole('link', { name: 'FastTrack Recruitment Partners' }).click();
    const main = page.getByRole('main');
    // The suspension's reason and the staff note show; it may be reinstated.
    await expect(main.getByText(/registration fee/).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reinstate', exact: true })).toBeVisible();
    await expect(main.getByText('No changes yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/careers/organisations?q=brightwater%20robotics');
    await ui.table('Organisations').getByRole('link', { name: 'Brightwater Robotics' }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Brightwater Robotics' }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Merge', exact: true }).click();
    const dialog = ui.dialog();
    const into = dialog.getByRole('combobox', { name: 'Organisation to keep' });
    await into.click();
    await into.pressSequentially('Quillon');
    await dialog.getByRole('option', { name: /Quillon Publishing/ }).click();
    await expect(dialog.getByText(/Brightwater Robotics will be deleted/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Merge and delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'Quillon Publishing' })).toBeVisible();
    // Brightwater's contact moved; the history says what happened.
    await expect(main.getByRole('cell', { name: 'Imogen Clarke', exact: true })).toBeVisible();
    await expect(
      main.getByText('Brightwater Robotics merged into this organisation'),
    ).toBeVisible();
    // Gone from the list (other specs register organisations of their own with similar names).
    await page.goto('/careers/organisations?q=brightwater%20robotics');
    await expect(page.getByText('No organisations match these filters.')).toBeVisible();
  });
});
