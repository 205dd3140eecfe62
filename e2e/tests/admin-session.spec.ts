import { paths, STORAGE_KEYS } from '@clean/shared';
import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/api-url';
import { FIRST_ADMIN, invitedAdmin, signIn, type AdminAccount } from '../support/admin';
import { waitForLiveSite } from '../support/site';

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);

async function logInThroughForm(page: Page, account: AdminAccount) {
  const form = page.getByRole('main').getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('a direct visit to the appointments page without a token lands on login and returns after login', async ({
  page,
}) => {
  await page.goto(`${paths.admin.appointments}?page=1`);
  await waitForLiveSite(page);
  await expect(page).toHaveURL(
    `${paths.admin.login}?${new URLSearchParams({ next: `${paths.admin.appointments}?page=1` })}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  await logInThroughForm(page, FIRST_ADMIN);
  await expect(page).toHaveURL(`${paths.admin.appointments}?page=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
});

test('a second sign-up without the invitation code is refused', async ({ page, request }) => {
  const api = await request.post(`${API}/api/admin/register`, {
    data: { name: 'Uninvited', email: 'uninvited@example.com', password: 'a-long-password-1' },
  });
  expect(api.status()).toBe(403);

  await page.goto(paths.admin.login);
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await main.getByRole('group', { name: 'Sign up or log in' }).getByRole('button', { name: 'Sign Up' }).click();
  const form = main.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Uninvited');
  await form.getByLabel('Email').fill('uninvited@example.com');
  await form.getByLabel('Password').fill('a-long-password-1');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('Invitation code is required')).toBeVisible();

  await form.getByLabel('Invitation code').fill('not-the-code');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(/invitation code/i).last()).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('Logout revokes the session, clears it and goes to login', async ({ page, request }) => {
  const admin = await invitedAdmin(request, 'logout');
  await signIn(page, request, admin);
  await page.goto(paths.admin.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await storedToken(page);

  // The console leaves for login at once and revokes in the background; the server's answer is
  // what proves the revocation, so wait for it rather than racing it.
  const revoked = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/logout') && response.request().method() === 'POST',
  );
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(paths.admin.login);
  expect((await revoked).status()).toBe(200);
  expect(await storedToken(page)).toBeNull();
  const afterLogout = await request.get(`${API}/api/admin/profile`, { headers: { adminToken: token! } });
  expect(afterLogout.status()).toBe(401);
});

test('10 minutes without activity log out to login', async ({ page, request }) => {
  const admin = await invitedAdmin(request, 'idle');
  await page.clock.install();
  await signIn(page, request, admin);
  await page.goto(paths.admin.products);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.clock.fastForward('09:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(`${paths.admin.login}?${new URLSearchParams({ next: paths.admin.products })}`);
  await expect(
    page.getByText('You were logged out after 10 minutes without activity.', { exact: false }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('an admin invited from the profile signs up with the code; disabled, their session ends and login is refused', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const inviter = await invitedAdmin(request, 'inviter');
  await signIn(page, request, inviter);
  await page.goto(paths.admin.profile);
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const code = (await page.getByRole('status', { name: 'New invitation code' }).textContent())?.trim() ?? '';
  expect(code).not.toBe('');

  const newcomer: AdminAccount = {
    name: 'Newly Invited',
    email: `newly-invited-${Date.now()}@example.com`,
    password: 'a-newcomer-pass-123',
  };
  const other = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  await other.goto(paths.admin.login);
  await waitForLiveSite(other);
  const main = other.getByRole('main');
  await main.getByRole('group', { name: 'Sign up or log in' }).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = main.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Full Name').fill(newcomer.name);
  await signUp.getByLabel('Email').fill(newcomer.email);
  await signUp.getByLabel('Password').fill(newcomer.password);
  await signUp.getByLabel('Invitation code').fill(code);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await logInThroughForm(other, newcomer);
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The inviter disables them from the list of administrators, after the confirmation.
  await page.reload();
  await page.getByRole('button', { name: `Disable ${newcomer.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Disable ${newcomer.name}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByRole('button', { name: `Enable ${newcomer.name}` })).toBeVisible();

  // Their next page's call is refused: back to login, where their password no longer opens the console.
  await other.goto(paths.admin.products);
  await expect(other).toHaveURL(new RegExp(`${paths.admin.login}`));
  await logInThroughForm(other, newcomer);
  await expect(
    other.getByText('This account has been disabled. Ask another administrator to enable it.'),
  ).toBeVisible();
  expect(await storedToken(other)).toBeNull();
  await other.close();
});
