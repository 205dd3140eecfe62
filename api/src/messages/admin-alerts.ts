/**
 * Messages to the admins (README, E-mail): a new paid booking (at once or in a daily digest), a payment
 * needing attention and a new contact message (at once). Each admin chooses in their profile; disabled
 * accounts get none. Queued in the transaction of the change, one outbox row per admin.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContactAlertFacts, OutboxPayloads } from '../db/outbox-payloads';
import { admins, outboxMessages } from '../db/schema';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../db/transaction';
import type { OutboxRepository } from '../repositories/outbox-repository';
import { bookingFacts } from './booking-facts';

type Outbox = Pick<OutboxRepository, 'queue'>;

/** The e-mails of the enabled admins who asked for an alert (`wants`), read in `tx`. */
async function recipients(tx: Transaction, wants: SQL): Promise<string[]> {
  const rows = await tx
    .select({ email: admins.email })
    .from(admins)
    .where(and(isNull(admins.disabledAt), wants));
  return rows.map((row) => row.email);
}

type AlertKind = 'admin-new-booking' | 'admin-payment-attention' | 'admin-contact-message' | 'admin-booking-digest';

async function queueToEach<K extends AlertKind>(
  outbox: Outbox,
  tx: Transaction,
  emails: string[],
  kind: K,
  appointmentId: string | null,
  payload: OutboxPayloads[K],
): Promise<number> {
  let queued = 0;
  for (const recipient of emails) {
    // A booking's alert once per admin (a replayed payment queues nothing more).
    const dedupeKey = appointmentId ? kind : null;
    if (await outbox.queue(tx, { kind, recipient, appointmentId, payload, dedupeKey })) queued += 1;
  }
  return queued;
}

/** A booking was paid: the admins who want it at once hear now (the digest ones, next morning). */
export async function queueNewBookingAlerts(outbox: Outbox, tx: Transaction, row: AppointmentRow): Promise<number> {
  const emails = await recipients(tx, eq(admins.alertNewBooking, 'at-once'));
  return queueToEach(outbox, tx, emails, 'admin-new-booking', row.id, { ...bookingFacts(row) });
}

/** A payment needs the company's attention (`reason`, in words): every admin who wants it, at once. */
export async function queuePaymentAttentionAlerts(
  outbox: Outbox,
  tx: Transaction,
  row: AppointmentRow,
  reason: string,
): Promise<number> {
  const emails = await recipients(tx, eq(admins.alertPaymentAttention, true));
  return queueToEach(outbox, tx, emails, 'admin-payment-attention', row.id, { ...bookingFacts(row), reason });
}

export async function queueContactMessageAlerts(
  outbox: Outbox,
  tx: Transaction,
  message: ContactAlertFacts,
): Promise<number> {
  const emails = await recipients(tx, eq(admins.alertContactMessage, true));
  return queueToEach(outbox, tx, emails, 'admin-contact-message', null, { ...message });
}

/**
 * The daily digest of the bookings paid in the day before `day` (Lagos dates): one message per admin
 * who chose it; nothing when no booking was paid.
 */
export async function queueBookingDigests(
  outbox: Outbox,
  tx: Transaction,
  day: string,
  paid: AppointmentRow[],
): Promise<number> {
  if (paid.length === 0) return 0;
  // A second run for the same day (a retried job) skips the admins who have theirs.
  const sent = await tx
    .select({ recipient: outboxMessages.recipient })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'admin-booking-digest'), sql`${outboxMessages.payload}->>'day' = ${day}`));
  const already = new Set(sent.map((row) => row.recipient));
  const emails = (await recipients(tx, eq(admins.alertNewBooking, 'daily-digest'))).filter((to) => !already.has(to));
  return queueToEach(outbox, tx, emails, 'admin-booking-digest', null, { day, bookings: paid.map(bookingFacts) });
}
