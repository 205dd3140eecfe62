import type { OutboxKind } from '../db/schema';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../repositories/locks';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { bookingFacts } from './booking-facts';

/**
 * Queues a message about a booking to its customer, in the transaction of the change that causes it;
 * answers its id, or null when the booking had one of that kind already.
 */
export async function queueBookingMessage(
  outbox: Pick<OutboxRepository, 'queue'>,
  tx: Transaction,
  kind: OutboxKind,
  row: AppointmentRow,
): Promise<string | null> {
  return outbox.queue(tx, { kind, recipient: row.email, appointmentId: row.id, payload: { ...bookingFacts(row) } });
}
