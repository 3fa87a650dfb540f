import { test, expect } from '../fixtures.ts';
import { AuthPages } from '../pages/auth.ts';
import { apiLogin, apiRegisterCandidate, DEMO_ADMIN, DEMO_CANDIDATE, loginAs } from '../session.ts';

// Expected 4xx answers are logged by Chromium as console errors.
const HTTP_4XX = /status of 4\d\d/;

// The first screens of a cold build load slowly on a busy two-core machine.
const SLOW = { timeout: 20_000 };

test.describe('authentication', () => {
  test.describe.configure({ timeout: 60_000 });
  test('a candidate registers, logs out and logs back in', async ({ page }) => {
    const auth = new AuthPages(page);
    const email = `ui-${Date.now()}@students.test`;
    await auth.register('Uma Interface', email, 'Graduate-Ready-2026');
    await expect(page).toHaveURL(/\/portal\/vacancies$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);

    await auth.logout('Uma Interface');
    await expect(page).toHaveURL(/\/login/);
    expect(await auth.storedSession()).toEqual({
      userData: null,
      accessToken: null,
      refreshToken: null,
    });

    await auth.signIn(email, 'Graduate-Ready-2026');
    await expect(page).toHaveURL(/\/portal\/vacancies$/);
  });

  test('registering an address in use shows the message on the email field', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(HTTP_4XX);
    const existing = await apiRegisterCandidate(request);
    const auth = new AuthPages(page);
    await auth.register('Someone Else', existing.userData.email, 'Graduate-Ready-2026');
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('careers staff sign in without any toggle, stay signed in on reload, and log out on the server', async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    await page.goto('/login');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await auth.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/careers\/dashboard$/, SLOW);
    await page.reload();
    await expect(page).toHaveURL(/\/careers\/dashboard$/);
    const stored = await auth.storedSession();
    expect(JSON.parse(stored.userData ?? '{}')).toMatchObject({
      role: 'admin',
      email: DEMO_ADMIN.email,
    });

    const revoke = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/jwt/logout') && r.method() === 'POST',
    );
    const name = JSON.parse(stored.userData ?? '{}').fullName as string;
    await auth.logout(name);
    expect((await revoke).postDataJSON()).toEqual({ refreshToken: stored.refreshToken });
    await expect(page).toHaveURL(/\/login/);
    expect(await auth.storedSession()).toEqual({
      userData: null,
      accessToken: null,
      refreshToken: null,
    });
  });

  test('wrong credentials show the server message and keep no session', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(HTTP_4XX);
    const candidate = await apiRegisterCandidate(request);
    const auth = new AuthPages(page);
    await auth.login(candidate.userData.email, 'Not-The-Password-1');
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    expect((await auth.storedSession()).accessToken).toBeNull();
  });

  test('an address with a staff and a student account is asked which to use', async ({
    page,
    request,
  }) => {
    const email = `both-${Date.now()}@careers.test`;
    const password = 'Staff-And-Alumna-2026';
    const admin = await apiLogin(request, 'admin');
    const invited = await request.post('/api/v1/admin/invitations', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { email },
    });
    const { token } = (await invited.json()) as { token: string };
    const staff = await request.post('/api/v1/admin/register', {
      data: { email, password, fullName: 'Bea Staff', invitationToken: token },
    });
    expect(staff.status()).toBe(201);
    const student = await request.post('/api/v1/candidate/register', {
      data: { email, password, fullName: 'Bea Alumna' },
    });
    expect(student.status()).toBe(201);

    const auth = new AuthPages(page);
    await auth.login(email, password);
    await expect(page.getByRole('heading', { name: 'Which account?' })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: /Careers staff\s*Bea Staff/ })).toBeVisible();
    await page.getByRole('button', { name: /Student or graduate\s*Bea Alumna/ }).click();
    await expect(page).toHaveURL(/\/portal\/vacancies$/, SLOW);
    expect(JSON.parse((await auth.storedSession()).userData ?? '{}')).toMatchObject({
      role: 'candidate',
      fullName: 'Bea Alumna',
    });

    await auth.logout('Bea Alumna');
    await auth.signIn(email, password, 'admin');
    await expect(page).toHaveURL(/\/careers\/dashboard$/, SLOW);
  });

  test('guards: a visitor goes to login and comes back; a candidate cannot open staff screens', async ({
    page,
    request,
  }) => {
    await page.goto('/portal/vacancies');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fportal%2Fvacancies$/);
    const candidate = await apiRegisterCandidate(request, 'Guarded Student');
    await new AuthPages(page).signIn(candidate.userData.email, candidate.password);
    await expect(page).toHaveURL(/\/portal\/vacancies$/);

    await page.goto('/careers/dashboard');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });

  test('after sign-in the page asked for opens if the role may open it, else the home of the role', async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    const cases = [
      // [visited, who signs in, where they land]
      ['/careers/documents?kind=cv', 'admin', '/careers/documents?kind=cv'],
      ['/portal/profile', 'candidate', '/portal/profile'],
      ['/careers/dashboard', 'candidate', '/portal/vacancies'],
      ['/login?redirect=%2F%2Fevil.example', 'candidate', '/portal/vacancies'],
    ] as const;
    for (const [visited, role, landing] of cases) {
      await page.goto(visited);
      await expect(page).toHaveURL(/\/login\?redirect=/);
      const { email, password } = role === 'admin' ? DEMO_ADMIN : DEMO_CANDIDATE;
      await auth.signIn(email, password);
      await expect(page, `${role} asking for ${visited}`).toHaveURL(landing, SLOW);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('a signed-in candidate never sees the staff menus', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    await page.goto('/portal/vacancies');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /my applications/i })).toBeVisible(SLOW);
    await expect(menu.locator('a[href^="/careers"]')).toHaveCount(0);
    await expect(menu.locator('a[href^="/apps/"]')).toHaveCount(0);
  });
});

test.describe('sample auth pages', () => {
  test('login-basic shows the sample messages and never stores a session', async ({
    page,
    problems,
  }) => {
    problems.allow(HTTP_4XX);
    await page.goto('/pages/login-basic');
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');

    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status')).toContainText('Helen Ashworth');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('register-cover reports a username in use', async ({ page }) => {
    await page.goto('/pages/register-cover');
    await page.getByLabel('Username').fill('helen.ashworth');
    await page.getByLabel('Email').fill(`new-${Date.now()}@demo.com`);
    await page.getByLabel('Password', { exact: true }).fill('sample-pass-1');
    await page.getByLabel(/privacy policy/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This username is already in use.')).toBeVisible();
  });

  test('two-steps accepts a pasted code', async ({ page }) => {
    await page.goto('/pages/two-steps-basic');
    await page.getByRole('button', { name: 'Verify my account' }).click();
    await expect(page.getByText('Enter all six digits of the code')).toBeVisible();
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '123 456');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('6');
    await page.getByRole('button', { name: 'Verify my account' }).click();
    await expect(page.getByRole('status')).toContainText('Verified');
  });
});
