import { test, expect as baseExpect } from '../fixtures.ts';
import { mailsTo } from '../mail.ts';
import { loginAs } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// A register attempt with a link that no longer works is logged by Chromium as a console error.
const HTTP_403 = /status of 403/;

/** The invitation tokens mailed to `email`, oldest first (waiting for `count` of them). */
async function mailedInvitations(
  request: Parameters<typeof mailsTo>[0],
  email: string,
  count: number,
) {
  let tokens: string[] = [];
  await expect
    .poll(async () => {
      tokens = (await mailsTo(request, email))
        .map((m) => /\/register\?invitation=([\w-]+)/.exec(m.text)?.[1])
        .filter((t): t is string => !!t);
      return tokens.length;
    })
    .toBe(count);
  return tokens;
}

test('staff see when pending invitations expire, resend one (the old link stops working) and revoke another', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(HTTP_403);
  await loginAs(page, request, 'admin');
  await page.goto('/careers/admins');
  const stamp = Date.now();
  const kept = `kept-${stamp}@careers.test`;
  const dropped = `dropped-${stamp}@careers.test`;
  for (const email of [kept, dropped]) {
    await page.getByLabel("Colleague's email address").fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation created for ${email}.`)).toBeVisible();
  }
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  const keptRow = pending.getByRole('listitem').filter({ hasText: kept });
  await expect(keptRow).toContainText('Expires');
  const [first] = await mailedInvitations(request, kept, 1);

  // Resend: a new link by mail; the old one no longer registers anyone.
  await keptRow.getByRole('button', { name: `Resend the invitation to ${kept}` }).click();
  await expect(page.getByText(`A new invitation is on its way to ${kept}`)).toBeVisible();
  const [, second] = await mailedInvitations(request, kept, 2);
  expect(second).not.toBe(first);
  const register = (email: string, invitationToken: string) =>
    request.post('/api/v1/admin/register', {
      data: {
        email,
        password: 'Invited-Colleague-2026',
        fullName: 'New Colleague',
        invitationToken,
      },
    });
  expect((await register(kept, first!)).status()).toBe(403);

  // Revoke: confirmed, gone from the list, and its link no longer works.
  const droppedRow = pending.getByRole('listitem').filter({ hasText: dropped });
  await droppedRow.getByRole('button', { name: `Revoke the invitation for ${dropped}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The invitation for ${dropped} was revoked.`)).toBeVisible();
  await expect(droppedRow).toHaveCount(0);
  const [droppedToken] = await mailedInvitations(request, dropped, 1);
  expect((await register(dropped, droppedToken!)).status()).toBe(403);

  // The resent link works, and the invitation leaves the list once used.
  expect((await register(kept, second!)).status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: kept })).toHaveCount(0);
});
