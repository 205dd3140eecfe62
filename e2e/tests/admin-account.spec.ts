import { paths } from '@clean/shared';
import { expect, test, type Page } from '@playwright/test';
import { invitedAdmin, signIn } from '../support/admin';
import { waitForLiveSite } from '../support/site';

const main = (page: Page) => page.getByRole('main');

test('edit the profile: the new details show on the profile and in the top bar', async ({ page, request }) => {
  const admin = await invitedAdmin(request, 'profile');
  await signIn(page, request, admin);
  await page.goto(paths.admin.profile);
  await waitForLiveSite(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(main(page)).toContainText('No phone number added yet');
  await expect(main(page)).toContainText('No address added yet');
  await expect(main(page).getByRole('img', { name: /Default avatar/ })).toBeVisible();

  await main(page).getByRole('link', { name: 'Edit Profile' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await main(page).getByLabel('Name').fill('Amaka Eze');
  await main(page).getByLabel('Phone').fill('+44 20 7946 0958');
  await main(page).getByLabel('Address').fill('4 Gana Street, Maitama, Abuja');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(main(page).getByText('Enter a Nigerian phone number, such as 0803 123 4567')).toBeVisible();

  await main(page).getByLabel('Phone').fill('0803 123 4567');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(paths.admin.profile);
  await expect(main(page)).toContainText('Amaka Eze');
  await expect(main(page)).toContainText('0803 123 4567');
  await expect(main(page)).toContainText('4 Gana Street, Maitama, Abuja');
  await expect(page.getByRole('button', { name: 'Account menu for Amaka Eze' })).toBeVisible();
});

test('change the password, then log in with the new one (and not the old one)', async ({ page, request }) => {
  const admin = await invitedAdmin(request, 'password');
  await signIn(page, request, admin);
  await page.goto(paths.admin.dashboard);
  await waitForLiveSite(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  const newPassword = 'a-brand-new-password-7';
  const form = main(page).locator('form');
  await form.getByLabel('Old Password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(main(page).getByRole('heading', { name: 'An error Occurred!' })).toBeVisible();
  await expect(page.getByText('The old password is not correct.').first()).toBeVisible();

  await form.getByLabel('Old Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(paths.admin.login);

  const login = main(page).getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(admin.email);
  await login.getByLabel('Password').fill(admin.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(paths.admin.dashboard);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
