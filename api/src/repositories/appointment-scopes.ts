import { and, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { appointments } from '../db/schema';

/**
 * What an appointment row is, as SQL conditions: the one place that says which rows are live, which
 * hold a crew and which count as paid. Queries compose these instead of spelling the columns out, so a
 * new rule (say, a new state that frees a crew) changes here and every list, count and lock follows.
 * Times come from the app's clock (`now`), never the database's, so tests can move time.
 */

/**
 * Not deleted. A deleted appointment keeps its row for the record (a paid one is money received), and
 * no list, count, lookup or change sees it; it holds no crew.
 */
export const liveAppointment: SQL = isNull(appointments.deletedAt);

/**
 * Deleted by an admin. Its row stays; only a payment that arrives for it (flagged 'deleted') is ever
 * shown again, under needs attention.
 */
export const deletedAppointment: SQL = isNotNull(appointments.deletedAt);

/**
 * A payment the company must still act on: of a live booking, or one that arrived for a booking already
 * deleted (flagged 'deleted': money received all the same, docs/PRODUCT.md, Payment). A flagged payment
 * an admin deletes afterwards stays hidden, as every deleted booking.
 */
export const openFlag: SQL = and(
  eq(appointments.needsAttention, true),
  or(liveAppointment, eq(appointments.attentionReason, 'deleted')),
) as SQL;

/** A payment was recorded for it (whatever else happened since: cancelled, refunded, flagged). */
export const isPaid: SQL = eq(appointments.payment, true);

/** No payment recorded yet. */
export const isUnpaid: SQL = eq(appointments.payment, false);

/** Not cancelled. */
export const notCancelled: SQL = eq(appointments.cancelled, false);

/** Its hold of a crew has not run out at `now` (meaningful while unpaid). */
export const withinHold = (now: Date): SQL => gt(appointments.holdExpiresAt, now);

/**
 * Holds a crew of its slot: live, not cancelled, and paid or within its hold. A slot is full when as
 * many appointments hold a crew as the rules give it.
 */
export const holdsCrew = (now: Date): SQL => and(liveAppointment, notCancelled, or(isPaid, withinHold(now))) as SQL;

/** Unpaid, not cancelled and still within its hold: its crew comes free by itself when the hold ends. */
export const runningHold = (now: Date): SQL => and(liveAppointment, isUnpaid, notCancelled, withinHold(now)) as SQL;

/**
 * Its board status (bookingStatusOf, api/src/domain/booking-status.ts) holds a crew whatever the clock:
 * needs attention (flagged money, even if cancelled since), completed, or paid and not cancelled. The
 * schedule board counts these as taken (docs/PRODUCT.md, Admin console); meaningful on live rows.
 */
export const takesCrewOnBoard: SQL = or(
  eq(appointments.needsAttention, true),
  and(notCancelled, or(eq(appointments.isCompleted, true), isPaid)),
) as SQL;

/**
 * Its board status is 'awaiting-payment' at `now` (bookingStatusOf): not flagged, cancelled, completed
 * or paid, and within its hold. The board counts it until its hold ends; meaningful on live rows.
 */
export const awaitingPaymentOnBoard = (now: Date): SQL =>
  and(
    eq(appointments.needsAttention, false),
    notCancelled,
    eq(appointments.isCompleted, false),
    isUnpaid,
    withinHold(now),
  ) as SQL;

/** Money the company keeps: live, paid and not cancelled (earnings, the paid bookings a rule change strands). */
export const paidBooking: SQL = and(liveAppointment, isPaid, notCancelled) as SQL;

/**
 * Never held money and never will: no payment recorded, not flagged, not refunded, not completed by an
 * admin, and its hold ran out before `cutoff`. What the retention clean-up deletes for good
 * (docs/PRODUCT.md, Payments and holds); deleted and cancelled ones go too, as they hold nothing either.
 */
export const expiredUnpaidBefore = (cutoff: Date): SQL =>
  and(
    isUnpaid,
    isNull(appointments.paidAt),
    isNull(appointments.refundedAt),
    eq(appointments.needsAttention, false),
    isNull(appointments.attentionReason),
    eq(appointments.isCompleted, false),
    lt(appointments.holdExpiresAt, cutoff),
  ) as SQL;
