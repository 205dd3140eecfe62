import { formatNaira, paths } from '@clean/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_ADMIN_STATE } from '../support/admin';
import { BookingPage } from '../support/booking-page';
import { asShown } from '../support/public-site';
import { reviewShot } from '../support/screenshots';
import { waitForLiveSite } from '../support/site';

test.use({ storageState: FIRST_ADMIN_STATE });

const naira = (amount: number) => asShown(formatNaira(amount));

interface ServiceInput {
  name: string;
  amount: number;
  description: string;
  /** The Job length chosen; a new service's default (2 hours) when absent. */
  length?: string;
  frequencies: { name: string; amount: number }[];
}

const main = (page: Page) => page.getByRole('main');

async function fillService(form: Locator, number: number, service: ServiceInput) {
  const fieldset = form.getByRole('group', { name: `Service ${number}`, exact: true });
  await fieldset.getByLabel('Service name').fill(service.name);
  await fieldset.getByLabel('Amount (NGN)').fill(String(service.amount));
  await fieldset.getByLabel('Description').fill(service.description);
  if (service.length)
    await fieldset.getByRole('combobox', { name: 'Job length' }).selectOption({ label: service.length });
  for (const [index, frequency] of service.frequencies.entries()) {
    await fieldset.getByRole('button', { name: `Add frequency to service ${number}` }).click();
    const row = fieldset.getByRole('group', { name: `Frequency ${index + 1} of service ${number}` });
    await row.getByLabel('Frequency name').fill(frequency.name);
    await row.getByLabel('Frequency amount (NGN)').fill(String(frequency.amount));
  }
}

test('add a product with two services and three frequencies, see it on /pricing and in the booking form, edit it, delete it', async ({
  page,
}) => {
  const name = `E2E Office Care ${Date.now()}`;
  const services: ServiceInput[] = [
    {
      name: 'Desk Clean',
      amount: 15000,
      description: 'Desks, chairs and screens wiped.',
      length: '3 hours 30 minutes',
      frequencies: [
        { name: 'Weekly', amount: 15000 },
        { name: 'Monthly', amount: 50000 },
      ],
    },
    {
      name: 'Floor Polish',
      amount: 30000,
      description: 'Floors scrubbed and polished.',
      frequencies: [{ name: 'Once', amount: 30000 }],
    },
  ];

  // Add, from the side menu.
  await page.goto(paths.admin.dashboard);
  await waitForLiveSite(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Add Product' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  const form = main(page).locator('form');
  await form.getByLabel('Product name').fill(name);
  await form.getByLabel('Price (NGN)').fill('15000');
  await fillService(form, 1, services[0]!);
  await form.getByRole('button', { name: 'Add service' }).click();
  await fillService(form, 2, services[1]!);
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully.')).toBeVisible();
  await expect(page).toHaveURL(paths.admin.products);
  const listed = main(page).getByRole('region', { name, exact: true });
  await expect(listed).toContainText(naira(15000));
  await expect(listed.getByRole('heading', { name: 'Desk Clean' })).toBeVisible();
  await expect(listed.getByRole('heading', { name: 'Floor Polish' })).toBeVisible();
  await expect(listed.getByRole('article').filter({ hasText: 'Desk Clean' })).toContainText(
    'Job length: 3 hours 30 minutes',
  );
  await expect(listed.getByRole('article').filter({ hasText: 'Floor Polish' })).toContainText('Job length: 2 hours');

  // Pricing shows it at once.
  await page.goto(paths.pricing);
  await waitForLiveSite(page);
  const priced = main(page).getByRole('region', { name, exact: true });
  await expect(priced).toContainText(`Starts from ${naira(15000)}`);
  for (const service of services) {
    await expect(priced.getByRole('heading', { level: 3, name: service.name, exact: true })).toBeVisible();
  }
  await expect(priced.getByRole('article').filter({ hasText: 'Desk Clean' })).toContainText(
    'One visit takes about 3 hours 30 minutes.',
  );

  // So does the booking form: product, its services, the first service's two frequencies.
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.field('Service Type').selectOption({ label: `${name} - starts from ${formatNaira(15000)}` });
  await expect(booking.field('Service').locator('option', { hasText: 'Desk Clean' })).toHaveCount(1);
  await expect(booking.field('Service').locator('option', { hasText: 'Floor Polish' })).toHaveCount(1);
  await booking.field('Service').selectOption({ label: 'Desk Clean' });
  await expect(main(page).getByText('One visit takes about 3 hours 30 minutes.')).toBeVisible();
  await expect(booking.field('Frequency').locator('option', { hasText: /^(Weekly|Monthly) - / })).toHaveCount(2);

  // Edit: a new price and a renamed frequency.
  await page.goto(paths.admin.products);
  await waitForLiveSite(page);
  await main(page)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(form.getByLabel('Product name')).toHaveValue(name);
  await form.getByLabel('Price (NGN)').fill('12500');
  const secondFrequency = form.getByRole('group', { name: 'Frequency 2 of service 1' });
  await secondFrequency.getByLabel('Frequency name').fill('Every Month');
  // Any number of days between visits: 'Custom…' shows the field for them.
  await secondFrequency.getByRole('combobox', { name: 'Repeats' }).selectOption({ label: 'Custom…' });
  await secondFrequency.getByLabel('Days between visits').fill('30');
  await secondFrequency.scrollIntoViewIfNeeded();
  await reviewShot(page, 'product-form-custom-interval-1280', { fullPage: false });
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await secondFrequency.scrollIntoViewIfNeeded();
  await reviewShot(page, 'product-form-custom-interval-390', { fullPage: false });
  await page.setViewportSize({ width, height });
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(paths.admin.products);
  await expect(listed).toContainText(naira(12500));
  await expect(listed).toContainText('Every Month');
  // Kept: the form opens again with the custom days.
  await main(page)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(secondFrequency.getByRole('combobox', { name: 'Repeats' })).toHaveValue('custom');
  await expect(secondFrequency.getByLabel('Days between visits')).toHaveValue('30');

  await page.goto(paths.pricing);
  await waitForLiveSite(page);
  await expect(priced).toContainText(`Starts from ${naira(12500)}`);

  // Delete, after confirming.
  await page.goto(paths.admin.products);
  await waitForLiveSite(page);
  await main(page)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully.')).toBeVisible();
  await expect(listed).toHaveCount(0);

  await page.goto(paths.pricing);
  await waitForLiveSite(page);
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(priced).toHaveCount(0);
});
