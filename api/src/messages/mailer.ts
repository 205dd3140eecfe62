import { company } from '@clean/shared/content';
import nodemailer from 'nodemailer';
import type { ComposedMail } from './compose';

/** Sends one e-mail; throws with the server's reason when it refuses or cannot be reached. */
export interface Mailer {
  send(mail: ComposedMail): Promise<void>;
  close(): void;
}

/** How long one SMTP step (connect, greeting, each command) may take before the attempt fails. */
const SMTP_TIMEOUT_MS = 20_000;

export const defaultSender = (): string => `"${company.name}" <${company.email}>`;

/** A nodemailer SMTP transport (one connection per message: a few messages a minute at most). */
export function smtpMailer(smtpUrl: string, from: string = defaultSender()): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
