/**
 * The demo merchant page remote-popup serves (`/demo.html`): both ways of using `inline.js` against
 * the local payment sandbox, as a merchant trying it out would.
 */
import { expect, test } from '@playwright/test';
import { localUrl, webApp } from '@clean/tooling/apps';
import { CARDS, CheckoutFrame } from '../support/payment-popup';

const DEMO_URL = `${localUrl(webApp('popup').port)}/demo.html`;

test.describe('payment popup demo page', () => {
  test('the JavaScript API pays with a test card', async ({ page }) => {
    await page.goto(DEMO_URL);
    await page.getByLabel('Amount (NGN)').fill('12000');
    await page.getByRole('button', { name: 'Pay with newTransaction()' }).click();
    const checkout = new CheckoutFrame(page);
    await expect(checkout.amount).toHaveText('NGN 12,000');
    await checkout.payWithCard(CARDS.success);
    await expect(page.locator('#js-api-result')).toHaveText(/^Paid: reference \S+\.$/);
  });

  test('checkout() pays with a test card', async ({ page }) => {
    await page.goto(DEMO_URL);
    await page.getByRole('button', { name: 'Pay with checkout()' }).click();
    const checkout = new CheckoutFrame(page);
    await expect(checkout.amount).toHaveText('NGN 15,000');
    await checkout.payWithCard(CARDS.success);
    await expect(page.locator('#js-api-result')).toHaveText(/^Paid: reference \S+\.$/);
  });

  test('the script-tag button pays and submits its form with the reference', async ({ page }) => {
    await page.goto(DEMO_URL);
    await page.getByRole('button', { name: 'Pay now NGN 25000' }).click();
    const checkout = new CheckoutFrame(page);
    await expect(checkout.amount).toHaveText('NGN 25,000');
    await checkout.payWithCard(CARDS.success);
    await expect(page).toHaveURL(/demo\.html\?reference=/);
    const reference = new URL(page.url()).searchParams.get('reference');
    await expect(page.locator('#button-mode-result')).toHaveText(`The form was submitted with reference ${reference}.`);
  });
});
