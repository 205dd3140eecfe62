/**
 * Messages on WhatsApp and SMS (docs/PRODUCT.md, "Messages on WhatsApp and SMS") against the real
 * messaging sandbox: the API sends on the channel order, the sandbox answers as Meta and Termii do and
 * POSTs its signed reports and customers' messages back to the API's webhooks.
 */
import { WINDOW_CLOSED, messageChannelSettingsResponse, outboxResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { queueBookingMessage } from '../../src/messages/queue-message';
import { metaSignature, termiiSignature } from '../../src/messages/webhook-signatures';
import { queueDueReminders } from '../../src/services/reminders';
import { JobClock, scriptedVerifier, testClock, useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { describeEachDatabase } from '../helpers/database';
import { REPORT_NOT_KNOWN_YET } from '../../src/services/delivery-reports';
import { book, firstChoice, queryRows, registerAdmin, snapshot, type CatalogueChoice } from '../helpers/fixtures';
import { useSmtpCatcher } from '../helpers/smtp-catcher';
import { TERMII, useMessagingSandbox, VERIFY_TOKEN, WHATSAPP } from './messaging-sandbox';

interface Row {
  id: string;
  kind: string;
  channel: string;
  recipient: string;
  status: string;
  delivery_state: string | null;
  delivery_reason: string | null;
  provider_message_id: string | null;
  fallback_of: string | null;
}

describeEachDatabase('messages on WhatsApp and SMS', (kind) => {
  const clock = testClock();
  const messaging = useMessagingSandbox(clock.now);
  const smtp = useSmtpCatcher();
  const payments = scriptedVerifier();
  const jobClock = new JobClock(clock.now());
  const t = useTestApp(kind, {
    env: Object.defineProperties(smtp.env, Object.getOwnPropertyDescriptors(messaging.env)),
    clock,
    jobClock,
    paymentVerifier: payments.verifier,
  });
  let choice: CatalogueChoice;
  let token: string;

  beforeAll(async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    messaging.sendWebhooksTo(base);
    choice = await firstChoice(t);
    token = await registerAdmin(t);
  });

  const rowsOf = (appointmentId: string) =>
    queryRows<Row>(
      t.database.handle,
      sql`SELECT id, kind, channel, recipient, status, delivery_state, delivery_reason, provider_message_id, fallback_of
          FROM outbox_messages WHERE appointment_id = ${appointmentId} ORDER BY created_at, id`,
    );

  /** Works the queue (and waits for the sandbox's webhooks) until `done` holds; real time bounds it. */
  const settle = (done: () => Promise<boolean>) =>
    until('the messages settle', done, {
      timeoutMs: 60_000,
      between: async () => {
        await jobClock.tick(2000);
        await messaging.idle();
      },
    });

  /** A paid booking at `time` on 2030-01-08 whose customer chose `chosen` (null: no choice recorded). */
  async function paidBooking(phone: string, time: string, chosen: 'whatsapp' | 'sms' | 'email' | null) {
    const email = `c${phone.slice(-4)}@example.ng`;
    const answer = await book(t, choice, { phone, email, time });
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET contact_channel = ${chosen} WHERE id = ${answer.appointmentId}`,
    );
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-08',
        time,
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.statusCode).toBe(200);
    return { ...answer, email };
  }

  const ofKind = async (appointmentId: string, kindName: string) =>
    (await rowsOf(appointmentId)).filter((row) => row.kind === kindName);

  const signedWhatsApp = (body: object, secret = WHATSAPP.appSecret) => {
    const raw = JSON.stringify(body);
    return t.request({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(raw, secret) },
      payload: raw,
    });
  };

  const statusBody = (wamid: string, status: string, errors?: object[]) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WHATSAPP.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id: wamid, status, timestamp: '1893999600', recipient_id: '2348031234567', errors }],
            },
          },
        ],
      },
    ],
  });

  it("sends 'payment confirmed' as a WhatsApp template to a customer who chose it, delivered then read", async () => {
    const phone = '+2348031110001';
    const answer = await paidBooking(phone, '6:00 AM', 'whatsapp');
    await settle(async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state === 'read');
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    expect(confirmed).toMatchObject({ channel: 'whatsapp', recipient: phone, status: 'sent', fallback_of: null });
    const sent = await messaging.messages(phone);
    const template = sent.find((message) => message.id === confirmed?.provider_message_id);
    expect(template?.template).toEqual({
      name: 'payment_confirmed',
      language: 'en_GB',
      parameters: [
        'Chidi',
        answer.reference,
        'Tuesday, 8 Jan 2030',
        '6:00 AM',
        expect.stringContaining(answer.reference),
      ],
    });

    // The console's outbox shows the channel and the delivery.
    const list = await t.request({ method: 'GET', url: '/api/admin/outbox?channel=whatsapp', token });
    const page = outboxResponse.parse(list.json());
    expect(page.messages.every((message) => message.channel === 'whatsapp')).toBe(true);
    expect(page.messages.find((message) => message._id === confirmed?.id)).toMatchObject({
      delivery: { state: 'read', reason: null },
      fallbackOf: null,
      fallbackId: null,
    });
  });

  it('a report sent twice, or late, is applied once and never moves a message back', async () => {
    const phone = '+2348031110002';
    const answer = await paidBooking(phone, '7:00 AM', 'whatsapp');
    await settle(async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state === 'read');
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    for (const status of ['delivered', 'delivered']) {
      const response = await signedWhatsApp(statusBody(confirmed!.provider_message_id!, status));
      expect(response.statusCode).toBe(200);
    }
    expect((await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state).toBe('read');
  });

  it("a report that overtakes the send's answer is refused (409), so the provider sends it again, and then applied", async () => {
    const phone = '+2348031110009';
    const answer = await paidBooking(phone, '8:00 AM', 'whatsapp');
    await settle(async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state === 'read');
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    const early = 'wamid.reported-before-its-send-was-recorded';
    const first = await signedWhatsApp(statusBody(early, 'failed', [{ code: 131026, title: 'Message undeliverable' }]));
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ message: REPORT_NOT_KNOWN_YET });
    expect(await ofKind(answer.appointmentId, 'payment-confirmed')).toHaveLength(1);
    // The job records the send's answer (here, by hand, under that id), and the provider tries again.
    await t.database.handle.db.execute(
      sql`UPDATE outbox_messages SET provider_message_id = ${early}, delivery_state = 'sent' WHERE id = ${confirmed!.id}`,
    );
    const again = await signedWhatsApp(statusBody(early, 'failed', [{ code: 131026, title: 'Message undeliverable' }]));
    expect(again.statusCode).toBe(200);
    const [failed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    expect(failed).toMatchObject({
      delivery_state: 'failed',
      delivery_reason: expect.stringContaining('undeliverable'),
    });
  });

  it('a reminder WhatsApp fails falls back to SMS once; a second failed report queues nothing more', async () => {
    const phone = '+2348031110003';
    const answer = await paidBooking(phone, '8:00 AM', 'whatsapp');
    await settle(async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state === 'read');
    await messaging.control({ phone, next: 'fail' });
    const deps = { ...t.app.unitOfWork, outbox: t.app.repos.outbox, hoursBefore: 48 };
    expect(await queueDueReminders(deps, clock.now())).toBeGreaterThanOrEqual(1);
    await settle(async () =>
      (await ofKind(answer.appointmentId, 'reminder')).some((row) => row.delivery_state === 'delivered'),
    );
    const [failed, fallback] = await ofKind(answer.appointmentId, 'reminder');
    expect(failed).toMatchObject({
      channel: 'whatsapp',
      status: 'failed',
      delivery_state: 'failed',
      delivery_reason: 'Message undeliverable',
    });
    expect(fallback).toMatchObject({
      channel: 'sms',
      recipient: phone,
      fallback_of: failed?.id,
      delivery_state: 'delivered',
    });

    const again = await signedWhatsApp(
      statusBody(failed!.provider_message_id!, 'failed', [{ code: 131026, title: 'Message undeliverable' }]),
    );
    expect(again.statusCode).toBe(200);
    expect(await ofKind(answer.appointmentId, 'reminder')).toHaveLength(2);
    // The reminder run again queues nothing either.
    await queueDueReminders(deps, clock.now());
    expect(await ofKind(answer.appointmentId, 'reminder')).toHaveLength(2);

    const list = outboxResponse.parse((await t.request({ method: 'GET', url: '/api/admin/outbox', token })).json());
    expect(list.messages.find((message) => message._id === failed?.id)?.fallbackId).toBe(fallback?.id);
    expect(list.messages.find((message) => message._id === fallback?.id)?.fallbackOf).toBe(failed?.id);
  });

  it('a number on the DND register gets its SMS on the dnd route, delivered', async () => {
    const phone = '+2348031110004';
    await messaging.control({ phone, dnd: true });
    const answer = await paidBooking(phone, '9:00 AM', null);
    await settle(
      async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.delivery_state === 'delivered',
    );
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    expect(confirmed).toMatchObject({ channel: 'sms', recipient: phone });
    const sms = (await messaging.messages(phone)).find((message) => message.id === confirmed?.provider_message_id);
    expect(sms).toMatchObject({ route: 'dnd', status: 'Delivered' });
    expect(sms?.text).toContain(answer.reference);
  });

  it('STOP on WhatsApp turns WhatsApp off for the phone (the next message goes by SMS); START turns it on', async () => {
    const phone = '+2348031110005';
    const answer = await paidBooking(phone, '10:00 AM', 'whatsapp');
    await settle(async () => (await ofKind(answer.appointmentId, 'payment-confirmed'))[0]?.status === 'sent');
    await messaging.reply(phone, 'Stop');
    const stopped = await queryRows<{ channel: string }>(
      t.database.handle,
      sql`SELECT channel FROM channel_opt_outs WHERE phone = ${phone}`,
    );
    expect(stopped).toEqual([{ channel: 'whatsapp' }]);
    const inbound = await queryRows<{ body: string; appointment_id: string }>(
      t.database.handle,
      sql`SELECT body, appointment_id FROM inbound_messages WHERE phone = ${phone}`,
    );
    expect(inbound).toEqual([{ body: 'Stop', appointment_id: answer.appointmentId }]);

    const deps = { ...t.app.unitOfWork, outbox: t.app.repos.outbox, hoursBefore: 48 };
    await queueDueReminders(deps, clock.now());
    expect((await ofKind(answer.appointmentId, 'reminder'))[0]).toMatchObject({ channel: 'sms', recipient: phone });
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/outbox/${confirmed?.id}/resend`,
      token,
      payload: { channel: 'whatsapp' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The customer sent STOP on WhatsApp, so we no longer message them there.');

    await messaging.reply(phone, 'START');
    const appointment = await t.app.repos.appointments.findById(answer.appointmentId);
    const queued = await t.app.unitOfWork.db.transaction((tx) =>
      queueBookingMessage(t.app.repos.outbox, tx, 'booking-completed', appointment!),
    );
    const [completed] = await ofKind(answer.appointmentId, 'booking-completed');
    expect(completed).toMatchObject({ id: queued, channel: 'whatsapp' });
  });

  it('a customer SMS of STOP turns SMS off for the phone', async () => {
    const phone = '+2348031110006';
    await messaging.reply(phone, 'STOP', 'sms');
    const stopped = await queryRows<{ channel: string }>(
      t.database.handle,
      sql`SELECT channel FROM channel_opt_outs WHERE phone = ${phone}`,
    );
    expect(stopped).toEqual([{ channel: 'sms' }]);
  });

  it('a bad signature is 401 and changes nothing; a signed malformed body is 400; a message twice is kept once', async () => {
    const before = await snapshot(t.database.handle);
    const inboundCount = async () =>
      (await queryRows<{ n: number }>(t.database.handle, sql`SELECT count(*)::int AS n FROM inbound_messages`))[0]?.n;
    const countBefore = await inboundCount();
    const message = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WHATSAPP.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                contacts: [{ profile: { name: 'Ngozi' }, wa_id: '2348031110007' }],
                messages: [
                  {
                    from: '2348031110007',
                    id: 'wamid.TWICE',
                    timestamp: '1893999600',
                    type: 'text',
                    text: { body: 'STOP' },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const forged = await signedWhatsApp(message, 'not-the-app-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/messaging/termii/webhook',
      headers: { 'content-type': 'application/json', 'x-termii-signature': 'abc' },
      payload: JSON.stringify({ type: 'inbound', id: '1', sender: '2348031110007', message: 'STOP' }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await snapshot(t.database.handle)).toEqual(before);
    expect(await inboundCount()).toBe(countBefore);

    const raw = '{"type":"nothing"}';
    const malformed = await t.request({
      method: 'POST',
      url: '/api/messaging/termii/webhook',
      headers: { 'content-type': 'application/json', 'x-termii-signature': termiiSignature(raw, TERMII.secretKey) },
      payload: raw,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The webhook body is not a Termii event (type outbound or inbound).');
    const notJson = await signedWhatsApp({}).then(() =>
      t.request({
        method: 'POST',
        url: '/api/messaging/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature('{', WHATSAPP.appSecret) },
        payload: '{',
      }),
    );
    expect(notJson.statusCode).toBe(400);

    expect((await signedWhatsApp(message)).statusCode).toBe(200);
    expect((await signedWhatsApp(message)).statusCode).toBe(200);
    expect(await inboundCount()).toBe((countBefore ?? 0) + 1);
  });

  it("answers Meta's verification handshake with the challenge, only with the verify token", async () => {
    const ok = await t.request({
      method: 'GET',
      url: `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.request({
      method: 'GET',
      url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('honours the order set for a kind of message, and refuses an invalid order', async () => {
    const initial = await t.request({ method: 'GET', url: '/api/admin/settings/message-channels', token });
    const settings = messageChannelSettingsResponse.parse(initial.json());
    expect(settings.configured).toEqual(['whatsapp', 'sms', 'email']);
    expect(settings.topics.find((entry) => entry.topic === 'payment-confirmed')?.channels).toEqual([
      'whatsapp',
      'sms',
      'email',
    ]);

    for (const [topics, message] of [
      [[{ topic: 'reminder', channels: [] }], 'Keep at least one channel'],
      [[{ topic: 'reminder', channels: ['sms', 'sms'] }], 'A channel can be in the order once'],
      [[{ topic: 'reminder', channels: ['fax'] }], 'Choose WhatsApp, SMS or e-mail'],
      [
        [
          { topic: 'reminder', channels: ['sms'] },
          { topic: 'reminder', channels: ['email'] },
        ],
        'Each kind of message can be in the list once',
      ],
    ] as const) {
      const refused = await t.request({
        method: 'PUT',
        url: '/api/admin/settings/message-channels',
        token,
        payload: { topics },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }

    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/settings/message-channels',
      token,
      payload: { topics: [{ topic: 'payment-confirmed', channels: ['email', 'sms'] }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      messageChannelSettingsResponse.parse(saved.json()).topics.find((entry) => entry.topic === 'payment-confirmed'),
    ).toEqual({ topic: 'payment-confirmed', channels: ['email', 'sms'] });
    const audit = await queryRows<{ summary: string }>(
      t.database.handle,
      sql`SELECT summary FROM audit_events WHERE summary LIKE 'Message channels%'`,
    );
    expect(audit).toEqual([{ summary: 'Message channels: Payment confirmed: E-mail, SMS' }]);

    const answer = await paidBooking('+2348031110008', '11:00 AM', null);
    const [confirmed] = await ofKind(answer.appointmentId, 'payment-confirmed');
    expect(confirmed).toMatchObject({ channel: 'email', recipient: answer.email });

    // Resend on a chosen channel: SMS reaches the booking's phone; WhatsApp without their choice does not.
    const copy = await t.request({
      method: 'POST',
      url: `/api/admin/outbox/${confirmed?.id}/resend`,
      token,
      payload: { channel: 'sms' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().outboxMessage).toMatchObject({ channel: 'sms', recipient: '+2348031110008' });
    const noChoice = await t.request({
      method: 'POST',
      url: `/api/admin/outbox/${confirmed?.id}/resend`,
      token,
      payload: { channel: 'whatsapp' },
    });
    expect(noChoice.statusCode).toBe(409);
    expect(noChoice.json().message).toBe(
      'The customer did not choose WhatsApp, so we message them there only if they do.',
    );

    // A landline (Lagos, in the 11-digit plan) cannot take SMS.
    const landline = await paidBooking('+234 201 270 1234', '12:00 PM', null);
    const [mail] = await ofKind(landline.appointmentId, 'payment-confirmed');
    expect(mail?.channel).toBe('email');
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/outbox/${mail?.id}/resend`,
      token,
      payload: { channel: 'sms' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The booking's phone is not a mobile number, so SMS cannot reach it.");
  });

  it('answers a customer on WhatsApp inside the 24-hour window, and refuses outside it', async () => {
    const phone = '+2348031110009';
    const closed = await t.request({
      method: 'POST',
      url: `/api/admin/conversations/${encodeURIComponent(phone)}/replies`,
      token,
      payload: { text: 'Hello' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(WINDOW_CLOSED);

    await messaging.reply(phone, 'Can the crew come earlier?');
    const answered = await t.request({
      method: 'POST',
      url: `/api/admin/conversations/${encodeURIComponent(phone)}/replies`,
      token,
      payload: { text: 'Yes, at 9:00.' },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().reply).toMatchObject({
      direction: 'out',
      channel: 'whatsapp',
      text: 'Yes, at 9:00.',
      sentBy: 'Ada Okafor',
    });
    const sent = async () =>
      (await messaging.messages(phone)).find(
        (message) => message.direction === 'outbound' && message.text === 'Yes, at 9:00.',
      );
    await settle(async () => (await sent())?.status === 'read');

    // A day and an hour later, the window has closed.
    await t.database.handle.db.execute(
      sql`UPDATE inbound_messages SET received_at = received_at - interval '25 hours' WHERE phone = ${phone}`,
    );
    const late = await t.request({
      method: 'POST',
      url: `/api/admin/conversations/${encodeURIComponent(phone)}/replies`,
      token,
      payload: { text: 'Are you there?' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WINDOW_CLOSED);
  });
});
