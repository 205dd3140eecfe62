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
 * queued. A WhatsApp or SMS message keeps the provider's id, by which its reports find it. The booking
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
    if (final) await deps.onFailed(message);
    throw error;
  }
  await deps.outbox.markSent(messageId, deps.now(), providerMessageId);
}
