/**
 * A customer's data requests (docs/PRODUCT.md, "Your data"): a download of everything of a booking's
 * e-mail address, and its erasure, each done only through a link e-mailed to that address (or, for an
 * erasure, by an admin). A request covers only the contact the requester proved by clicking that link,
 * the e-mail; never the phone, which anyone may type into their own booking (docs/DECISIONS.md, "A data
 * request covers only the proved contact"). Every step is recorded in the audit trail by the request's
 * id and counts, never by the data itself; the request keeps the email only while its link can be used.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { lagosDate } from '@clean/shared/lagos-time';
import {
  COULD_NOT_WORK_LABELS,
  CUSTOMER_ACTOR_ID,
  type AuditAction,
  DATA_REQUEST_SCOPE,
  type DataExport,
  type DataRequestKind,
  type DataRequestProof,
  type DataRequestStatus,
  JOB_STEP_LABELS,
} from '@clean/shared/schemas';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { dataRequests } from '../db/schema';
import { photoPath, PHOTO_LINK_SECONDS } from '../domain/photo-link';
import type { ObjectStore } from '../files/object-store';
import { conflict, notFound } from '../http/http-errors';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { AuditEntry, AuditRepository, AuditWriter } from '../repositories/audit-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';
import {
  customerData,
  eraseAreaLeads,
  erasePersonalData,
  erasePlans,
  type CustomerData,
  type DataSubject,
} from '../repositories/personal-data-repository';
import { removeErasedPhotos } from './erased-photos';
import { bookingOfToken } from './manage-booking';
import { contactMatches, RECEIPT_NOT_FOUND } from './receipt';
import type { UnitOfWork } from '../db/transaction';

export type DataRequestRow = typeof dataRequests.$inferSelect;

/**
 * Days the company has to answer a request: one month, as the NDPR 2019 (art. 3.1) sets and the
 * NDPA 2023 keeps (docs/PRODUCT.md, "Your data").
 */
export const DATA_REQUEST_DEADLINE_DAYS = 30;
/** An e-mailed link (an erasure's confirmation, a download) works this long. */
export const DATA_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export const ERASURE_LINK_NOT_VALID =
  'This link is not valid any more. Ask again from your booking page to get a new one.';
export const DATA_LINK_NOT_VALID = ERASURE_LINK_NOT_VALID;

/**
 * Whose data a request reaches: the e-mail its link was sent to, proved by the click. Never the phone
 * stored with the request (older requests kept it): a phone is proved by nothing here.
 */
const provedSubject = (request: Pick<DataRequestRow, 'email'>): DataSubject => ({ email: request.email, phone: '' });

export interface DataRequestDeps extends UnitOfWork {
  appointments: Pick<AppointmentRepository, 'findByReference'>;
  audit: Pick<AuditRepository, 'record'>;
  outbox: Pick<OutboxRepository, 'queue'>;
  /** Where the crew's photos are: an erasure removes those of the customer's bookings. */
  files: Pick<ObjectStore, 'remove'>;
  /** MANAGE_LINK_SECRET (it signs the photos' addresses too). */
  secret: string;
  now: Date;
}

/** The customer's own steps: never named, since the record outlives their data. */
const CUSTOMER: AuditEntry['admin'] = { id: CUSTOMER_ACTOR_ID, name: 'The customer', email: '' };

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The booking a request is made from: the manage link's token, or the lookup's email or phone. */
async function bookingOfProof(
  deps: DataRequestDeps,
  reference: string,
  proof: DataRequestProof,
): Promise<AppointmentRow> {
  if (proof.token) return bookingOfToken(deps, reference, proof.token);
  const row = await deps.appointments.findByReference(reference);
  if (!row || !proof.contact || !contactMatches(row, proof.contact)) throw notFound(RECEIPT_NOT_FOUND);
  return row;
}

async function record(
  deps: DataRequestDeps,
  writer: AuditWriter,
  admin: AuditEntry['admin'],
  action: AuditAction,
  requestId: string,
  summary: string,
) {
  await deps.audit.record(
    { admin, action, subject: 'data-request', subjectId: requestId, summary, at: deps.now },
    writer,
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Records a request to download and e-mails its link to the booking's address (the outbox, in the same
 * transaction). Nothing is shown until the link's page asks for the file.
 */
export async function requestDataDownload(
  deps: DataRequestDeps,
  reference: string,
  proof: DataRequestProof,
): Promise<DataRequestStatus> {
  const booking = await bookingOfProof(deps, reference, proof);
  await openWithLink(deps, booking, 'access', 'data-download-link', 'data.export-requested');
  return 'awaiting-confirmation';
}

/**
 * Writes an open request of `kind` for the booking's e-mail, with the hash of a fresh code, and queues the
 * e-mail whose link carries the code; the audit trail records it.
 */
async function openWithLink(
  deps: DataRequestDeps,
  booking: AppointmentRow,
  kind: DataRequestKind,
  mail: 'data-download-link' | 'erasure-confirmation',
  action: AuditAction,
): Promise<void> {
  const code = randomBytes(24).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(dataRequests).values({
      id,
      kind,
      status: 'awaiting-confirmation',
      reference: booking.reference,
      email: booking.email,
      // Only the e-mail is proved by the link: the request covers nothing of the phone.
      phone: '',
      codeHash: hashOf(code),
      requestedAt: deps.now,
      dueAt: new Date(deps.now.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS),
    });
    await deps.outbox.queue(tx, {
      kind: mail,
      recipient: booking.email,
      appointmentId: null,
      payload: { requestId: id, reference: booking.reference, code },
    });
    const what = kind === 'access' ? 'Asked for a copy of their data' : 'Asked to erase their data';
    await record(deps, tx, CUSTOMER, action, id, `${what} from booking ${booking.reference}`);
  });
}

/** The request of `kind` whose link carries `code` (its days are the caller's to check); 404 for any other. */
async function requestOfLink(
  deps: DataRequestDeps,
  kind: DataRequestKind,
  id: string,
  code: string,
): Promise<DataRequestRow> {
  const [request] = await deps.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, id), eq(dataRequests.kind, kind)));
  const expected = request?.codeHash ? Buffer.from(request.codeHash) : null;
  const given = Buffer.from(hashOf(code));
  if (!request || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFound(DATA_LINK_NOT_VALID);
  }
  return request;
}

const linkExpired = (deps: DataRequestDeps, request: DataRequestRow) =>
  deps.now.getTime() - request.requestedAt.getTime() > DATA_LINK_DAYS * DAY_MS;

/**
 * The download of the e-mailed link (its page's button): everything of the e-mail the link went to.
 * The link works for its days (each format, as often as asked); the first download completes the
 * request, and each one is recorded. `apiOrigin` is the API's address the download was asked at: the
 * photos' signed addresses are under it.
 */
export async function downloadCustomerData(
  deps: DataRequestDeps,
  id: string,
  code: string,
  apiOrigin: string,
): Promise<{ reference: string; data: DataExport }> {
  const request = await requestOfLink(deps, 'access', id, code);
  if (linkExpired(deps, request)) throw notFound(DATA_LINK_NOT_VALID);
  const subject = provedSubject(request);
  const data = await customerData(deps.db, subject);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(dataRequests)
      .set({
        status: 'completed',
        closedAt: sql`coalesce(${dataRequests.closedAt}, ${deps.now.toISOString()}::timestamptz)`,
        closedBy: CUSTOMER.name,
        outcome: `Downloaded: ${plural(data.bookings.length, 'booking')}, ${plural(data.messages.length, 'message')}`,
      })
      .where(eq(dataRequests.id, id));
    await record(deps, tx, CUSTOMER, 'data.exported', id, `Downloaded their data from booking ${request.reference}`);
  });
  const photoUrl = (photoId: string) => new URL(photoPath(deps.secret, photoId, deps.now), apiOrigin).toString();
  return { reference: request.reference, data: toExport(data, subject, deps.now, photoUrl) };
}

/** The crew's visits of the bookings that have a step or a photo, in the bookings' order. */
function visitsOf(data: CustomerData, now: Date, photoUrl: (id: string) => string): DataExport['visits'] {
  const linkExpiresAt = new Date(now.getTime() + PHOTO_LINK_SECONDS * 1000).toISOString();
  return data.bookings.flatMap((booking) => {
    const steps = data.steps.filter((row) => row.appointmentId === booking.id);
    const photos = data.photos.filter((row) => row.appointmentId === booking.id);
    if (steps.length === 0 && photos.length === 0) return [];
    return [
      {
        reference: booking.reference,
        steps: steps.map((row) => ({
          step: JOB_STEP_LABELS[row.kind],
          at: row.happenedAt.toISOString(),
          crew: row.crewName,
          reason: row.reason ? COULD_NOT_WORK_LABELS[row.reason] : null,
          note: row.note,
        })),
        photos: photos.map((row) => ({ takenAt: row.createdAt.toISOString(), url: photoUrl(row.id), linkExpiresAt })),
      },
    ];
  });
}

function toExport(data: CustomerData, subject: DataSubject, now: Date, photoUrl: (id: string) => string): DataExport {
  return {
    generatedAt: now.toISOString(),
    privacyNotice: `Version ${PRIVACY_NOTICE.version}, in force from ${PRIVACY_NOTICE.effectiveDate}`,
    matchedOn: { email: subject.email },
    notIncluded: DATA_REQUEST_SCOPE,
    bookings: data.bookings.map((row) => ({
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      notes: row.notes,
      location: row.location,
      service: `${row.serviceName} (${row.productName}, ${row.frequencyName})`,
      date: row.date,
      time: row.time,
      amount: row.amount,
      cancelled: row.cancelled,
      privacyNoticeVersion: row.privacyNoticeVersion,
      privacyAgreedAt: row.privacyAgreedAt?.toISOString() ?? null,
      contactChannel: row.contactChannel,
      contactNoticeVersion: row.contactNoticeVersion,
      contactChosenAt: row.contactChosenAt?.toISOString() ?? null,
    })),
    payments: data.bookings
      .filter((row) => row.payment)
      .map((row) => ({
        reference: row.reference,
        amount: row.amount,
        paidAt: row.paidAt?.toISOString() ?? null,
        refundedAmount: row.refundedAmount,
      })),
    visits: visitsOf(data, now, photoUrl),
    messages: data.messages.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      privacyNoticeVersion: row.privacyNoticeVersion,
      privacyAgreedAt: row.privacyAgreedAt?.toISOString() ?? null,
    })),
    phoneMessages: data.inbound.map((row) => ({
      receivedAt: row.receivedAt.toISOString(),
      channel: row.channel,
      phone: row.phone,
      text: row.body,
    })),
  };
}

/**
 * Records a request to erase and e-mails its confirmation link to the booking's address (the outbox, in
 * the same transaction). Nothing is erased until the link's page is confirmed.
 */
export async function requestErasure(
  deps: DataRequestDeps,
  reference: string,
  proof: DataRequestProof,
): Promise<DataRequestStatus> {
  const booking = await bookingOfProof(deps, reference, proof);
  await openWithLink(deps, booking, 'erasure', 'erasure-confirmation', 'data.erasure-requested');
  return 'awaiting-confirmation';
}

/** A visit still to come: erasing its address now would send the crew nowhere (an admin decides). */
const upcoming = (row: AppointmentRow, today: string) =>
  row.deletedAt === null && !row.cancelled && !row.isCompleted && row.date >= today;

/**
 * Erases everything of the request's customer and closes the request, in one transaction; then removes
 * the files of the crew's photos it flagged (a store that fails leaves them to the daily retention job).
 */
async function eraseFor(deps: DataRequestDeps, request: DataRequestRow, closedBy: AuditEntry['admin']) {
  const closed = await deps.db.transaction(async (tx) => {
    const data = await customerData(tx, provedSubject(request));
    const erased = await erasePersonalData(
      tx,
      { bookings: data.bookings, messageIds: data.messages.map((row) => row.id) },
      request.id,
      deps.now,
    );
    const planIds = [...new Set(data.bookings.flatMap((row) => (row.planId ? [row.planId] : [])))];
    await erasePlans(tx, planIds, request.id, deps.now);
    await eraseAreaLeads(tx, provedSubject(request));
    const outcome = `Erased: ${plural(erased.bookings, 'booking')}, ${plural(erased.messages, 'message')}`;
    // The customer's other open requests name them too: this erasure answers them.
    const completed = (words: string) =>
      ({
        status: 'completed',
        email: '',
        phone: '',
        codeHash: null,
        closedAt: deps.now,
        closedBy: closedBy.name,
        outcome: words,
      }) as const;
    const references = data.bookings.map((row) => row.reference);
    if (references.length > 0) {
      await tx
        .update(dataRequests)
        .set(completed(`${outcome} (with another request)`))
        .where(
          and(
            ne(dataRequests.id, request.id),
            inArray(dataRequests.reference, references),
            inArray(dataRequests.status, ['awaiting-confirmation', 'awaiting-admin']),
          ),
        );
      // A download's link of those bookings stops working: its e-mail is erased.
      await tx
        .update(dataRequests)
        .set({ email: '', phone: '', codeHash: null })
        .where(
          and(
            eq(dataRequests.kind, 'access'),
            inArray(dataRequests.reference, references),
            isNotNull(dataRequests.codeHash),
          ),
        );
    }
    const [closed] = await tx
      .update(dataRequests)
      .set(completed(outcome))
      .where(eq(dataRequests.id, request.id))
      .returning();
    await record(
      deps,
      tx,
      closedBy,
      'data.erased',
      request.id,
      `${outcome} (request from booking ${request.reference})`,
    );
    return closed as DataRequestRow;
  });
  await removeErasedPhotos(deps);
  return closed;
}

async function openRequest(deps: Pick<UnitOfWork, 'db'>, id: string): Promise<DataRequestRow | null> {
  const [row] = await deps.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, id), eq(dataRequests.kind, 'erasure')));
  return row ?? null;
}

/**
 * The e-mailed link's page was confirmed (its button, never the page's load: mail scanners open links):
 * the data of the link's e-mail is erased at once, unless a visit is still to come (then an admin
 * completes it, after the visit or once the customer cancels it).
 */
export async function confirmErasure(deps: DataRequestDeps, id: string, code: string): Promise<DataRequestStatus> {
  const request = await requestOfLink(deps, 'erasure', id, code);
  if (request.status === 'completed' || request.status === 'awaiting-admin') return request.status;
  if (request.status === 'refused') throw conflict(`This request was refused: ${request.outcome}`);
  if (linkExpired(deps, request)) throw notFound(ERASURE_LINK_NOT_VALID);
  const data = await customerData(deps.db, provedSubject(request));
  const today = lagosDate(deps.now);
  if (data.bookings.some((row) => upcoming(row, today))) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(dataRequests)
        .set({ status: 'awaiting-admin', confirmedAt: deps.now })
        .where(eq(dataRequests.id, id));
      await record(deps, tx, CUSTOMER, 'data.erasure-requested', id, 'Confirmed the erasure; a visit is still to come');
    });
    return 'awaiting-admin';
  }
  await deps.db.update(dataRequests).set({ confirmedAt: deps.now }).where(eq(dataRequests.id, id));
  await eraseFor(deps, request, CUSTOMER);
  return 'completed';
}

/** The console's list: newest first, one status or all. */
export async function pageOfRequests(
  deps: Pick<UnitOfWork, 'db'>,
  status: DataRequestStatus | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: DataRequestRow[]; total: number }> {
  const where = status ? eq(dataRequests.status, status) : undefined;
  const rows = await deps.db
    .select()
    .from(dataRequests)
    .where(where)
    .orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await deps.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(dataRequests)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

const NOT_OPEN = 'This request is closed already.';

/**
 * An admin erases the data of an open erasure request (confirmed or not: they checked who asked): the
 * request's e-mail only, as the customer's own confirmation would.
 */
export async function completeErasure(
  deps: DataRequestDeps,
  admin: AuditEntry['admin'],
  id: string,
): Promise<DataRequestRow> {
  const request = await openRequest(deps, id);
  if (!request) throw notFound('No such data request.');
  if (request.status === 'completed' || request.status === 'refused') throw conflict(NOT_OPEN);
  return eraseFor(deps, request, admin);
}

/** An admin refuses an open erasure (a legal duty to keep the data, say) with the reason; nothing is erased. */
export async function refuseErasure(
  deps: DataRequestDeps,
  admin: AuditEntry['admin'],
  id: string,
  reason: string,
): Promise<DataRequestRow> {
  const request = await openRequest(deps, id);
  if (!request) throw notFound('No such data request.');
  if (request.status === 'completed' || request.status === 'refused') throw conflict(NOT_OPEN);
  return deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(dataRequests)
      .set({
        status: 'refused',
        codeHash: null,
        closedAt: deps.now,
        closedBy: admin.name,
        outcome: `Refused: ${reason}`,
      })
      .where(eq(dataRequests.id, id))
      .returning();
    await record(
      deps,
      tx,
      admin,
      'data.erasure-refused',
      id,
      `Refused the erasure asked from booking ${request.reference}: ${reason}`,
    );
    return closed as DataRequestRow;
  });
}
