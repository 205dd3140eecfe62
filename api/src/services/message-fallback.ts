/**
 * One fallback per failure (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): a message about a booking
 * that failed on its channel (refused after its last retry, or reported failed) goes once more on the
 * next channel its customer allows. A fallback that fails gets none; admin alerts, crew links, data
 * request links and inbox answers get none either (they are not messages about a booking).
 */
import { isErased } from '../db/outbox-payloads';
import type { UnitOfWork } from '../db/transaction';
import { channelsFor, reachOf, recipientOn } from '../messages/channel-order';
import { isBookingMessage } from '../messages/compose';
import type { ChannelRepository } from '../repositories/channel-repository';
import type { OutboxRepository, OutboxRow } from '../repositories/outbox-repository';

export interface FallbackDeps extends Pick<UnitOfWork, 'db'> {
  outbox: Pick<OutboxRepository, 'queueFallback' | 'configuredChannels'>;
  channels: Pick<ChannelRepository, 'contactOf'>;
}

/** Queues the fallback of a failed message; answers its id, or null when there is none (or it exists). */
export async function queueFallback(deps: FallbackDeps, failed: OutboxRow): Promise<string | null> {
  if (!isBookingMessage(failed) || failed.fallbackOf || !failed.appointmentId || isErased(failed.payload)) return null;
  const { appointmentId, kind } = failed;
  return deps.db.transaction(async (tx) => {
    const contact = await deps.channels.contactOf(appointmentId, tx);
    if (!contact) return null;
    const reach = reachOf(contact);
    const channels = await channelsFor(tx, kind, reach, deps.outbox.configuredChannels);
    const at = channels.indexOf(failed.channel);
    const next = at >= 0 ? channels[at + 1] : channels.find((channel) => channel !== failed.channel);
    if (!next) return null;
    return deps.outbox.queueFallback(tx, failed, { channel: next, recipient: recipientOn(next, reach) });
  });
}
