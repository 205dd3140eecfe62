import type { BookingChange, BookingMessageKind } from '../db/outbox-payloads';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../db/transaction';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { bookingFacts } from './booking-facts';
import { channelsFor, reachOf, recipientOn } from './channel-order';

/** What queueing a message about a booking needs of the outbox. */
export type BookingMessageOutbox = Pick<OutboxRepository, 'queue' | 'configuredChannels'>;

/**
 * Queues a message about a booking to its customer, in the transaction of the change that causes it, on
 * the first channel its customer allows (messages/channel-order.ts); answers its id, or null when the
 * booking had one with that dedupe key already (on any channel). `dedupeKey` defaults to the kind (one
 * per booking); a repeatable message (a rebook) passes the kind and the change's id. `change` is what the
 * company changed and why, for the messages that say so.
 */
export async function queueBookingMessage(
  outbox: BookingMessageOutbox,
  tx: Transaction,
  kind: BookingMessageKind,
  row: AppointmentRow,
  dedupeKey: string = kind,
  change?: BookingChange,
): Promise<string | null> {
  const reach = reachOf(row);
  const [channel = 'email'] = await channelsFor(tx, kind, reach, outbox.configuredChannels);
  return outbox.queue(tx, {
    kind,
    recipient: recipientOn(channel, reach),
    channel,
    appointmentId: row.id,
    payload: { ...bookingFacts(row), ...(change ? { change } : {}) },
    dedupeKey,
    oncePerBooking: true,
  });
}
