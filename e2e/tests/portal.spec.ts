import { test, expect } from '../fixtures.ts';
import { DocumentsPage, exeBytes, openVacancy, pdfBytes, ProfilePage } from '../pages/portal.ts';
import { expectRowAsCard } from '../pages/phone-list.ts';
import { apiLogin, apiRegisterCandidate, loginAs, signInPage } from '../session.ts';

// The first screens of a cold build load slowly on a busy two-core machine.
const SLOW = { timeout: 20_000 };

test.describe('candidate portal', () => {
  test.describe.configure({ timeout: 90_000 });
  test('a new candidate uploads a CV, applies, follows the timeline and withdraws', async ({
    page,
    request,
  }) => {
    const title = `Data Graduate ${Date.now()}`;
    await openVacancy(request, title);
    const candidate = await apiRegisterCandidate(request, 'Pia Portal');
    await signInPage(page, candidate);

    const documents = new DocumentsPage(page);
    await documents.open();
    await expect(page.getByText('No documents yet')).toBeVisible(SLOW);
    await documents.upload('CV', 'pia-cv.pdf', pdfBytes());
    await expect(page.getByRole('cell', { name: 'pia-cv.pdf', exact: true })).toBeVisible(SLOW);
    await expect(page.getByText('1 of 20 documents')).toBeVisible();

    await page.goto('/portal/vacancies');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
    await expect(page).toHaveURL(/q=Data\+Graduate/);
    await page.getByRole('link', { name: title }).click(SLOW);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: 'The role', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog');
    // The newest CV is ticked for the candidate; without it the dialog says what is missing.
    const cv = dialog.getByRole('checkbox', { name: /pia-cv\.pdf/ });
    await expect(cv).toBeChecked();
    await cv.uncheck();
    await expect(dialog.getByText('This vacancy asks for: CV.')).toBeVisible();
    // The library holds a CV, so the dialog offers no upload of one.
    await expect(dialog.getByLabel(/Upload your CV/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send application' })).toBeDisabled();
    await cv.check();
    await dialog.getByLabel('Cover note').fill('I would love to work with charities.');
    await dialog.getByRole('button', { name: 'Send application' }).click();

    await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/, SLOW);
    await expect(page.getByText('Application submitted')).toBeVisible();
    await expect(page.getByText('pia-cv.pdf')).toBeVisible();

    await page.goto('/portal/applications');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Submitted')).toBeVisible();
    await row.getByRole('link', { name: title }).click();

    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw application' }).click();
    await expect(page.getByText('Moved to Withdrawn')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);

    // Applying again is refused, and the vacancy page says so before trying.
    await page.goto('/portal/vacancies');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
    // Let the debounced search land in the URL first, so it cannot navigate back after the click.
    await expect(page).toHaveURL(/q=Data\+Graduate/);
    await page.getByRole('link', { name: title }).click(SLOW);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'View your application' })).toBeVisible(SLOW);
  });

  test('a renamed executable is refused with the server message (415)', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(/status of 415/);
    const candidate = await apiRegisterCandidate(request, 'Rex Renamed');
    await signInPage(page, candidate);
    const documents = new DocumentsPage(page);
    await documents.open();
    await documents.upload('CV', 'totally-a-cv.pdf', exeBytes());
    await expect(page.getByRole('alert')).toContainText(
      'The file was refused: A CV must be a PDF, DOCX file',
    );
    await expect(page.getByText('No documents yet')).toBeVisible();
  });

  test('the wrong type is refused before upload', async ({ page, request }) => {
    const candidate = await apiRegisterCandidate(request, 'Tia Types');
    await signInPage(page, candidate);
    const documents = new DocumentsPage(page);
    await documents.open();
    await documents.upload('Transcript', 'grades.docx', pdfBytes(), 'application/octet-stream');
    await expect(page.getByRole('alert')).toHaveText('A Transcript must be a PDF file.');
  });

  test("another candidate's application is 'not found', never shown", async ({
    page,
    request,
    problems,
  }) => {
    // the server answers 404 to the record and to its history, which the browser logs
    problems.allow(/status of 404/);
    const owner = await apiLogin(request, 'candidate');
    const list = await request.get('/api/v1/applications?perPage=1', {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    const [theirs] = ((await list.json()) as { data: { id: string; vacancyTitle: string }[] }).data;
    expect(theirs).toBeDefined();

    await signInPage(page, await apiRegisterCandidate(request, 'Nosy Parker'));
    await page.goto(`/portal/applications/${theirs!.id}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This application does not exist or is not yours.',
      SLOW,
    );
    await expect(page.getByText(theirs!.vacancyTitle)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All applications' }).click();
    await expect(page).toHaveURL(/\/portal\/applications$/);
  });

  test('a bare-host profile link saves as https; a javascript: link is refused before sending', async ({
    page,
    request,
  }) => {
    const candidate = await apiRegisterCandidate(request, 'Lina Links');
    await signInPage(page, candidate);
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r.url());
    });
    const profile = new ProfilePage(page);
    await profile.open();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible(SLOW);

    const linkedIn = await profile.addLink('LinkedIn', 'linkedin.com/in/lina-links');
    const evil = await profile.addLink('Evil', 'javascript:alert(document.cookie)');
    await profile.save();
    await expect(profile.linkAddress(evil)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Only http:// and https:// addresses are allowed.')).toBeVisible();
    expect(patches).toEqual([]);

    await profile.removeLink(evil);
    await profile.save();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible(SLOW);
    await expect(profile.linkAddress(linkedIn)).toHaveValue('https://linkedin.com/in/lina-links');
    const stored = await request.get(`/api/v1/candidates/${candidate.userData.id}`, {
      headers: { authorization: `Bearer ${candidate.accessToken}` },
    });
    expect((await stored.json()).links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/lina-links' },
    ]);
    await page.reload();
    await expect(profile.linkAddress(1)).toHaveValue('https://linkedin.com/in/lina-links', SLOW);
  });

  test('on a phone the applications list is a stack of cards, with no sideways scrolling', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAs(page, request, 'candidate');
    await page.goto('/portal/applications');
    const table = page.getByRole('table', { name: 'My Applications' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('link')).toBeVisible(SLOW);
    await expectRowAsCard(first, 1, 'Status');
  });
});
