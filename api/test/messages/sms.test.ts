/**
 * SMS (docs/ARCHITECTURE.md, "Background jobs and the outbox"): the Termii sender against a local stub
 * of its send endpoint that checks each request, and the reminder going by SMS when a provider is set.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receiptPath } from '@clean/shared/paths';
import { sql } from 'drizzle-orm';
import { internationalNigerianPhone, termiiSmsSender } from '../../src/messages/sms';
import { queueDueReminders } from '../../src/services/reminders';
import { JobClock, scriptedVerifier, useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, queryRows } from '../helpers/fixtures';
import { useSmtpCatcher } from '../helpers/smtp-catcher';

const API_KEY = 'TLtest-key-0123456789';
const SITE_URL = 'https://www.sparkle.example';

interface TermiiRequest {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** Termii's send endpoint as documented: answers 200 to a well-formed request, 401 to a wrong key. */
function useTermiiStub() {
  const received: TermiiRequest[] = [];
  let server: Server | undefined;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body });
        const valid = request.method === 'POST' && request.url === '/api/sms/send' && body.api_key === API_KEY;
        response.writeHead(valid ? 200 : 401, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify(
            valid
              ? { code: 'ok', message_id: `m-${received.length}`, message: 'Successfully Sent', balance: 9 }
              : { message: 'Invalid API key' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    received,
    get url() {
      return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    },
  };
}

describe('SMS through Termii', () => {
  const termii = useTermiiStub();

  it('posts the documented body to /api/sms/send, and throws the provider’s reason when refused', async () => {
    const sender = termiiSmsSender({ baseUrl: termii.url, apiKey: API_KEY, senderId: 'Sparkle' });
    expect(await sender.send('+2348031234567', 'Hello from the crew')).toMatch(/^m-\d+$/);
    expect(termii.received.at(-1)).toEqual({
      path: '/api/sms/send',
      contentType: 'application/json',
      body: {
        api_key: API_KEY,
        to: '2348031234567',
        from: 'Sparkle',
        sms: 'Hello from the crew',
        type: 'plain',
        channel: 'dnd',
      },
    });
    const wrongKey = termiiSmsSender({ baseUrl: termii.url, apiKey: 'wrong-key-000', senderId: 'Sparkle' });
    await expect(wrongKey.send('+2348031234567', 'x')).rejects.toThrow('Termii refused the SMS (401)');
  });

  it('reads Nigerian numbers in every usual spelling as +234…', () => {
    expect(internationalNigerianPhone('0803 123 4567')).toBe('+2348031234567');
    expect(internationalNigerianPhone('+234 803 123 4567')).toBe('+2348031234567');
    expect(internationalNigerianPhone('2348031234567')).toBe('+2348031234567');
    expect(internationalNigerianPhone('0203 123 4567')).toBeNull();
  });
});

describeEachDatabase('reminders by SMS when Termii is configured and the customer chose no channel', (kind) => {
  const termii = useTermiiStub();
  const smtp = useSmtpCatcher();
  const payments = scriptedVerifier();
  const jobClock = new JobClock('2030-01-07T08:30:00Z');
  const env = Object.assign(smtp.env, {
    SITE_URL,
    TERMII_API_KEY: API_KEY,
    TERMII_SENDER_ID: 'Sparkle',
    TERMII_SECRET_KEY: 'termii-test-secret',
  });
  // The stub's port is known once it listens: the app reads it at build time through this getter.
  Object.defineProperty(env, 'TERMII_API_URL', { enumerable: true, get: () => termii.url });
  const t = useTestApp(kind, { env, jobClock, paymentVerifier: payments.verifier });

  it('a paid visit’s reminder goes by SMS to its phone (the order: WhatsApp, not chosen, then SMS)', async () => {
    const choice = await firstChoice(t);
    const answer = await book(t, choice, { email: 'sms.reminder@example.ng', date: '2030-01-08', time: '9:00 AM' });
    payments.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-08',
        time: '9:00 AM',
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.statusCode).toBe(200);
    const [{ phone } = { phone: '' }] = await queryRows<{ phone: string }>(
      t.database.handle,
      sql`SELECT phone FROM appointments WHERE id = ${answer.appointmentId}`,
    );

    const deps = { ...t.app.unitOfWork, outbox: t.app.repos.outbox, hoursBefore: 24 };
    expect(await queueDueReminders(deps, t.clock.now())).toBe(1);
    const reminders = () =>
      queryRows<{ kind: string; channel: string; recipient: string; status: string }>(
        t.database.handle,
        sql`SELECT kind, channel, recipient, status FROM outbox_messages
            WHERE appointment_id = ${answer.appointmentId} AND kind LIKE 'reminder%' ORDER BY kind`,
      );
    // A tick does not wait for the handlers (SMTP, HTTP): the bound is real time.
    await until('the reminders sent', async () => (await reminders()).every((row) => row.status === 'sent'), {
      timeoutMs: 90_000,
      between: () => jobClock.tick(2000),
    });
    expect(await reminders()).toEqual([
      { kind: 'reminder', channel: 'sms', recipient: internationalNigerianPhone(phone), status: 'sent' },
    ]);
    const sms = termii.received.filter(
      (request) =>
        request.body.to === internationalNigerianPhone(phone)?.slice(1) &&
        String(request.body.sms).includes('reminder'),
    );
    expect(sms).toHaveLength(1);
    expect(String(sms[0]?.body.sms)).toContain(`${SITE_URL}${receiptPath(answer.reference)}`);
  });
});
