/**
 * The personal data of a customer (docs/PRODUCT.md, "Your data"): what is tied to an email or a phone,
 * read for a download, and erased in place. A phone is matched only when one is given: a data request
 * gives the e-mail its link proved and no phone (docs/DECISIONS.md, "A data request covers only the
 * proved contact"). Matching is exact: the email as the customer groups compare
 * it (trimmed, any case) and the phone by its national digits (+234 803… and 0803… are one number);
 * a name, or a phone of another number in the same format, matches nothing.
 *
 * Erasing keeps what the accounts need (amounts, dates, payment and refund state, the service bought)
 * and the booking's crew and status: it frees nothing already paid. The customer groups are regrouped
 * from the erased rows (repositories/customer-summaries.ts), so the stored customers stay equal to the
 * reference grouping.
 *
 * Where else the erased data lived, and what happens to it (docs/DECISIONS.md, "Everything an erasure
 * reaches"): the outbox messages about those bookings and messages (payload, recipient, a failure reason
 * naming the address), the bookings' lines in the admins' daily digests, the delivery jobs' stored
 * failure output in the job queue, the customer's own sentences in the audit trail, the customer
 * summaries, the crew's photos of the home and notes at each visit, and (on a customer's request) their
 * plans.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointments,
  areaLeads,
  auditEvents,
  contactMessages,
  crews,
  inboundMessages,
  jobEvents,
  jobPhotos,
  LINK_KINDS,
  outboxMessages,
  plans,
  refunds,
} from '../db/schema';
import { JOB_SCHEMA, QUEUES } from '../jobs/job-queue';
import { lowered, nationalPhone } from '../db/search-expressions';
import { emailKey, phoneKey } from '../domain/customer-groups';
import { CUSTOMER_ACTOR_ID } from '@clean/shared/schemas';
import { lockCustomers, regroupCustomers, rowsOf } from './customer-summaries';
import type { Transaction } from '../db/transaction';
import { stepOrder, type JobEventRow, type JobPhotoRow } from './crew-job-repository';

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

/**
 * The contact fields of an erased booking or plan (they share their names). The landmark finds the
 * home as the address does; the area, like the city, stays.
 */
const erasedContact = (marker: string) => ({
  firstName: ERASED_NAME,
  lastName: '',
  email: erasedEmail(marker),
  phone: '',
  address: '',
  notes: '',
  landmark: null,
});

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

/**
 * Removes the subject's 'Tell me when you do' leads (docs/PRODUCT.md, "Areas and landmarks"): a lead is
 * nothing but its contact, so erasing it is deleting it. By the proved e-mail only, as for messages.
 */
export async function eraseAreaLeads(tx: Transaction, subject: DataSubject): Promise<number> {
  const email = emailKey(subject.email);
  if (!email) return 0;
  const gone = await tx
    .delete(areaLeads)
    .where(sql`${lowered(sql`trim(${areaLeads.email})`)} = ${email}`)
    .returning({ id: areaLeads.id });
  return gone.length;
}

export interface CustomerData {
  bookings: AppointmentRow[];
  messages: ContactMessageRow[];
  refunds: RefundRow[];
  /** The crew's steps at those bookings, oldest first, with the crew's name. */
  steps: (JobEventRow & { crewName: string })[];
  /** The crew's photos of those bookings, not erased, oldest first. */
  photos: JobPhotoRow[];
  /** What they wrote to us on WhatsApp or by SMS about those bookings, oldest first. */
  inbound: InboundMessageRow[];
}

export type InboundMessageRow = typeof inboundMessages.$inferSelect;

/**
 * Every booking (deleted ones too: they keep their details), message and refund of the subject, and what
 * the crew recorded at those bookings.
 */
export async function customerData(db: Pick<Database, 'select'>, subject: DataSubject): Promise<CustomerData> {
  const bookings = await db.select().from(appointments).where(bookingsOf(subject)).orderBy(appointments.createdAt);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(messagesOf(subject))
    .orderBy(contactMessages.createdAt);
  const ids = bookings.map((row) => row.id);
  if (ids.length === 0) return { bookings, messages, refunds: [], steps: [], photos: [], inbound: [] };
  const refundRows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.appointmentId, ids))
    .orderBy(refunds.createdAt);
  const steps = await db
    .select({ step: jobEvents, crewName: crews.name })
    .from(jobEvents)
    .innerJoin(crews, eq(crews.id, jobEvents.crewId))
    .where(inArray(jobEvents.appointmentId, ids))
    .orderBy(...stepOrder);
  const photos = await db
    .select()
    .from(jobPhotos)
    .where(and(inArray(jobPhotos.appointmentId, ids), isNull(jobPhotos.erasedAt)))
    .orderBy(jobPhotos.createdAt, jobPhotos.id);
  const inbound = await db
    .select()
    .from(inboundMessages)
    .where(inArray(inboundMessages.appointmentId, ids))
    .orderBy(inboundMessages.receivedAt, inboundMessages.id);
  return {
    bookings,
    messages,
    refunds: refundRows,
    steps: steps.map((row) => ({ ...row.step, crewName: row.crewName })),
    photos,
    inbound,
  };
}

export interface Erased {
  bookings: number;
  messages: number;
}

/**
 * Erases the personal fields of `bookingIds` and `messageIds` in `tx` (at `now`, `marker` naming the
 * erasure in the placeholder address): the bookings' names, contact, address, landmark, notes, cancel reason and
 * client address; the crew's photos of the home (flagged here, removed by `removeErasedPhotos` once this
 * has committed) and notes; the messages' name, address and text; the outbox messages, digest lines and job
 * outputs that carried them (queued ones will not be sent); the customer's own name in the audit trail
 * of those bookings.
 */
export async function erasePersonalData(
  tx: Transaction,
  rows: {
    bookings: readonly Pick<AppointmentRow, 'id' | 'reference' | 'firstName' | 'lastName' | 'customerId'>[];
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
        ...erasedContact(marker),
        cancelReason: null,
        clientAddress: null,
        // The hash of the request body is made of the erased fields.
        requestHash: null,
        erasedAt: now,
      })
      .where(inArray(appointments.id, bookingIds));
    await regroupCustomers(tx, customers);
    await eraseCrewRecords(tx, bookingIds, now);
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
  await eraseMessagesAbout(tx, rows.bookings, rows.messageIds, marker, now);
  return { bookings: bookingIds.length, messages: rows.messageIds.length };
}

/**
 * What the crew recorded at the erased bookings (docs/PRODUCT.md, "The crew's day"): the photos of the
 * home are flagged, never shown again, and their files removed once this has committed
 * (services/erased-photos.ts); the steps keep their kind, time and reason, without their note and photos.
 * And the customer's WhatsApp and SMS messages about them.
 */
async function eraseCrewRecords(tx: Transaction, bookingIds: readonly string[], now: Date): Promise<void> {
  await tx
    .update(jobPhotos)
    .set({ erasedAt: now })
    .where(and(inArray(jobPhotos.appointmentId, [...bookingIds]), isNull(jobPhotos.erasedAt)));
  await tx
    .update(jobEvents)
    .set({ note: null, photos: [] })
    .where(inArray(jobEvents.appointmentId, [...bookingIds]));
  // What the customer wrote to us on WhatsApp or by SMS about them goes whole. A STOP stays in force
  // (channel_opt_outs keeps the phone and the channel, not the message): we must not write again.
  await tx.delete(inboundMessages).where(inArray(inboundMessages.appointmentId, [...bookingIds]));
}

/** Up to `limit` erased photos whose files are still to be removed, oldest erasure first. */
export async function erasedPhotos(
  db: Pick<Database, 'select'>,
  limit: number,
): Promise<{ id: string; storageKey: string }[]> {
  return db
    .select({ id: jobPhotos.id, storageKey: jobPhotos.storageKey })
    .from(jobPhotos)
    .where(isNotNull(jobPhotos.erasedAt))
    .orderBy(jobPhotos.erasedAt, jobPhotos.id)
    .limit(limit);
}

/** Deletes the row of an erased photo whose file is gone (a photo not erased stays). */
export async function deleteErasedPhoto(db: Pick<Database, 'delete'>, id: string): Promise<void> {
  await db.delete(jobPhotos).where(and(eq(jobPhotos.id, id), isNotNull(jobPhotos.erasedAt)));
}

/** What a job's stored output says once the message it sent was erased (a failure's reason may name the address). */
const ERASED_OUTPUT = { message: 'Erased with the personal data' };

/**
 * The outbox messages that carried the erased facts keep their kind and dates only: the customer's
 * (recipient 'erased') and the admins' alerts (payload `{ erased: true }`), queued ones never sent; the
 * links (erasure, download) of those bookings' requests; the bookings' lines in the admins' daily digests (the other
 * bookings of a digest stay, and a queued digest is still sent); the stored output of their delivery jobs.
 */
async function eraseMessagesAbout(
  tx: Transaction,
  bookings: readonly Pick<AppointmentRow, 'id' | 'reference'>[],
  messageIds: readonly string[],
  marker: string,
  now: Date,
): Promise<void> {
  const bookingIds = bookings.map((row) => row.id);
  const references = bookings.map((row) => row.reference);
  const byBooking = bookingIds.length > 0 ? inArray(outboxMessages.appointmentId, bookingIds) : undefined;
  const byLink =
    references.length > 0
      ? and(
          inArray(outboxMessages.kind, [...LINK_KINDS]),
          inArray(sql`${outboxMessages.payload}->>'reference'`, references),
        )
      : undefined;
  const byMessage =
    messageIds.length > 0
      ? and(
          eq(outboxMessages.kind, 'admin-contact-message'),
          inArray(sql`${outboxMessages.payload}->>'id'`, [...messageIds]),
        )
      : undefined;
  const carriers = or(byBooking, byLink, byMessage);
  if (!carriers) return;
  const queued = sql`${outboxMessages.status} = 'queued'`;
  const toCustomer = sql`${outboxMessages.kind} NOT LIKE 'admin-%'`;
  const erased = await tx
    .update(outboxMessages)
    .set({
      payload: { erased: true },
      status: sql`CASE WHEN ${queued} THEN 'failed' ELSE ${outboxMessages.status} END`,
      // A server's refusal quotes the address it refused; an admin's own address stays.
      lastError: sql`CASE WHEN ${queued} THEN 'Not sent: the personal data was erased'
        WHEN ${toCustomer} THEN replace(${outboxMessages.lastError}, ${outboxMessages.recipient}, 'erased')
        ELSE ${outboxMessages.lastError} END`,
      recipient: sql`CASE WHEN ${toCustomer} THEN 'erased' ELSE ${outboxMessages.recipient} END`,
      updatedAt: now,
    })
    .where(carriers)
    .returning({ id: outboxMessages.id });
  await eraseDigestLines(tx, references, marker);
  await eraseJobOutputs(
    tx,
    erased.map((row) => row.id),
  );
}

/** The erased bookings' lines in the admins' digests: their reference, amounts and dates stay. */
async function eraseDigestLines(tx: Transaction, references: readonly string[], marker: string): Promise<void> {
  if (references.length === 0) return;
  const erasedReferences = new Set(references);
  const digests = await tx
    .select({ id: outboxMessages.id, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'admin-booking-digest'),
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${outboxMessages.payload}->'bookings') AS line
                    WHERE line->>'reference' IN (${sql.join(
                      references.map((reference) => sql`${reference}`),
                      sql`, `,
                    )}))`,
      ),
    );
  for (const digest of digests) {
    if (!('bookings' in digest.payload)) continue;
    const bookings = digest.payload.bookings.map((line) => {
      if (!erasedReferences.has(line.reference)) return line;
      // The landmark finds the home as the address does; the area, like the city, stays.
      const { landmark: _landmark, ...kept } = line;
      return { ...kept, firstName: ERASED_NAME, email: erasedEmail(marker), address: '' };
    });
    await tx
      .update(outboxMessages)
      .set({ payload: { ...digest.payload, bookings } })
      .where(eq(outboxMessages.id, digest.id));
  }
}

/**
 * The delivery jobs of erased messages: pg-boss keeps a failed attempt's error as the job's output (and a
 * dead letter's source output), and a mail server's refusal names the address. The queue's schema is
 * installed by pg-boss at start; a database without it (a migration-only test) has nothing to erase.
 */
async function eraseJobOutputs(tx: Transaction, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  const table = `${JOB_SCHEMA}.job`;
  const [found] = await rowsOf<{ installed: boolean }>(tx, sql`SELECT to_regclass(${table}) IS NOT NULL AS installed`);
  if (!found?.installed) return;
  const output = JSON.stringify(ERASED_OUTPUT);
  await tx.execute(sql`
    UPDATE ${sql.identifier(JOB_SCHEMA)}.job
    SET output = CASE WHEN output IS NULL THEN NULL ELSE ${output}::jsonb END,
        source_output = CASE WHEN source_output IS NULL THEN NULL ELSE ${output}::jsonb END
    WHERE name = ${QUEUES.deliverMessage.name}
      AND data->>'messageId' IN (${sql.join(
        messageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

/**
 * A customer's plans, on their request: the personal fields and the card's authorization go, and the
 * plan stops (no visit is made or charged for an erased customer); its prices and dates stay.
 */
export async function erasePlans(
  tx: Transaction,
  planIds: readonly string[],
  marker: string,
  now: Date,
): Promise<void> {
  if (planIds.length === 0) return;
  await tx
    .update(plans)
    .set({
      ...erasedContact(marker),
      authorizationCipher: null,
      cardLast4: null,
      cardBrand: null,
      status: 'cancelled',
      pausedUntil: null,
      cancelledAt: sql`coalesce(${plans.cancelledAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(inArray(plans.id, [...planIds]));
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
