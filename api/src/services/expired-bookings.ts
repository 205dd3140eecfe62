/**
 * The retention clean-up (docs/PRODUCT.md, Payments and holds): unpaid bookings whose hold ran out
 * more than EXPIRED_BOOKING_RETENTION_DAYS ago are deleted for good, as they never held money. A
 * service function: the scheduled job of the queue and a run started by hand call the same.
 */
import type { RetentionSettings } from '../config';
import { retentionCutoff } from '../domain/retention';
import type { ExpiredBookingsRepository } from '../repositories/expired-bookings-repository';
import { transact, type UnitOfWork } from '../db/transaction';

/**
 * Rows per DELETE and transaction: each stays short (its rows' locks, and the locks and regrouping of
 * the customers they belonged to, which costs a few statements per customer).
 */
export const CLEANUP_BATCH_SIZE = 1000;

export interface ExpiredBookingsDeps extends UnitOfWork {
  expiredBookings: ExpiredBookingsRepository;
  retention: Pick<RetentionSettings, 'expiredBookingDays'>;
  /** Rows per statement (default `CLEANUP_BATCH_SIZE`). */
  batchSize?: number;
  /** Asked before each batch: true stops the run there (the process is closing). */
  stopping?: () => boolean;
}

export interface CleanupOutcome {
  removed: number;
  /** Another run (another replica, or this one) had the turn, so this one stopped and left it the rest. */
  yielded: boolean;
}

/**
 * Deletes the expired unpaid bookings in batches, each in its own transaction under the clean-up's
 * advisory lock, taken without waiting: while one replica runs a batch, another that tries stops
 * rather than queueing, and no row is deleted twice. Nothing any cache keeps changes (an expired
 * booking holds no crew), so no change is reported.
 */
export async function removeExpiredBookings(deps: ExpiredBookingsDeps, now: Date): Promise<CleanupOutcome> {
  const cutoff = retentionCutoff(now, deps.retention.expiredBookingDays);
  const batchSize = deps.batchSize ?? CLEANUP_BATCH_SIZE;
  let removed = 0;
  while (!deps.stopping?.()) {
    const deleted = await transact(
      deps,
      'availability',
      () => false,
      async (tx) => {
        if (!(await deps.expiredBookings.takeCleanupTurn(tx))) return null;
        return deps.expiredBookings.deleteBatch(tx, cutoff, batchSize);
      },
    );
    if (deleted === null) return { removed, yielded: true };
    removed += deleted;
    if (deleted < batchSize) break;
  }
  return { removed, yielded: false };
}
