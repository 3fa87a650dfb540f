import { expect, test } from '../fixtures.ts';
import { apiApply, apiOpenVacancy, apiReasonId } from '../pages/careers-admin.ts';
import { Frame } from '../pages/frame.ts';
import { apiLogin, apiRegisterCandidate, loginAs, signInPage } from '../session.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('real notifications in the bell', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff hear of a new application; the student hears of the move with the message', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLogin(request, 'admin');
    const title = `Bell Test Role ${Date.now().toString(36)}`;
    const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
    const student = await apiRegisterCandidate(request, 'Nia Bellweather');
    const application = await apiApply(request, student.accessToken, vacancy.id);

    // Staff: the bell counts it and links to the application.
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    const bell = frame.navbar.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread');
    await bell.click();
    const item = page.getByRole('link', {
      name: new RegExp(`Nia Bellweather applied for ${title}`),
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/careers/applications/${application.id}$`));

    // Staff move it with a message; the student sees both in their bell.
    const moved = await request.post(`/api/v1/applications/${application.id}/status`, {
      headers: bearer(admin.accessToken),
      data: { status: 'under_review' },
    });
    expect(moved.status()).toBe(200);
    const rejected = await request.post(`/api/v1/applications/${application.id}/status`, {
      headers: bearer(admin.accessToken),
      data: {
        status: 'rejected',
        reasonId: await apiReasonId(request, admin.accessToken, 'Does not meet eligibility'),
        message: 'We looked for two years of field work',
      },
    });
    expect(rejected.status()).toBe(200);

    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await signInPage(studentPage, student);
    const portal = new Frame(studentPage);
    await portal.open('/portal/vacancies');
    const studentBell = portal.navbar.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(studentBell).toBeVisible();
    await studentBell.click();
    await expect(
      studentPage.getByRole('link', {
        name: new RegExp(`${title}: your application is now not successful`),
      }),
    ).toContainText('Message from the careers service: We looked for two years of field work');
    await studentPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(
      portal.navbar.getByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeVisible();

    // The student chooses in-app only for status changes on their profile.
    await portal.open('/portal/profile');
    const choice = studentPage.getByRole('group', { name: 'Changes to my applications' });
    // Saved as it is chosen; the choice shows once the server has it.
    await choice.getByLabel('In the app only').click();
    await expect(choice.getByLabel('In the app only')).toBeChecked();
    await portal.open('/portal/profile');
    await expect(
      studentPage
        .getByRole('group', { name: 'Changes to my applications' })
        .getByLabel('In the app only'),
    ).toBeChecked();
    await context.close();
  });
});
