/**
 * An admin's answer to a customer's WhatsApp message, from the console's inbox (docs/PRODUCT.md,
 * "Messages on WhatsApp and SMS"): free text, which WhatsApp takes only within WHATSAPP_SESSION_HOURS
 * of the customer's last message. Queued as a 'whatsapp-reply' (no fallback: a refusal just fails it).
 */
import { WHATSAPP_SESSION_HOURS, WINDOW_CLOSED, type ConversationMessage } from '@clean/shared/schemas';
import type { UnitOfWork } from '../db/transaction';
import { toE164 } from '../domain/phone-number';
import { badRequest, conflict } from '../http/http-errors';
import type { ChannelRepository } from '../repositories/channel-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';

export interface ReplyDeps extends Pick<UnitOfWork, 'db'> {
  outbox: Pick<OutboxRepository, 'queue' | 'find' | 'configuredChannels'>;
  channels: Pick<ChannelRepository, 'lastInboundAt' | 'latestBookingOf'>;
}

export const NOT_A_PHONE = 'This is not a phone number. Open the conversation from the inbox.';
export const WHATSAPP_NOT_SET_UP = 'WhatsApp is not set up on this site, so no answer can go there.';

/** Queues the answer; answers it as the thread shows it. */
export async function queueConversationReply(
  deps: ReplyDeps,
  phoneParam: string,
  text: string,
  admin: { name: string },
  now: Date,
): Promise<ConversationMessage> {
  const phone = toE164(phoneParam);
  if (!phone) throw badRequest(NOT_A_PHONE, [{ field: 'phone', message: NOT_A_PHONE }]);
  if (!deps.outbox.configuredChannels.includes('whatsapp')) throw conflict(WHATSAPP_NOT_SET_UP);
  const last = await deps.channels.lastInboundAt(phone, 'whatsapp');
  if (!last || now.getTime() - last.getTime() > WHATSAPP_SESSION_HOURS * 3_600_000) throw conflict(WINDOW_CLOSED);
  const id = await deps.db.transaction(async (tx) =>
    deps.outbox.queue(tx, {
      kind: 'whatsapp-reply',
      channel: 'whatsapp',
      recipient: phone,
      appointmentId: await deps.channels.latestBookingOf(phone, tx),
      payload: { text },
      sentBy: admin.name,
    }),
  );
  const row = id ? await deps.outbox.find(id) : null;
  if (!row) throw new Error('The answer was not written');
  return {
    _id: row.id,
    direction: 'out',
    channel: 'whatsapp',
    text,
    at: row.createdAt.toISOString(),
    delivery: null,
    sentBy: admin.name,
  };
}
