import { conversationPath, paths } from '@clean/shared';
import { lagosStart } from '@clean/shared/lagos-time';
import type { OutboxResponse } from '@clean/shared/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort } from '../../api/test/helpers/server-process';
import { DEFAULT_CONFIG, type MessagingConfig } from '../../messaging-sandbox/src/config';
import { buildMessagingSandbox, createSandbox } from '../../messaging-sandbox/src/server';
import { signInWithToken } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { availability, firstChoice } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';
import { ClockedApi, CLOCKED_SETTINGS } from '../support/clocked-api';
import { sidewaysScroll } from '../support/layout';
import { CARDS, CheckoutFrame } from '../support/payment-popup';
import { reviewShot } from '../support/screenshots';

const HOUR_MS = 3_600_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/** A message as the sandbox's `GET /api/messages` lists it. */
interface SandboxMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  direction: 'outbound' | 'inbound';
  text: string;
  template?: { name: string; parameters: string[] };
  route?: string;
  status: string;
}

/** The WhatsApp and SMS settings of an API that sends through the sandbox at `url`. */
function messagingEnv(url: string, config: MessagingConfig): Record<string, string> {
  return {
    WHATSAPP_API_URL: url,
    WHATSAPP_PHONE_NUMBER_ID: config.whatsapp.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: config.whatsapp.accessToken,
    WHATSAPP_APP_SECRET: config.whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
    TERMII_API_URL: url,
    TERMII_API_KEY: config.termii.apiKey,
    TERMII_SENDER_ID: config.termii.senderIds[0] ?? 'Sparkle',
    TERMII_SECRET_KEY: config.termii.secretKey,
  };
}

/**
 * A messaging sandbox of the test's own, in this process, whose signed webhooks go to the API that
 * will listen at `apiUrl` (the test's clocked API), as Meta's and Termii's go to the site.
 */
async function startSandbox(apiUrl: string) {
  const config: MessagingConfig = structuredClone(DEFAULT_CONFIG);
  config.stepMs = 300;
  config.whatsapp.webhookUrl = `${apiUrl}/api/messaging/whatsapp/webhook`;
  config.termii.webhookUrl = `${apiUrl}/api/messaging/termii/webhook`;
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'warn';
  const server = buildMessagingSandbox(createSandbox(config));
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    env: messagingEnv(url, config),
    close: () => server.close(),
    async messages(request: APIRequestContext, phone: string): Promise<SandboxMessage[]> {
      const answer = await request.get(`${url}/api/messages?to=${phone.replace(/^\+/, '')}`);
      expect(answer.ok()).toBe(true);
      return (await answer.json()) as SandboxMessage[];
    },
  };
}

test('a customer hears on WhatsApp: the confirmation delivered, a failed reminder sent by SMS, STOP honoured', async ({
  page,
  request,
}, testInfo) => {
  // A booking through the popup, two moves of the API's clock and three pages of the console.
  test.slow();
  const port = await freePort();
  const sandbox = await startSandbox(`http://127.0.0.1:${port}`);
  const clockedApi = await ClockedApi.start({ port, env: sandbox.env });
  try {
    await clockedApi.serve(page.context());
    const api = clockedApi.url;
    const entry = (await availability(request, 'Lagos', api)).find(
      (day) =>
        day.availableTimes.length > 0 &&
        lagosStart(day.date, day.availableTimes[0]!)!.getTime() - Date.now() > 48 * HOUR_MS,
    )!;
    const time = entry.availableTimes[0]!;
    const customer = newCustomer('whatsapp');
    const phone = `+${customer.phone.replace(/\D/g, '')}`;

    // The booking form chooses WhatsApp for a mobile number; the customer pays by card.
    const booking = new BookingPage(page);
    await booking.goto();
    await booking.fill('Lagos', customer, await firstChoice(request, api));
    const channel = page.getByRole('group', { name: 'How should we reach you?' });
    await expect(channel.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await booking.chooseDate(entry.date);
    await booking.chooseTime(time);
    await reviewShot(page, 'booking-contact-channel-390', { fullPage: true });
    await booking.bookNow().click();
    await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
    const paidAt = Date.now();
    await new CheckoutFrame(page).payWithCard(CARDS.success);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();

    // The confirmation arrives as WhatsApp's 'payment confirmed' template, delivered and then read.
    await expect
      .poll(async () => {
        const sent = await sandbox.messages(request, phone);
        return sent.find((message) => message.template?.name === 'payment_confirmed')?.status;
      })
      .toMatch(/delivered|read/);
    testInfo.annotations.push({ type: 'payment to delivered (ms)', description: String(Date.now() - paidAt) });
    const conversation = await page.context().newPage();
    await conversation.goto(sandbox.url);
    await expect(conversation.getByText('payment_confirmed').first()).toBeVisible();
    await reviewShot(conversation, 'messaging-sandbox-inbox-390', { fullPage: true });

    // The day before, WhatsApp fails the reminder (undeliverable): it goes once more, by SMS.
    const control = await request.post(`${sandbox.url}/api/controls`, { data: { phone, next: 'fail' } });
    expect(control.ok()).toBe(true);
    const visit = lagosStart(entry.date, time)!.getTime();
    await clockedApi.moveTo(new Date(visit - CLOCKED_SETTINGS.reminderHoursBefore * HOUR_MS + 60_000));
    await expect
      .poll(async () => {
        const sent = await sandbox.messages(request, phone);
        const whatsApp = sent.find((message) => message.template?.name === 'visit_reminder');
        const sms = sent.find((message) => message.channel === 'sms' && /reminder/i.test(message.text));
        return [whatsApp?.status, sms?.route, sms?.status];
      })
      .toEqual(['failed', 'dnd', 'Delivered']);

    // The console's outbox says which message replaced which.
    const token = await clockedApi.adminToken(request);
    const headers = { adminToken: token };
    const outbox = (await (
      await request.get(`${api}/api/admin/outbox?recipient=${encodeURIComponent(phone)}`, { headers })
    ).json()) as OutboxResponse;
    const reminders = outbox.messages.filter((message) => message.kind === 'reminder');
    const failed = reminders.find((message) => message.channel === 'whatsapp')!;
    const fallback = reminders.find((message) => message.channel === 'sms')!;
    expect(failed).toMatchObject({ fallbackId: fallback._id, delivery: { state: 'failed' } });
    expect(fallback).toMatchObject({ fallbackOf: failed._id, delivery: { state: 'delivered' } });
    const admin = await page.context().newPage();
    await signInWithToken(admin, token);
    await admin.goto(`${paths.admin.outbox}?recipient=${encodeURIComponent(phone)}`);
    await expect(admin.getByText('Fell back to SMS').first()).toBeVisible();
    expect(await sidewaysScroll(admin)).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await reviewShot(admin, 'outbox-fallback-390', { fullPage: true });

    // STOP on WhatsApp: it lands in the console's inbox, and the next message goes by SMS.
    const stop = await request.post(`${sandbox.url}/api/replies`, { data: { from: phone, text: 'STOP' } });
    expect(stop.ok()).toBe(true);
    await admin.goto(conversationPath(phone));
    await expect(admin.getByText('STOP', { exact: true })).toBeVisible();
    expect(await sidewaysScroll(admin)).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await reviewShot(admin, 'conversation-stop-390', { fullPage: true });
    const before = (await sandbox.messages(request, phone)).filter((message) => message.channel === 'whatsapp');
    const details = outbox.messages.find((message) => message.kind === 'payment-confirmed')!;
    const cancelled = await request.post(`${api}/api/admin/cancel-appointment`, {
      headers,
      data: { appointmentId: details.appointmentId },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await expect
      .poll(async () => {
        const sent = await sandbox.messages(request, phone);
        return sent.find((message) => message.channel === 'sms' && /cancel/i.test(message.text))?.status;
      })
      .toBe('Delivered');
    const after = (await sandbox.messages(request, phone)).filter((message) => message.channel === 'whatsapp');
    expect(after).toHaveLength(before.length);
  } finally {
    await clockedApi.stop();
    await sandbox.close();
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('clocked-api.log', { body: clockedApi.log(), contentType: 'text/plain' });
    }
  }
});
