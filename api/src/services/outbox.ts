/**
 * The outbox as the console shows it (docs/PRODUCT.md#admin-console): every message, and
 * Resend, which queues a copy (a new message and its delivery job, in one transaction) so the original
 * keeps its record. For a failed message this is its retry.
 */
import type { MessageChannel, OutboxMessage, OutboxStatus } from '@clean/shared/schemas';
import { isErased } from '../db/outbox-payloads';
import { LINK_KINDS } from '../db/schema';
import { conflict } from '../http/http-errors';
import { channelFacts, channelRefusal, reachOf, recipientOn } from '../messages/channel-order';
import { isBookingMessage } from '../messages/compose';
import type { ChannelRepository } from '../repositories/channel-repository';
import type { OutboxRepository, OutboxRow } from '../repositories/outbox-repository';
import type { UnitOfWork } from '../db/transaction';

/** One page of the outbox, each message with the fallback that replaced it (if any). */
export async function listOutbox(
  deps: { outbox: Pick<OutboxRepository, 'page' | 'fallbacksOf'> },
  filter: { status?: OutboxStatus | undefined; channel?: MessageChannel | undefined; recipient?: string | undefined },
  page: number,
  pageSize: number,
): Promise<{ messages: OutboxMessage[]; total: number }> {
  const found = await deps.outbox.page(filter, (page - 1) * pageSize, pageSize);
  const fallbacks = await deps.outbox.fallbacksOf(found.rows.map((row) => row.id));
  return {
    messages: found.rows.map((row) => ({ ...toOutboxMessage(row), fallbackId: fallbacks.get(row.id) ?? null })),
    total: found.total,
  };
}

/** Why a message with no booking cannot be sent on a chosen channel. */
export const NO_BOOKING_TO_REACH =
  'This message belongs to no booking, so there is no phone or e-mail to send it to. Resend it as it was.';
/** Why an alert or a link cannot go by WhatsApp or SMS. */
export const ONLY_BOOKING_MESSAGES =
  'Only messages about a booking can go by WhatsApp or SMS. Resend it by e-mail instead.';

/** Why a data request's e-mail is never resent: its code is not kept (repositories/outbox-repository.ts). */
export const LINK_NOT_RESENT =
  'This e-mail held a one-time link that is not kept once sent. Ask the customer to ask again from their ' +
  'booking page: a new link is e-mailed to them.';

/** Why a message whose personal data was erased is never resent: there is nothing left to send. */
export const ERASED_NOT_RESENT =
  "This message's personal data was erased at the customer's request, so there is nothing left to resend.";

/**
 * A copy of message `id`, queued; null when there is none. A data request's e-mail is refused (409): a
 * copy would be a link without its code, or, while queued, a second working link. So is an erased
 * message: its copy could only fail.
 */
export async function resendMessage(
  deps: Pick<UnitOfWork, 'db'> & {
    outbox: Pick<OutboxRepository, 'find' | 'queueCopy' | 'configuredChannels'>;
    channels: Pick<ChannelRepository, 'contactOf'>;
  },
  id: string,
  channel?: MessageChannel,
): Promise<OutboxRow | null> {
  const original = await deps.outbox.find(id);
  if (!original) return null;
  if (isErased(original.payload)) throw conflict(ERASED_NOT_RESENT);
  if ((LINK_KINDS as readonly string[]).includes(original.kind)) throw conflict(LINK_NOT_RESENT);
  // A copy is asked for on purpose: no one-of-a-kind check.
  const copyId = await deps.db.transaction(async (tx) => {
    if (!channel) return deps.outbox.queueCopy(tx, original);
    if (channel !== 'email' && !isBookingMessage(original)) throw conflict(ONLY_BOOKING_MESSAGES);
    const contact = original.appointmentId ? await deps.channels.contactOf(original.appointmentId, tx) : null;
    if (!contact) throw conflict(NO_BOOKING_TO_REACH);
    const reach = reachOf(contact);
    const refusal = channelRefusal(channel, await channelFacts(tx, reach, deps.outbox.configuredChannels));
    if (refusal) throw conflict(refusal);
    return deps.outbox.queueCopy(tx, original, { channel, recipient: recipientOn(channel, reach) });
  });
  return copyId ? deps.outbox.find(copyId) : null;
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    _id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    channel: row.channel,
    delivery:
      row.deliveryState && row.deliveryAt
        ? { state: row.deliveryState, at: row.deliveryAt.toISOString(), reason: row.deliveryReason }
        : null,
    fallbackOf: row.fallbackOf,
    // Filled by the listing, which knows each message's fallback.
    fallbackId: null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
