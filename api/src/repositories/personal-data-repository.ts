/**
 * The personal data of a customer (docs/PRODUCT.md, "Your data"): what is tied to an email or a phone,
 * read for a download, and erased in place. Matching is exact: the email as the customer groups compare
 * it (trimmed, any case) and the phone by its national digits (+234 803… and 0803… are one number);
 * a name, or a phone of another number in the same format, matches nothing.
 *
 * Erasing keeps what the accounts need (amounts, dates, payment and refund state, the service bought)
 * and the booking's crew and status: it frees nothing already paid. The customer groups are regrouped
 * from the erased rows (repositories/customer-summaries.ts), so the stored customers stay equal to the
 * reference grouping.
 */
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, auditEvents, contactMessages, outboxMessages, refunds } from '../db/schema';
import { lowered, nationalPhone } from '../db/search-expressions';
import { emailKey, phoneKey } from '../domain/customer-groups';
import { CUSTOMER_ACTOR_ID } from '@clean/shared/schemas';
import { lockCustomers, regroupCustomers } from './customer-summaries';
import type { Transaction } from './locks';

export type AppointmentRow = typeof appointments.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Whose data: the email and phone a booking was made with. */
export interface DataSubject {
  email: string;
  phone: string;
}

/** What stands in for an erased name, so lists and the audit trail still read. */
export const ERASED_NAME = 'Erased customer';
/** A unique, undeliverable address per erasure (`.invalid` is reserved), so erased rows join no one. */
export const erasedEmail = (marker: string): string => `erased-${marker}@erased.invalid`;

function bookingsOf(subject: DataSubject): SQL {
  const email = emailKey(subject.email);
  const phone = phoneKey(subject.phone);
  const byEmail = email ? sql`${lowered(sql`trim(${appointments.email})`)} = ${email}` : undefined;
  const byPhone = phone.length >= 7 ? sql`${nationalPhone(appointments.phone)} = ${phone}` : undefined;
  return and(isNull(appointments.erasedAt), or(byEmail, byPhone) ?? sql`false`) as SQL;
}

const messagesOf = (subject: DataSubject): SQL =>
  and(
    isNull(contactMessages.erasedAt),
    sql`${lowered(sql`trim(${contactMessages.email})`)} = ${emailKey(subject.email)}`,
  ) as SQL;

export interface CustomerData {
  bookings: AppointmentRow[];
  messages: ContactMessageRow[];
  refunds: RefundRow[];
}

/** Every booking (deleted ones too: they keep their details), message and refund of the subject. */
export async function customerData(db: Pick<Database, 'select'>, subject: DataSubject): Promise<CustomerData> {
  const bookings = await db.select().from(appointments).where(bookingsOf(subject)).orderBy(appointments.createdAt);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(messagesOf(subject))
    .orderBy(contactMessages.createdAt);
  const ids = bookings.map((row) => row.id);
  const refundRows =
    ids.length === 0
      ? []
      : await db.select().from(refunds).where(inArray(refunds.appointmentId, ids)).orderBy(refunds.createdAt);
  return { bookings, messages, refunds: refundRows };
}

export interface Erased {
  bookings: number;
  messages: number;
}

/**
 * Erases the personal fields of `bookingIds` and `messageIds` in `tx` (at `now`, `marker` naming the
 * erasure in the placeholder address): the bookings' names, contact, address, notes, cancel reason and
 * client address; the messages' name, address and text; the outbox messages that carried them (queued
 * ones will not be sent); the customer's own name in the audit trail of those bookings.
 */
export async function erasePersonalData(
  tx: Transaction,
  rows: {
    bookings: readonly Pick<AppointmentRow, 'id' | 'firstName' | 'lastName' | 'customerId'>[];
    messageIds: readonly string[];
  },
  marker: string,
  now: Date,
): Promise<Erased> {
  const bookingIds = rows.bookings.map((row) => row.id);
  const customers = rows.bookings.flatMap((row) => (row.customerId ? [row.customerId] : []));
  if (bookingIds.length > 0) {
    await lockCustomers(tx, customers);
    await tx
      .update(appointments)
      .set({
        firstName: ERASED_NAME,
        lastName: '',
        email: erasedEmail(marker),
        phone: '',
        address: '',
        notes: '',
        cancelReason: null,
        clientAddress: null,
        // The hash of the request body is made of the erased fields.
        requestHash: null,
        erasedAt: now,
      })
      .where(inArray(appointments.id, bookingIds));
    await regroupCustomers(tx, customers);
    // The customer's own changes name them as the actor; every summary names the booking by its name.
    await tx
      .update(auditEvents)
      .set({ adminName: ERASED_NAME, adminEmail: '' })
      .where(
        and(
          eq(auditEvents.adminId, CUSTOMER_ACTOR_ID),
          eq(auditEvents.subject, 'appointment'),
          inArray(auditEvents.subjectId, bookingIds),
        ),
      );
    for (const row of rows.bookings) {
      const name = `${row.firstName} ${row.lastName}`;
      await tx
        .update(auditEvents)
        .set({ summary: sql`replace(${auditEvents.summary}, ${name}, ${ERASED_NAME})` })
        .where(and(eq(auditEvents.subject, 'appointment'), eq(auditEvents.subjectId, row.id)));
    }
  }
  if (rows.messageIds.length > 0) {
    await tx
      .update(contactMessages)
      .set({ name: ERASED_NAME, email: erasedEmail(marker), subject: 'Erased', message: '', erasedAt: now })
      .where(inArray(contactMessages.id, [...rows.messageIds]));
  }
  const byBooking = bookingIds.length > 0 ? inArray(outboxMessages.appointmentId, bookingIds) : undefined;
  const byMessage =
    rows.messageIds.length > 0
      ? and(
          eq(outboxMessages.kind, 'admin-contact-message'),
          inArray(sql`${outboxMessages.payload}->>'id'`, [...rows.messageIds]),
        )
      : undefined;
  const carriers = or(byBooking, byMessage);
  if (carriers) {
    // The facts a message was written with are the erased ones: it keeps its kind and dates only.
    await tx
      .update(outboxMessages)
      .set({
        payload: { erased: true },
        status: sql`CASE WHEN ${outboxMessages.status} = 'queued' THEN 'failed' ELSE ${outboxMessages.status} END`,
        lastError: sql`CASE WHEN ${outboxMessages.status} = 'queued' THEN 'Not sent: the personal data was erased' ELSE ${outboxMessages.lastError} END`,
        recipient: sql`CASE WHEN ${outboxMessages.kind} LIKE 'admin-%' THEN ${outboxMessages.recipient} ELSE 'erased' END`,
        updatedAt: now,
      })
      .where(carriers);
  }
  return { bookings: bookingIds.length, messages: rows.messageIds.length };
}

/** Bookings whose visit was before `before` and messages sent before `messagesBefore`, not yet erased. */
export async function pastRetention(
  db: Pick<Database, 'select'>,
  bookingsBefore: string,
  messagesBefore: Date,
  limit: number,
): Promise<{ bookings: AppointmentRow[]; messageIds: string[] }> {
  const bookings = await db
    .select()
    .from(appointments)
    .where(and(isNull(appointments.erasedAt), lt(appointments.date, bookingsBefore)))
    .orderBy(appointments.date)
    .limit(limit);
  const messages = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(isNull(contactMessages.erasedAt), lt(contactMessages.createdAt, messagesBefore)))
    .orderBy(contactMessages.createdAt)
    .limit(limit);
  return { bookings, messageIds: messages.map((row) => row.id) };
}
