import { paths } from '@clean/shared';
import { expect, test as setup } from '@playwright/test';
import { API } from '../support/api-url';
import { FIRST_ADMIN, FIRST_ADMIN_STATE_FILE } from '../support/admin';
import { waitForLiveSite } from '../support/site';

/**
 * The auth setup project: on the run's fresh database the first admin signs up through the page
 * (no code needed while no admin exists), then logs in; the signed-in storage is what the admin
 * tests start from.
 */
setup('the first admin signs up, then logs in', async ({ page, request }) => {
  const status = (await (await request.get(`${API}/api/admin/registration`)).json()) as { registration: string };
  await page.goto(paths.admin.login);
  await waitForLiveSite(page);
  const main = page.getByRole('main');

  // A server kept from an earlier local run (reuseExistingServer) already has its first admin.
  if (status.registration === 'open') {
    await expect(main.getByRole('heading', { level: 1, name: 'Admin Sign Up' })).toBeVisible();
    const form = main.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Full Name').fill(FIRST_ADMIN.name);
    await form.getByLabel('Email').fill(FIRST_ADMIN.email);
    await form.getByLabel('Password').fill(FIRST_ADMIN.password);
    await expect(form.getByLabel('Invitation code')).toHaveCount(0);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Account created successfully.')).toBeVisible();
  }

  await expect(main.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  const login = main.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(FIRST_ADMIN.email);
  await login.getByLabel('Password').fill(FIRST_ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(paths.admin.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.context().storageState({ path: FIRST_ADMIN_STATE_FILE });
});
