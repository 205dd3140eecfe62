import { CONSENT_NOTES, PRIVACY_NOTICE } from '@clean/shared/privacy';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openPublicPage, publicPages } from '../support/public-site';

const contactPage = publicPages.find((candidate) => candidate.path === '/contact')!;
const CONTACT_PATH = '/api/user/contact-us';

test.describe('the contact form', () => {
  test('shows the validation messages under the fields and sends nothing while they are wrong', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(CONTACT_PATH)) sent.push(request.url());
    });
    await openPublicPage(page, contactPage);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Message' }).click();
    for (const [label, text] of [
      ['Full Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await expect(main.getByLabel(label, { exact: true })).toHaveAccessibleDescription(text);
    }
    await main.getByLabel('Email', { exact: true }).fill('someone@');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email');
    expect(sent).toEqual([]);
  });

  test('sends a message to the API, toasts its answer, then thanks the visitor and empties the form', async ({
    page,
  }) => {
    await openPublicPage(page, contactPage);
    const main = page.getByRole('main');
    await expect(main.getByText(CONSENT_NOTES.contact)).toBeVisible();
    await expect(main.getByRole('link', { name: CONSENT_NOTES.link })).toHaveAttribute('href', '/privacy-policy');
    const message = {
      name: 'Adaeze Okafor',
      email: 'adaeze.okafor@example.com',
      subject: 'Weekly cleaning for a 3-bedroom flat',
      message: `Hello, could you send me a quote for weekly cleaning in Maitama? (e2e ${Date.now()})`,
    };
    await main.getByLabel('Full Name', { exact: true }).fill(message.name);
    await main.getByLabel('Email', { exact: true }).fill(message.email);
    await main.getByLabel('Subject', { exact: true }).fill(message.subject);
    await main.getByLabel('Message', { exact: true }).fill(message.message);

    const answer = page.waitForResponse((response) => response.url().endsWith(CONTACT_PATH));
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const response = await answer;
    expect(response.request().method()).toBe('POST');
    // The form also sends the edition of the notice it showed beside its button, as its consent record.
    expect(response.request().postDataJSON()).toEqual({ ...message, privacyNoticeVersion: PRIVACY_NOTICE.version });
    expect(response.status()).toBe(201); // the message is stored: Created
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(body.message).not.toBe('');

    // The server's message as a success toast (the message was stored: the API answers success only then).
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(body.message);
    const banner = main.getByRole('status');
    await expect(banner).toContainText('Thank you!');
    await expect(banner).toContainText("Your message has been sent. We'll get back to you soon.");
    for (const label of ['Full Name', 'Email', 'Subject', 'Message'])
      await expect(main.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(main.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('when the API cannot be reached it only logs, and the thank-you banner still appears', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    await page.route(`**${CONTACT_PATH}`, (route) => route.abort('internetdisconnected'));
    await openPublicPage(page, contactPage);
    const main = page.getByRole('main');
    await main.getByLabel('Full Name', { exact: true }).fill('Ibrahim Musa');
    await main.getByLabel('Email', { exact: true }).fill('ibrahim@example.com');
    await main.getByLabel('Subject', { exact: true }).fill('Janitorial quote');
    await main.getByLabel('Message', { exact: true }).fill('Please call me back.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByRole('status')).toContainText('Thank you!');
    expect(errors.some((text) => text.includes('[contact]'))).toBe(true);
    // No toast: the banner comes 1000 ms after the failed call, so any toast would be showing by now.
    await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveText('');
  });

  test('the contact form with its validation messages and thank-you banner has no serious or critical violation', async ({
    page,
  }) => {
    await page.route('**/api/user/contact-us', (route) =>
      route.fulfill({ json: { success: true, message: 'Thank you, we have received your message.' } }),
    );
    await openPublicPage(page, contactPage);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByLabel('Full Name', { exact: true }).fill('Funmilayo Adeyemi');
    await main.getByLabel('Email', { exact: true }).fill('funmi@example.com');
    await main.getByLabel('Subject', { exact: true }).fill('Hotel housekeeping');
    await main.getByLabel('Message', { exact: true }).fill('We would like a proposal for 80 rooms.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByRole('status')).toContainText('Thank you!');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
