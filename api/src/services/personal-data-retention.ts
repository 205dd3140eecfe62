/**
 * Retention of personal data (docs/PRODUCT.md, "Your data"): a booking keeps its customer's name,
 * contact and address for PERSONAL_DATA_RETENTION_MONTHS after its visit, a contact message for
 * CONTACT_MESSAGE_RETENTION_MONTHS after it was sent; then a daily job anonymises them in place, keeping
 * the amounts and dates the accounts need. Each run is one audit record with its counts. Each run also
 * removes the files of the crew's photos an erasure flagged and could not remove (services/erased-photos.ts).
 */
import { lagosDate } from '@clean/shared/lagos-time';
import { RETENTION_ACTOR } from '@clean/shared/schemas';
import type { ObjectStore } from '../files/object-store';
import type { AuditRepository } from '../repositories/audit-repository';
import { erasePersonalData, pastRetention } from '../repositories/personal-data-repository';
import type { UnitOfWork } from '../db/transaction';
import { removeErasedPhotos } from './erased-photos';

/** Contact messages are answered within days; a year covers any follow-up (docs/PRODUCT.md). */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;
/** Rows per transaction: each stays short. */
const BATCH_SIZE = 200;

export interface RetentionDeps extends UnitOfWork {
  audit: Pick<AuditRepository, 'record'>;
  files: Pick<ObjectStore, 'remove'>;
  personalDataMonths: number;
}

/** `months` calendar months before `now`, as a Lagos date (the day of the month kept, clamped). */
export function monthsBefore(now: Date, months: number): string {
  const [year, month, day] = lagosDate(now).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

const actor = { id: RETENTION_ACTOR._id, name: RETENTION_ACTOR.name, email: RETENTION_ACTOR.email };

/**
 * Anonymises what passed its retention at `now`, then removes the erased photos' files; answers the
 * counts, and the store's error that left photos for the next run (or null).
 */
export async function anonymiseExpiredPersonalData(
  deps: RetentionDeps,
  now: Date,
): Promise<{ bookings: number; messages: number; photos: number; photoFailure: Error | null }> {
  const bookingsBefore = monthsBefore(now, deps.personalDataMonths);
  // Messages by their sending time: midnight in Lagos of the cut-off day.
  const messagesBefore = new Date(`${monthsBefore(now, CONTACT_MESSAGE_RETENTION_MONTHS)}T00:00:00+01:00`);
  const total = { bookings: 0, messages: 0 };
  for (;;) {
    const due = await pastRetention(deps.db, bookingsBefore, messagesBefore, BATCH_SIZE);
    if (due.bookings.length === 0 && due.messageIds.length === 0) break;
    await deps.db.transaction(async (tx) => {
      // One marker per booking: erased bookings join no customer together.
      for (const row of due.bookings) await erasePersonalData(tx, { bookings: [row], messageIds: [] }, row.id, now);
      if (due.messageIds.length > 0) {
        await erasePersonalData(tx, { bookings: [], messageIds: due.messageIds }, `retention-${lagosDate(now)}`, now);
      }
    });
    total.bookings += due.bookings.length;
    total.messages += due.messageIds.length;
  }
  if (total.bookings + total.messages > 0) {
    await deps.audit.record({
      admin: actor,
      action: 'data.retention-anonymised',
      subject: 'data-request',
      subjectId: null,
      summary:
        `Anonymised ${total.bookings} bookings with a visit before ${bookingsBefore} and ` +
        `${total.messages} contact messages sent before ${lagosDate(messagesBefore)}`,
      at: now,
    });
  }
  const photos = await removeErasedPhotos(deps);
  return { ...total, photos: photos.removed, photoFailure: photos.failure };
}
