import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { apiApply, apiOpenVacancy, CareersAdminPages } from '../pages/careers-admin.ts';
import { apiRegisterCandidate, loginAs } from '../session.ts';
import { expect as baseExpect, test } from '../fixtures.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('careers admin screens', () => {
  test('an admin creates, publishes, finds, closes and exports a vacancy', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const ui = new CareersAdminPages(page);
    const title = `Graduate Analyst ${stamp()}`;

    await page.goto('/careers/vacancies/new');
    // The contract's messages show before anything is sent.
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Enter a title.')).toBeVisible();
    await ui.fillVacancyForm({
      title,
      employer: 'Northwind Analytics',
      website: 'northwind.example/careers',
      location: 'Leeds',
      sector: 'Technology',
      description:
        '## The role\n\nTurn **data** into decisions with our insight team. [Apply here](javascript:alert(1))',
    });
    await page.getByRole('button', { name: 'Create draft' }).click();

    await expect(page).toHaveURL(/\/careers\/vacancies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The role' })).toBeVisible();
    const main = page.getByRole('main');
    // The bare host was saved as https and opens apart; the description's javascript: link is
    // left as text.
    const website = main.getByRole('link', { name: 'https://northwind.example/careers' });
    await expect(website).toHaveAttribute('href', 'https://northwind.example/careers');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(main.getByText('Apply here')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply here' })).toHaveCount(0);
    await expect(main.getByText('Draft', { exact: true })).toBeVisible();
    // A draft offers only publishing (and delete/edit), never close.
    await expect(main.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);

    await ui.act('Publish');
    await expect(main.getByText('Open', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

    await page.goto('/careers/vacancies');
    await page.getByRole('searchbox', { name: 'Search title, employer or location' }).fill(title);
    await expect(page).toHaveURL(/[?&]q=/);
    const table = ui.table('Vacancies');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: title })).toBeVisible();

    // The URL keeps the search: a reload shows the same list.
    await page.reload();
    await expect(ui.table('Vacancies').getByRole('link', { name: title })).toBeVisible();

    await ui
      .table('Vacancies')
      .getByRole('checkbox', { name: `Select ${title}` })
      .check();
    await page.getByRole('button', { name: 'Close selected (1)' }).click();
    await ui.dialog().getByRole('button', { name: 'Close vacancies' }).click();
    await expect(page.getByText('Closed: 1. Failed: 0. Skipped: 0.')).toBeVisible();
    await expect(ui.table('Vacancies').getByText('Closed', { exact: true })).toBeVisible();

    // The export menu: the list's columns to begin with, the reader adds one, CSV then Excel.
    await page.getByRole('button', { name: 'Export' }).click();
    const menu = page.getByRole('group', { name: 'Columns' });
    await expect(menu.getByRole('checkbox', { name: 'Title' })).toBeChecked();
    await expect(menu.getByRole('checkbox', { name: 'Sector' })).not.toBeChecked();
    await menu.getByRole('checkbox', { name: 'Sector' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV (.csv)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vacancies-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Title,Employer,Location,Type,Sector,Status,Closing date,Applications');
    // Only the filtered set: the one vacancy found by the search, now closed.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(title);
    expect(lines[1]).toMatch(/,Closed,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,0$/);

    // The menu closes as the file downloads; the choice of columns stays for the next export.
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(menu.getByRole('checkbox', { name: 'Sector' })).toBeChecked();
    const downloadingXlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
    const xlsx = await downloadingXlsx;
    expect(xlsx.suggestedFilename()).toMatch(/^vacancies-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readXlsxFile(await readFile((await xlsx.path())!));
    expect(sheet?.data[0]?.[0]).toBe('Title');
    expect(sheet?.data[0]).toHaveLength(8);
    expect(sheet?.data).toHaveLength(2);
    expect(sheet?.data[1]?.[0]).toBe(title);
    expect(sheet?.data[1]?.[6]).toBeInstanceOf(Date);
  });

  test('an admin moves an application: shortlist, then reject with a reason, and sees the timeline', async ({
    page,
    request,
    problems,
  }) => {
    // Chromium's PDF viewer inside the preview frame runs the session init script, where storage
    // is null; that error is the test harness's, not the app's.
    problems.allow(/Cannot read properties of null \(reading '(get|set)Item'\)/);
    const admin = await loginAs(page, request, 'admin');
    const ui = new CareersAdminPages(page);
    const vacancy = await apiOpenVacancy(request, admin.accessToken, `Flood Engineer ${stamp()}`);
    const name = `Ada Ncube ${stamp()}`;
    const candidate = await apiRegisterCandidate(request, name);
    const application = await apiApply(request, candidate.accessToken, vacancy.id);

    await page.goto('/careers/applications');
    await page.getByRole('searchbox', { name: 'Search candidate, email or vacancy' }).fill(name);
    // Wait for the search to land in the URL and the list, so its navigation cannot race the click.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(ui.table('Applications').getByRole('row')).toHaveCount(2);
    await ui.table('Applications').getByRole('link', { name }).click();
    // The list's search travels with the application (for previous and next).
    await expect(page).toHaveURL(new RegExp(`/careers/applications/${application.id}(\\?.*)?$`));
    await expect(page.getByText('cv.pdf', { exact: true })).toBeVisible();
    await expect(page.getByTitle('Preview of cv.pdf')).toBeVisible();

    await ui.act('Start review');
    await ui.act('Shortlist');
    await expect(
      page.getByRole('group', { name: 'Status actions' }).getByText('Shortlisted'),
    ).toBeVisible();

    // Rejection needs an internal reason: the dialog refuses to go on without one.
    await page.getByRole('main').getByRole('button', { name: 'Reject', exact: true }).click();
    await ui.dialog().getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(ui.dialog().getByText('Choose a reason.')).toBeVisible();
    await ui
      .dialog()
      .getByLabel(/^Internal reason/)
      .selectOption({ label: 'Does not meet eligibility' });
    await ui
      .dialog()
      .getByLabel(/^Message to the candidate/)
      .fill('The role needs a chartered engineer.');
    await ui
      .dialog()
      .getByLabel(/^Internal note/)
      .fill('Revisit once chartered.');
    await ui.dialog().getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(ui.dialog()).toBeHidden();

    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(history.getByRole('listitem').last()).toContainText(
      'The role needs a chartered engineer.',
    );
    await expect(history.getByRole('listitem').last()).toContainText('Rejected');
    await expect(history.getByRole('listitem').last()).toContainText(
      'Internal reason: Does not meet eligibility',
    );
    await expect(history.getByRole('listitem').last()).toContainText(
      'Internal note: Revisit once chartered.',
    );
    // A rejection can only be reopened now.
    const actions = page.getByRole('group', { name: 'Status actions' });
    await expect(actions.getByRole('button')).toHaveText(['Reopen']);
  });

  test('the admins page invites by email and shows the link; nobody disables themselves', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await page.goto('/careers/admins');
    const email = `new-admin-${stamp()}@careers.test`;
    await page.getByLabel("Colleague's email address").fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = page.getByRole('textbox', { name: 'Invitation link' });
    await expect(link).toHaveValue(/\/register\?invitation=[^&]+$/);
    await expect(page.getByText(`Invitation created for ${email}.`)).toBeVisible();

    const me = page.getByRole('row').filter({ hasText: 'admin@careers.demo' });
    await expect(me.getByRole('button', { name: /Disable/ })).toBeDisabled();
  });

  test('a list sorts from its headings, and on a phone from its "Sort by" choice', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await page.goto('/careers/candidates');
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sortColumn=fullName&sort=asc/);
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The heading shows the new order as it is chosen; the rows follow with the server's answer.
    await expect(async () => {
      const names = await table.getByRole('row').locator('td:nth-child(1) a').allInnerTexts();
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }).toPass();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByLabel('Sort by').selectOption({ label: 'Name, descending' });
    // descending is the list's default order, so the URL names only the column
    await expect(page).toHaveURL(/sortColumn=fullName$/);
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});
