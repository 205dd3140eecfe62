import { bodyOf, getJson, CUSTOMER, DND_NUMBER, expectedTermiiSignature, startSandbox, TERMII } from './helpers';

const reports = (received: { path: string; body: { status: string } }[]) =>
  received.filter((hit) => hit.path === '/termii').map((hit) => hit.body);

describe('the Termii SMS send call', () => {
  it('answers like Termii and reports the dnd route delivered, to a DND number too, signed', async () => {
    const sandbox = await startSandbox();
    try {
      const response = await sandbox.sendSms({ to: DND_NUMBER, sms: 'Your crew arrives at 10:00', channel: 'dnd' });
      expect(response.status).toBe(200);
      const answer = await bodyOf(response);
      expect(answer).toEqual({
        message_id: expect.stringMatching(/^\d{19}$/),
        message: 'Successfully Sent',
        balance: TERMII.balance - 4,
        user: TERMII.user,
      });
      await sandbox.sandbox.idle();
      const [hook] = sandbox.received;
      expect(hook!.headers['x-termii-signature']).toBe(expectedTermiiSignature(hook!.raw));
      expect(hook!.body).toEqual({
        type: 'outbound',
        id: expect.any(String),
        message_id: answer.message_id,
        receiver: DND_NUMBER,
        sender: 'Sparkle',
        message: 'Your crew arrives at 10:00',
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        cost: '4',
        status: 'Delivered',
        channel: 'dnd',
      });
    } finally {
      await sandbox.close();
    }
  });

  it('accepts the generic route to a DND number but never delivers it (DND Active on Phone Number)', async () => {
    const sandbox = await startSandbox();
    try {
      const toDnd = await sandbox.sendSms({ to: DND_NUMBER, sms: 'Offer', channel: 'generic' });
      expect((await bodyOf(toDnd)).message).toBe('Successfully Sent');
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Offer', channel: 'generic' });
      await sandbox.sandbox.idle();
      expect(
        reports(sandbox.received)
          .map((report) => report.status)
          .sort(),
      ).toEqual(['DND Active on Phone Number', 'Delivered']);
      const [message] = await getJson(`${sandbox.url}/api/messages?to=${DND_NUMBER}`);
      expect(message).toMatchObject({ channel: 'sms', route: 'generic', status: 'DND Active on Phone Number' });
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a wrong API key and an unregistered sender ID as Termii does', async () => {
    const sandbox = await startSandbox();
    try {
      const badKey = await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi', api_key: 'TLwrong' });
      expect(badKey.status).toBe(401);
      expect(await bodyOf(badKey)).toEqual({ code: 401, message: 'Invalid API key' });
      const badSender = await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi', from: 'Unknown' });
      expect(badSender.status).toBe(404);
      expect(await bodyOf(badSender)).toEqual({
        code: 404,
        message: 'ApplicationSenderId not found for applicationId: 1 and senderName: Unknown',
      });
      const badRoute = await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi', channel: 'voice' });
      expect(badRoute.status).toBe(400);
      await sandbox.sandbox.idle();
      expect(sandbox.received).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

describe("a customer's SMS to the sender ID", () => {
  it('is recorded and POSTed as an inbound event, signed; the page sends one too', async () => {
    const sandbox = await startSandbox();
    try {
      const response = await sandbox.post('/api/replies', { from: `+${CUSTOMER}`, text: 'STOP', channel: 'sms' });
      expect(response.status).toBe(201);
      expect(await bodyOf(response)).toMatchObject({ channel: 'sms', direction: 'inbound', status: 'Received' });
      const page = await fetch(`${sandbox.url}/phones/${CUSTOMER}/sms-reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ text: 'Thanks' }),
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      await sandbox.sandbox.idle();
      const hooks = sandbox.received.filter((hit) => hit.path === '/termii');
      expect(hooks.map((hit) => hit.headers['x-termii-signature'])).toEqual(
        hooks.map((hit) => expectedTermiiSignature(hit.raw)),
      );
      expect(hooks.map((hit) => hit.body)).toEqual([
        {
          type: 'inbound',
          id: expect.stringMatching(/^\d+$/),
          sender: CUSTOMER,
          receiver: 'Sparkle',
          message: 'STOP',
          sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          channel: 'generic',
        },
        expect.objectContaining({ type: 'inbound', message: 'Thanks' }),
      ]);
      const messages = await getJson(`${sandbox.url}/api/messages?to=${CUSTOMER}`);
      expect(messages.map((message: { text: string }) => message.text)).toEqual(['STOP', 'Thanks']);
      const bad = await sandbox.post('/api/replies', { from: CUSTOMER, text: 'Hi', channel: 'fax' });
      expect(bad.status).toBe(400);
    } finally {
      await sandbox.close();
    }
  });
});
