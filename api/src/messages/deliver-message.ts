import type { OutboxRepository } from '../repositories/outbox-repository';
import { composeMail, composeSms, isSms } from './compose';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';

export interface DeliveryDeps {
  outbox: Pick<OutboxRepository, 'find' | 'markSent' | 'markAttemptFailed'>;
  mailer: Mailer;
  sms: SmsSender;
  siteUrl: string;
  /** MANAGE_LINK_SECRET: the links in e-mails open the booking's manage page. */
  manageLinkSecret: string;
  now: () => Date;
}

/** Which attempt of its job this is, as the queue counts them. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * Sends one outbox message (the job of the 'deliver-message' queue). A message already sent or failed
 * is left alone. A failed attempt is recorded with the server's reason and thrown again, so the queue
 * retries it with backoff; after the last retry the message is 'failed'. The booking itself is never
 * touched.
 */
export async function deliverMessage(deps: DeliveryDeps, messageId: string, attempt: Attempt): Promise<void> {
  const message = await deps.outbox.find(messageId);
  if (!message || message.status !== 'queued') return;
  try {
    if (isSms(message)) await deps.sms.send(message.recipient, composeSms(message, deps.siteUrl));
    else await deps.mailer.send(await composeMail(message, deps));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.outbox.markAttemptFailed(messageId, reason, attempt.retryCount >= attempt.retryLimit, deps.now());
    throw error;
  }
  await deps.outbox.markSent(messageId, deps.now());
}
