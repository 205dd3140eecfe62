import type { BookingChange, BookingMessageKind } from '../db/outbox-payloads';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../db/transaction';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { bookingFacts } from './booking-facts';

/**
 * Queues a message about a booking to its customer, in the transaction of the change that causes it;
 * answers its id, or null when the booking had one with that dedupe key already. `dedupeKey` defaults
 * to the kind (one per booking); a repeatable message (a rebook) passes the kind and the change's id.
 * `change` is what the company changed and why, for the messages that say so.
 */
export async function queueBookingMessage(
  outbox: Pick<OutboxRepository, 'queue'>,
  tx: Transaction,
  kind: BookingMessageKind,
  row: AppointmentRow,
  dedupeKey: string = kind,
  change?: BookingChange,
): Promise<string | null> {
  return outbox.queue(tx, {
    kind,
    recipient: row.email,
    appointmentId: row.id,
    payload: { ...bookingFacts(row), ...(change ? { change } : {}) },
    dedupeKey,
  });
}
