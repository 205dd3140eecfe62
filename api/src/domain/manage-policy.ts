/**
 * What a customer may do with their booking from the manage link, and why not (docs/PRODUCT.md, Manage
 * my booking). Pure: the services check it again on the locked row, so the page and the write agree.
 */
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import { lagosStart } from '@clean/shared/lagos-time';
import type { ActionAllowance, ManagePolicy } from '@clean/shared/schemas';
import { bookingStatusOf, type BookingFacts } from './booking-status';

export type { ManagePolicy };

/** The first policy (the columns' defaults in migration 0013); the console edits it. */
export const DEFAULT_MANAGE_POLICY: ManagePolicy = {
  rescheduleCutoffHours: 24,
  maxReschedules: 2,
  cancellationCutoffHours: 24,
};

const HOUR_MS = 3_600_000;

/** The facts of a booking the policy reads (an appointment row has them all). */
interface ManagedRow extends BookingFacts {
  date: string;
  time: string;
  amount: number;
  refundedAmount: number;
  rescheduleCount: number;
  /**
   * Naira asked back and not failed (pending refunds as well as processed ones), where the caller read
   * it (ManageRepository.refundedOrPending); `refundedAmount` counts the processed ones only.
   */
  askedBack?: number;
}

export interface ManageAllowances {
  reschedule: ActionAllowance & { remaining: number };
  cancel: ActionAllowance & { refund: number | null; contactInstead: boolean };
}

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

/** Why nothing can be changed any more, whatever the policy; null while the booking is open. */
function closedReason(row: ManagedRow, now: Date): string | null {
  switch (bookingStatusOf(row, now)) {
    case 'cancelled':
      return 'This booking is cancelled.';
    case 'completed':
      return 'This visit has taken place.';
    case 'expired':
      return 'This booking was not paid in time and no longer holds a slot. You are welcome to book again.';
    case 'needs-attention':
      return 'We are looking into this booking and will call you; call or WhatsApp us to change it.';
    default:
      break;
  }
  const start = lagosStart(row.date, row.time);
  if (!start || start.getTime() <= now.getTime()) return 'The time of this visit has passed.';
  return null;
}

/**
 * What is left to refund of a payment: what was paid less every refund asked and not failed. A refund
 * still pending at the provider is money already on its way back: asking for it again would ask the
 * provider for more than is left (docs/PRODUCT.md, Manage my booking). Counted in kobo.
 */
export function refundLeft(paid: number, askedBack: number): number {
  return (
    Math.max(0, Math.round(paid * MINOR_UNITS_PER_NAIRA) - Math.round(askedBack * MINOR_UNITS_PER_NAIRA)) /
    MINOR_UNITS_PER_NAIRA
  );
}

/** The actions open at `now`, each with the reason when closed. */
export function manageAllowances(row: ManagedRow, policy: ManagePolicy, now: Date): ManageAllowances {
  const closed = closedReason(row, now);
  const start = lagosStart(row.date, row.time)?.getTime() ?? 0;
  const hoursLeft = (start - now.getTime()) / HOUR_MS;
  const remaining = Math.max(0, policy.maxReschedules - row.rescheduleCount);

  let rescheduleReason = closed;
  if (rescheduleReason === null && hoursLeft < policy.rescheduleCutoffHours) {
    rescheduleReason = `The date or time can be changed online until ${hours(policy.rescheduleCutoffHours)} before the visit. Call or WhatsApp us.`;
  } else if (rescheduleReason === null && remaining === 0) {
    rescheduleReason = `This booking was moved ${policy.maxReschedules === 1 ? 'once' : `${policy.maxReschedules} times`}, the most allowed online. Call or WhatsApp us.`;
  }

  const refundable = row.payment ? refundLeft(row.amount, Math.max(row.refundedAmount, row.askedBack ?? 0)) : null;
  const lateForPaid = row.payment && hoursLeft < policy.cancellationCutoffHours;
  let cancelReason = closed;
  if (cancelReason === null && lateForPaid) {
    cancelReason = `A paid booking can be cancelled online until ${hours(policy.cancellationCutoffHours)} before the visit. Call or WhatsApp us.`;
  }
  return {
    reschedule: { allowed: rescheduleReason === null, reason: rescheduleReason, remaining },
    cancel: {
      allowed: cancelReason === null,
      reason: cancelReason,
      refund: cancelReason === null ? refundable : null,
      contactInstead: closed === null && lateForPaid,
    },
  };
}
