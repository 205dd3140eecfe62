import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SETUP_TIMEOUT_MS } from './build-app';

export interface SmtpCatcher {
  /** The app's settings naming the server (SMTP_URL), filled in before the app is built. */
  readonly env: Record<string, string>;
  /** Every message accepted so far, parsed. */
  readonly received: ParsedMail[];
  /** Refuses every message to `recipient` with the reply `code message`, e.g. 552 Mailbox full. */
  refuse(recipient: string, code: number, message: string): void;
  /** Accepts messages to `recipient` again (the customer made room in their mailbox). */
  accept(recipient: string): void;
}

/**
 * A real SMTP server (the `smtp-server` package) on an ephemeral port for the suite, started before
 * and closed after it: call it above `useTestApp`, passing it `env`. No TLS, no login; it accepts every
 * message except those to recipients a test has it refuse.
 */
export function useSmtpCatcher(): SmtpCatcher {
  const received: ParsedMail[] = [];
  const refusals = new Map<string, { code: number; message: string }>();
  const env: Record<string, string> = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    env,
    received,
    refuse(recipient, code, message) {
      refusals.set(recipient.toLowerCase(), { code, message });
    },
    accept(recipient) {
      refusals.delete(recipient.toLowerCase());
    },
  };
}
