import { paths } from '@clean/shared';
import { expect, test } from '@playwright/test';
import { bookedThroughApi, invitedAdmin } from '../support/admin';
import { waitForLiveSite } from '../support/site';

test('the console works from the keyboard: login, skip link, menu, dropdown and a confirmed delete', async ({
  page,
  request,
}) => {
  const admin = await invitedAdmin(request, 'keyboard');
  const { body } = await bookedThroughApi(request, {
    tag: 'keyboard',
    location: 'Jalingo',
    paid: false,
    name: { first: 'Kemi', last: 'Keys' },
  });

  // Login: type, Tab, type, Enter.
  await page.goto(`${paths.admin.login}?${new URLSearchParams({ next: paths.admin.appointments })}`);
  await waitForLiveSite(page);
  const login = page.getByRole('main').getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').focus();
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  await expect(login.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.admin.appointments);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

  // The first Tab reaches the skip link, which moves focus past the menus to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The profile dropdown: Enter opens it, Tab reaches its links, Escape closes it back on the button.
  const account = page.getByRole('button', { name: /^Account menu/ });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Profile' }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();

  // Delete asks first: Escape keeps the appointment and returns focus; Delete in the dialog removes it.
  const row = page.getByRole('row').filter({ hasText: body.email });
  // The row's actions menu: Enter opens it on its first item, End reaches Delete.
  const remove = row.getByRole('button', { name: 'Actions for the appointment of Kemi Keys' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Delete appointment of Kemi Keys' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  for (
    let presses = 0;
    presses < 4 && !(await confirm.evaluate((node) => node === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Appointment deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
