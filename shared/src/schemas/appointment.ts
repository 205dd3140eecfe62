import { z } from 'zod';
import { priceLine } from './catalogue';
import { id, isoDate, isoTimestamp, nairaAmount, timeLabel } from './common';

/**
 * An appointment as the admin calls answer it: the product's fields (docs/PRODUCT.md#data). Admin answers carry
 * `appointmentWithState` (these plus the state the server derives).
 */
export const appointment = z.object({
  _id: id,
  userData: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  location: z.string(),
  product: z.string(),
  service: z.string(),
  frequency: z.string(),
  notes: z.string(),
  amount: nairaAmount,
  date: isoDate,
  time: timeLabel,
  reference: z.string(),
  payment: z.boolean(),
  cancelled: z.boolean(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
  /** How long the job takes (its service's length when booked): another time must fit it. */
  durationMinutes: z.number().int().positive().optional(),
  /** How the amount and length were made up, when more than the service itself (a home's size, extras). */
  priceLines: z.array(priceLine).optional(),
  /** The area of the address and its nearest landmark, when the booking gave them. */
  area: z.string().optional(),
  landmark: z.string().optional(),
});
export type Appointment = z.infer<typeof appointment>;

/**
 * Where a booking stands, derived by the server (first match wins):
 * - `needs-attention`: paid, but the company must act (a refund or another time): paid after its hold
 *   ran out and its slot was full meanwhile, or paid for a cancelled booking. The company calls.
 * - `cancelled`: cancelled by the company.
 * - `completed`: the visit took place.
 * - `paid`: paid; its crew is kept for good.
 * - `awaiting-payment`: unpaid, its crew held until `holdExpiresAt`.
 * - `expired`: unpaid and the hold ran out; the crew is offered again. A payment that still arrives is
 *   recorded (the booking is revived if a crew is free, else it needs attention).
 */
export const BOOKING_STATUSES = [
  'awaiting-payment',
  'paid',
  'expired',
  'needs-attention',
  'cancelled',
  'completed',
] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;

/**
 * Why a paid booking needs the company's attention: its slot was taken after its hold ran out, it was
 * cancelled or deleted, or the provider failed to refund it (`refund-failed`).
 */
/** 'charge-failed': a plan's visit whose saved card was refused twice waits for the customer's payment. */
/** 'could-not-work': the crew was there and could not do the visit (no water, no power…): rebook it. */
export const ATTENTION_REASONS = [
  'slot-taken',
  'cancelled',
  'deleted',
  'refund-failed',
  'charge-failed',
  'could-not-work',
] as const;
export const attentionReason = z.enum(ATTENTION_REASONS);
export type AttentionReason = z.infer<typeof attentionReason>;

/**
 * What the server derives about an appointment's hold and payment, shown to admins beside the
 * product's fields (docs/PRODUCT.md#data; appointments list and dashboard). `needsAttention` stays
 * true until the company has dealt with it (refund or new time).
 */
export const bookingState = z.object({
  status: bookingStatus,
  holdExpiresAt: isoTimestamp.nullable(),
  paidAt: isoTimestamp.nullable(),
  needsAttention: z.boolean(),
  attentionReason: attentionReason.nullable(),
});
export type BookingState = z.infer<typeof bookingState>;

/** An appointment in every admin answer (list and dashboard): the product's fields plus its booking state. */
export const appointmentWithState = appointment.extend(bookingState.shape);
export type AppointmentWithState = z.infer<typeof appointmentWithState>;
