import type { OutboxKind } from '../db/schema';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../repositories/locks';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { bookingFacts } from './booking-facts';

/** Queues a message about a booking to its customer, in the transaction of the change that causes it. */
export async function queueBookingMessage(
  outbox: Pick<OutboxRepository, 'queue'>,
  tx: Transaction,
  kind: OutboxKind,
  row: AppointmentRow,
): Promise<void> {
  await outbox.queue(tx, { kind, recipient: row.email, appointmentId: row.id, payload: { ...bookingFacts(row) } });
}
