import { retryWhileUnreachable } from '../db/unreachable';
import type { OutboxRepository, OutboxRow } from '../repositories/outbox-repository';
import { composeMail, composeSms, composeWhatsApp } from './compose';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';
import type { WhatsAppSender } from './whatsapp';

export interface DeliveryDeps {
  outbox: Pick<OutboxRepository, 'find' | 'markSent' | 'markAttemptFailed'>;
  mailer: Mailer;
  sms: SmsSender;
  /** Null when WhatsApp is not configured: a message queued on it then fails with that reason. */
  whatsapp: WhatsAppSender | null;
  siteUrl: string;
  /** MANAGE_LINK_SECRET: the links in messages open the booking's manage page. */
  manageLinkSecret: string;
  now: () => Date;
  /** After a message's last attempt failed: its next channel, once (services/message-fallback.ts). */
  onFailed: (message: OutboxRow) => Promise<void>;
}

/** Which attempt of its job this is, as the queue counts them. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * How long what follows a send (its record, a failed message's fallback) waits for a database that went
 * away meanwhile. Short of the queue's job expiry (15 minutes), after which another process would take
 * the job and, finding the message still queued, send it again.
 */
const RECORD_WAIT_MS = 10 * 60_000;

/** Retries `work` while the database is unreachable, for up to RECORD_WAIT_MS. */
const despiteOutage = <T>(work: () => Promise<T>): Promise<T> =>
  retryWhileUnreachable(work, { until: Date.now() + RECORD_WAIT_MS });

/** Sends a message on its channel; answers the provider's id of it (null for e-mail and a logged SMS). */
async function send(deps: DeliveryDeps, message: OutboxRow): Promise<string | null> {
  switch (message.channel) {
    case 'email':
      await deps.mailer.send(await composeMail(message, deps));
      return null;
    case 'sms':
      return deps.sms.send(message.recipient, composeSms(message, deps));
    case 'whatsapp': {
      if (!deps.whatsapp) throw new Error('WhatsApp is not configured on this site');
      const content = composeWhatsApp(message, deps);
      return 'text' in content
        ? deps.whatsapp.sendText(message.recipient, content.text)
        : deps.whatsapp.sendTemplate(message.recipient, content.template);
    }
  }
}

/**
 * Sends one outbox message on its channel (the job of the 'deliver-message' queue). A message already
 * sent or failed is left alone. A failed attempt is recorded with the provider's reason and thrown again,
 * so the queue retries it with backoff; after the last retry the message is 'failed' and its fallback is
 * queued. A WhatsApp or SMS message keeps the provider's id, by which its reports find it. A database
 * that goes away after the send is waited for, so the message is recorded, not sent again. The booking
 * itself is never touched.
 */
export async function deliverMessage(deps: DeliveryDeps, messageId: string, attempt: Attempt): Promise<void> {
  const message = await deps.outbox.find(messageId);
  if (!message || message.status !== 'queued') return;
  let providerMessageId: string | null;
  try {
    providerMessageId = await send(deps, message);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = attempt.retryCount >= attempt.retryLimit;
    await deps.outbox.markAttemptFailed(messageId, reason, final, deps.now());
    // Recorded as failed: a retry of the job would find it so and never queue the fallback.
    if (final) await despiteOutage(() => deps.onFailed(message));
    throw error;
  }
  // It has left: unrecorded, a retry of the job would send it again (docs/ARCHITECTURE.md, "When
  // PostgreSQL or Redis is down").
  await despiteOutage(() => deps.outbox.markSent(messageId, deps.now(), providerMessageId));
}
