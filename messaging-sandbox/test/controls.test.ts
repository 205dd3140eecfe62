import { codedMessage } from '../src/graph-errors';
import { bodyOf, getJson, CUSTOMER, startSandbox, statusesOf, TEMPLATE_BODY } from './helpers';

describe('the controls over the next message to a number', () => {
  it('fails the next message once: WhatsApp 131026, SMS "Message Failed"', async () => {
    const sandbox = await startSandbox();
    try {
      const set = await sandbox.post('/api/controls', { phone: `+${CUSTOMER}`, next: 'fail' });
      expect(await bodyOf(set)).toMatchObject({ number: CUSTOMER, next: { kind: 'fail' } });
      expect((await sandbox.sendWhatsApp(TEMPLATE_BODY)).status).toBe(200);
      await sandbox.sendWhatsApp(TEMPLATE_BODY);
      await sandbox.sandbox.idle();
      expect(statusesOf(sandbox.received).map((status) => [status.status, status.errors?.[0]?.code])).toEqual([
        ['failed', 131026],
        ['sent', undefined],
        ['delivered', undefined],
        ['read', undefined],
      ]);

      await sandbox.post('/api/controls', { phone: CUSTOMER, next: 'fail' });
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi' });
      await sandbox.sandbox.idle();
      expect(sandbox.received.filter((hit) => hit.path === '/termii').map((hit) => hit.body.status)).toEqual([
        'Message Failed',
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('delays the next message by the seconds given', async () => {
    const sandbox = await startSandbox();
    try {
      await sandbox.post('/api/controls', { phone: CUSTOMER, next: 'delay', seconds: 0.3 });
      const started = Date.now();
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi' });
      expect(sandbox.received).toEqual([]);
      const [message] = await getJson(`${sandbox.url}/api/messages?to=${CUSTOMER}`);
      expect(message.status).toBe('Message Sent');
      await sandbox.sandbox.idle();
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(sandbox.received.map((hit) => hit.body.status)).toEqual(['Delivered']);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses the next send: WhatsApp 130429 "Rate limit hit", Termii 400; nothing is recorded', async () => {
    const sandbox = await startSandbox();
    try {
      await sandbox.post('/api/controls', { phone: CUSTOMER, next: 'refuse' });
      const refused = await sandbox.sendWhatsApp(TEMPLATE_BODY);
      expect(refused.status).toBe(400);
      expect((await bodyOf(refused)).error).toMatchObject({
        message: codedMessage(130429, 'Rate limit hit'),
        code: 130429,
        error_data: { messaging_product: 'whatsapp' },
      });
      await sandbox.post('/api/controls', { phone: CUSTOMER, next: 'refuse' });
      const refusedSms = await sandbox.sendSms({ to: CUSTOMER, sms: 'Hi' });
      expect(refusedSms.status).toBe(400);
      expect(await bodyOf(refusedSms)).toEqual({ code: 400, message: 'Message Rejected' });
      await sandbox.sandbox.idle();
      expect(sandbox.received).toEqual([]);
      expect(await getJson(`${sandbox.url}/api/messages?to=${CUSTOMER}`)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('puts a number on the DND register and takes it off, and refuses a bad control', async () => {
    const sandbox = await startSandbox();
    try {
      expect(await bodyOf(await sandbox.post('/api/controls', { phone: CUSTOMER, dnd: true }))).toMatchObject({
        dnd: true,
        next: null,
      });
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Offer', channel: 'generic' });
      await sandbox.sandbox.idle();
      await sandbox.post('/api/controls', { phone: CUSTOMER, dnd: false });
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Offer', channel: 'generic' });
      await sandbox.sandbox.idle();
      expect(sandbox.received.map((hit) => hit.body.status)).toEqual(['DND Active on Phone Number', 'Delivered']);

      const bad = await sandbox.post('/api/controls', { phone: CUSTOMER, next: 'delay' });
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad)).error).toMatch(/seconds/);
      expect((await sandbox.post('/api/controls', { phone: '12', next: 'fail' })).status).toBe(400);
    } finally {
      await sandbox.close();
    }
  });
});
