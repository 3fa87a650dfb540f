import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 180_000 });

const ROUTES: [string, string][] = [
  ['/forms/elements/input', 'Input'],
  ['/forms/elements/input-group', 'Input Groups'],
  ['/forms/elements/input-mask', 'Input Mask'],
  ['/forms/elements/textarea', 'Textarea'],
  ['/forms/elements/checkbox', 'Checkbox'],
  ['/forms/elements/radio', 'Radio'],
  ['/forms/elements/switch', 'Switch'],
  ['/forms/elements/select', 'Select'],
  ['/forms/elements/number-input', 'Number Input'],
  ['/forms/elements/file-uploader', 'File Uploader'],
  ['/forms/elements/editor', 'Editor'],
  ['/forms/elements/pickers', 'Pickers'],
  ['/forms/layout/form-layout', 'Form Layout'],
  ['/forms/wizard', 'Form Wizard'],
  ['/forms/form-validation', 'Form Validation'],
  ['/forms/form-repeater', 'Form Repeater'],
];

/** Opens a path and waits for its h1; the first load of a chunk is slow on a busy machine. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('Forms demo screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('every forms route renders its title and translated content', async ({ page }) => {
    test.setTimeout(420_000);
    for (const [path, title] of ROUTES) {
      await open(page, path, title);
      await expect(page.locator('.forms-demo .card').first()).toBeVisible();
      // A missing translation would show its key.
      await expect(page.locator('main, body').first()).not.toContainText('formsDemo.');
    }
  });

  test('input masks format a UK phone number and postcode', async ({ page }) => {
    await open(page, '/forms/elements/input-mask', 'Input Mask');
    const phone = page.getByLabel('UK phone number');
    await phone.pressSequentially('07700900123');
    await expect(phone).toHaveValue('07700 900123');
    const postcode = page.getByLabel('UK postcode');
    await postcode.pressSequentially('m139pl');
    await expect(postcode).toHaveValue('M13 9PL');
    const id = page.getByLabel('Student ID');
    await id.pressSequentially('204518');
    await expect(id).toHaveValue('STU-204518');
  });

  test('select picks several skills', async ({ page }) => {
    await open(page, '/forms/elements/select', 'Select');
    await expect(page.getByTestId('skills-summary')).toHaveText('Skills selected: 2');
    const skills = page.getByLabel('Skills (multiple)');
    await skills.fill('Figma');
    await page.keyboard.press('Enter');
    await skills.fill('SQL');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('skills-summary')).toHaveText('Skills selected: 4');
    await expect(page.locator('.rs__multi-value__label', { hasText: 'Figma' })).toBeVisible();

    await page.getByLabel('Employer (async search)').fill('sal');
    await page.getByRole('option', { name: 'Saltire Bank' }).click();
    await expect(page.locator('.rs__single-value', { hasText: 'Saltire Bank' })).toBeVisible();
  });

  test('number input steps within its bounds', async ({ page }) => {
    await open(page, '/forms/elements/number-input', 'Number Input');
    const spin = page.getByRole('spinbutton', { name: 'Places on the workshop' });
    const group = spin.locator('..');
    const plus = group.getByRole('button', { name: 'Increase' });
    const minus = group.getByRole('button', { name: 'Decrease' });
    await expect(spin).toHaveAttribute('aria-valuenow', '5');
    for (let i = 0; i < 5; i++) await plus.click();
    await expect(spin).toHaveAttribute('aria-valuenow', '10');
    await expect(plus).toBeDisabled();
    await spin.focus();
    await page.keyboard.press('ArrowDown');
    await expect(spin).toHaveValue('9');
    await page.keyboard.press('Home');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await expect(minus).toBeDisabled();
  });

  test('file uploader accepts a CV and rejects the wrong type', async ({ page }) => {
    await open(page, '/forms/elements/file-uploader', 'File Uploader');
    const input = page.getByLabel('CV', { exact: true });
    await input.setInputFiles({
      name: 'amelia-clarke-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 small test file'),
    });
    const list = page.getByRole('list', { name: 'Files for CV' });
    await expect(list.getByText('amelia-clarke-cv.pdf')).toBeVisible();
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a CV'),
    });
    await expect(
      page.getByText('“notes.txt” is not an accepted type. Use PDF, DOC, DOCX.'),
    ).toBeVisible();
    await list.getByRole('button', { name: 'Remove amelia-clarke-cv.pdf' }).click();
    await expect(list).toHaveCount(0);
  });

  test('editor applies bold and the HTML preview shows <strong>', async ({ page }) => {
    await open(page, '/forms/elements/editor', 'Editor');
    const editor = page.getByRole('textbox', { name: 'Vacancy description' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Hybrid working available');
    await page.getByRole('button', { name: 'Show HTML' }).click();
    await expect(page.getByTestId('html-preview')).toContainText(
      '<strong>Hybrid working available</strong>',
    );
  });

  test('date picker chooses a date', async ({ page }) => {
    await open(page, '/forms/elements/pickers', 'Pickers');
    const input = page.getByLabel('Interview date');
    await input.click();
    await page
      .locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)')
      .first()
      .click();
    await expect(input).toHaveValue(/^15\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('chosen-date')).not.toContainText('none');
  });

  test('wizard blocks an empty step, keeps values and posts the vacancy', async ({ page }) => {
    await open(page, '/forms/wizard', 'Form Wizard');
    const wizard = page.locator('.wizard-horizontal');
    const next = wizard.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(wizard.getByText('This field is required.').first()).toBeVisible();
    await expect(wizard.getByLabel('Email')).toBeVisible();

    await wizard.getByLabel('Email').fill('recruiter@northwind.co.uk');
    await wizard.getByLabel('Password', { exact: true }).fill('Graduate2026');
    await wizard.getByLabel('Confirm password').fill('Graduate2026');
    await next.click();

    await expect(wizard.getByLabel('Employer')).toBeVisible();
    await next.click();
    await expect(wizard.getByText('Please choose an option.')).toBeVisible();
    await wizard.getByLabel('Employer').fill('Northwind Analytics');
    await wizard.getByLabel('Sector').selectOption('tech');
    await wizard.getByLabel('Recruiter name').fill('Priya Shah');
    await next.click();

    await wizard.getByLabel('Job title').fill('Graduate Data Analyst');
    await wizard.getByLabel('Contract type').selectOption('fullTime');
    await wizard.getByLabel('Salary (£ a year)').fill('28000');
    await wizard.getByLabel('Closing date').fill('2030-01-15');
    await wizard
      .getByLabel('Description')
      .fill('Join our analytics team and turn data into decisions for our clients.');
    await next.click();

    // Back one step: the vacancy keeps its values.
    await wizard.getByRole('button', { name: 'Previous' }).click();
    await expect(wizard.getByLabel('Job title')).toHaveValue('Graduate Data Analyst');
    await next.click();

    await wizard.getByRole('button', { name: 'Post vacancy' }).click();
    await expect(wizard.getByText('Please confirm the details before posting.')).toBeVisible();
    await wizard.getByLabel(/I confirm these details/).check();
    await wizard.getByRole('button', { name: 'Post vacancy' }).click();
    await expect(
      page.locator('.Toastify').getByText('Vacancy “Graduate Data Analyst” posted.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByRole('heading', { name: 'Vacancy posted' })).toBeVisible();
    await expect(wizard.getByText('Northwind Analytics').first()).toBeVisible();
  });

  test('form validation shows messages on an empty submit', async ({ page }) => {
    await open(page, '/forms/form-validation', 'Form Validation');
    const registration = page.getByRole('region', { name: 'Student registration' });
    await registration.getByRole('button', { name: 'Register' }).click();
    await expect(registration.getByRole('alert')).toContainText('Please correct the fields below.');
    await expect(registration.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(
      registration.getByText('Enter a UK phone number, like 07700 900123.'),
    ).toBeVisible();
    await expect(registration.getByText('Choose at least one sector.')).toBeVisible();
    await expect(registration.getByText('You must accept the terms to register.')).toBeVisible();
    await expect(registration.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    const booking = page.getByRole('region', { name: 'Book an appointment' });
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect(booking.getByText('Use the format STU-000000.')).toBeVisible();
  });

  test('repeater adds and removes interview slots', async ({ page }) => {
    await open(page, '/forms/form-repeater', 'Form Repeater');
    const rows = page.getByTestId('slot-row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Add slot' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('slot-count')).toHaveText('Slots: 3');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(rows.nth(2).getByText('Enter at least 2 characters.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove slot 3' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('slot-count')).toHaveText('Slots: 2');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.locator('.Toastify').getByText('Schedule saved. Slots: 2.')).toBeVisible({
      timeout: 20_000,
    });
  });
});
