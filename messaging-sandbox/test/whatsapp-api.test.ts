import { codedMessage } from '../src/graph-errors';
import {
  bodyOf,
  getJson,
  CUSTOMER,
  expectedMetaSignature,
  startSandbox,
  statusesOf,
  TEMPLATE_BODY,
  textBody,
  WHATSAPP,
} from './helpers';

describe('the WhatsApp Cloud API send call', () => {
  it('accepts a template, then sends signed sent, delivered and read webhooks in order', async () => {
    const sandbox = await startSandbox();
    try {
      const response = await sandbox.sendWhatsApp(TEMPLATE_BODY);
      expect(response.status).toBe(200);
      const answer = await bodyOf(response);
      expect(answer).toEqual({
        messaging_product: 'whatsapp',
        contacts: [{ input: `+${CUSTOMER}`, wa_id: CUSTOMER }],
        messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
      });
      await sandbox.sandbox.idle();

      const hooks = sandbox.received.filter((hit) => hit.path === '/whatsapp');
      expect(hooks).toHaveLength(3);
      for (const hook of hooks) {
        expect(hook.headers['x-hub-signature-256']).toBe(expectedMetaSignature(hook.raw));
        expect(hook.headers['x-hub-signature-256']).not.toBe(expectedMetaSignature(hook.raw, 'another secret'));
        expect(hook.body).toMatchObject({
          object: 'whatsapp_business_account',
          entry: [
            {
              id: WHATSAPP.businessAccountId,
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: {
                      display_phone_number: WHATSAPP.displayPhoneNumber,
                      phone_number_id: WHATSAPP.phoneNumberId,
                    },
                  },
                },
              ],
            },
          ],
        });
      }
      const statuses = statusesOf(sandbox.received);
      expect(statuses.map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
      for (const status of statuses)
        expect(status).toMatchObject({ id: answer.messages[0].id, recipient_id: CUSTOMER });

      const listed = await getJson(`${sandbox.url}/api/messages?to=${CUSTOMER}`);
      expect(listed).toEqual([
        expect.objectContaining({
          channel: 'whatsapp',
          direction: 'outbound',
          status: 'read',
          text: 'visit_reminder (en): Ada · Tuesday 10:00',
          template: { name: 'visit_reminder', language: 'en', parameters: ['Ada', 'Tuesday 10:00'] },
        }),
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('fails a session message with 131047 "Re-engagement message" when the customer has not written in 24 hours', async () => {
    const sandbox = await startSandbox();
    try {
      const response = await sandbox.sendWhatsApp(textBody('Your crew is on the way'));
      // As on the real platform: accepted, then a failed status.
      expect(response.status).toBe(200);
      await sandbox.sandbox.idle();
      expect(statusesOf(sandbox.received)).toEqual([
        expect.objectContaining({
          status: 'failed',
          errors: [
            {
              code: 131047,
              title: 'Re-engagement message',
              message: 'Re-engagement message',
              error_data: {
                details:
                  'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
              },
              href: expect.stringContaining('error-codes'),
            },
          ],
        }),
      ]);
      const [message] = await getJson(`${sandbox.url}/api/messages?to=${CUSTOMER}`);
      expect(message).toMatchObject({ status: 'failed', error: { code: 131047 } });
    } finally {
      await sandbox.close();
    }
  });

  it("sends the customer's reply as an inbound webhook, and session messages are delivered for the next 24 hours", async () => {
    let now = Date.parse('2026-12-01T09:00:00Z');
    const sandbox = await startSandbox(undefined, { now: () => now });
    try {
      const reply = await sandbox.post('/api/replies', { from: CUSTOMER, text: 'Can you come at 11?', name: 'Ada' });
      expect(reply.status).toBe(201);
      await sandbox.sandbox.idle();
      const [inbound] = sandbox.received;
      expect(inbound!.headers['x-hub-signature-256']).toBe(expectedMetaSignature(inbound!.raw));
      expect(inbound!.body.entry[0].changes[0].value).toEqual({
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: WHATSAPP.displayPhoneNumber, phone_number_id: WHATSAPP.phoneNumberId },
        contacts: [{ profile: { name: 'Ada' }, wa_id: CUSTOMER }],
        messages: [
          {
            from: CUSTOMER,
            id: expect.stringMatching(/^wamid\./),
            timestamp: String(now / 1000),
            type: 'text',
            text: { body: 'Can you come at 11?' },
          },
        ],
      });

      now += 23 * 60 * 60 * 1000;
      await sandbox.sendWhatsApp(textBody('Yes, 11:00 it is'));
      await sandbox.sandbox.idle();
      expect(statusesOf(sandbox.received).map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);

      now += 2 * 60 * 60 * 1000;
      await sandbox.sendWhatsApp(textBody('See you then'));
      await sandbox.sandbox.idle();
      expect(statusesOf(sandbox.received).at(-1)).toMatchObject({ status: 'failed', errors: [{ code: 131047 }] });
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a bad or missing token with 401, and invalid parameters with 400, as Graph does', async () => {
    const sandbox = await startSandbox();
    try {
      const badToken = await sandbox.sendWhatsApp(TEMPLATE_BODY, 'EAAwrong');
      expect(badToken.status).toBe(401);
      expect(await bodyOf(badToken)).toEqual({
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: expect.any(String),
        },
      });
      const noToken = await sandbox.post(`/v21.0/${WHATSAPP.phoneNumberId}/messages`, TEMPLATE_BODY);
      expect(noToken.status).toBe(401);
      expect((await bodyOf(noToken)).error).toMatchObject({ type: 'OAuthException', code: 104 });

      const noProduct = await sandbox.sendWhatsApp({ ...TEMPLATE_BODY, messaging_product: undefined });
      expect(noProduct.status).toBe(400);
      expect((await bodyOf(noProduct)).error).toMatchObject({
        message: codedMessage(100, 'The parameter messaging_product is required.'),
        type: 'OAuthException',
        code: 100,
      });
      const noBody = await sandbox.sendWhatsApp({ ...textBody(''), text: {} });
      expect((await bodyOf(noBody)).error.message).toBe(codedMessage(100, "The parameter text['body'] is required."));

      const otherNumber = await sandbox.post('/v21.0/999/messages', TEMPLATE_BODY, {
        authorization: `Bearer ${WHATSAPP.accessToken}`,
      });
      expect(otherNumber.status).toBe(400);
      expect((await bodyOf(otherNumber)).error).toMatchObject({
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });

      await sandbox.sandbox.idle();
      expect(sandbox.received).toEqual([]);
      expect(await getJson(`${sandbox.url}/api/messages`)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});
