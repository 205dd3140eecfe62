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

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(paths.admin.login);
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
