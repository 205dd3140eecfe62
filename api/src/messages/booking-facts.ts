import type { AppointmentRow } from '../repositories/appointment-repository';

/**
 * The facts of a booking a message shows, as they were when the message was queued (stored in the
 * outbox's payload, so a message sent after a retry reads as it would have at once).
 */
export interface BookingFacts {
  reference: string;
  firstName: string;
  email: string;
  productName: string;
  serviceName: string;
  frequencyName: string;
  amount: number;
  location: string;
  address: string;
  date: string;
  time: string;
  /** When the unpaid hold runs out (ISO), null once paid. */
  holdExpiresAt: string | null;
  paidAt: string | null;
  createdAt: string;
  /** Naira refunded so far (absent in messages queued before refunds existed). */
  refundedAmount?: number;
  /** Set on the messages of a change the company made: what changed and why. */
  change?: BookingChange;
}

/** A change the company made to a booking, as its message tells it. */
export interface BookingChange {
  /** A rebook: the slot it moved from. */
  previousDate?: string;
  previousTime?: string;
  /** The admin's note, where the action takes one (a refund). */
  note?: string;
  /** A plan change from the manage link: naira it sends back (the cancelled visits that were paid). */
  refunded?: number;
  /** A pause: the day the plan's visits start again. */
  until?: string;
  /** A plan change the staff made (from the console), not the customer from their link. */
  byStaff?: boolean;
  /** A plan's new day or time: its visits to come, at their new times. */
  visits?: { date: string; time: string }[];
  /** A new catalogue price offered to a plan, and the plan's own (naira per visit). */
  price?: { offered: number; current: number };
  /** A card change: the last four digits of the plan's new card. */
  card?: string;
}

export function bookingFacts(row: AppointmentRow): BookingFacts {
  return {
    reference: row.reference,
    firstName: row.firstName,
    email: row.email,
    productName: row.productName,
    serviceName: row.serviceName,
    frequencyName: row.frequencyName,
    amount: row.amount,
    location: row.location,
    address: row.address,
    date: row.date,
    time: row.time,
    holdExpiresAt: row.payment ? null : (row.holdExpiresAt?.toISOString() ?? null),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refundedAmount: row.refundedAmount,
  };
}
