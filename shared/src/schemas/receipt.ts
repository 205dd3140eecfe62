import { z } from 'zod';
import { attentionReason, bookingStatus } from './appointment';
import { priceLine } from './catalogue';
import { id, isoDate, isoTimestamp, messageResponse, nairaAmount, timeLabel } from './common';
import { manageOptions, planSummary, refundState } from './manage';

/**
 * GET /api/user/bookings/{reference}?contact=…: a booking's receipt, for the person who made it.
 * `contact` is the email (any case) or the phone number (compared by its digits; +234… and 0… are the
 * same Nigerian number) given when booking. An unknown reference and a wrong contact answer the same
 * 404, with no personal data. Rate limited per client.
 */
export const receiptParams = z.object({
  reference: z.string().trim().min(1, 'Payment reference is required').max(100, 'Payment reference is too long'),
});
export type ReceiptParams = z.infer<typeof receiptParams>;

export const receiptQuery = z.object({
  contact: z
    .string({ error: 'Contact is required: the email or phone number you booked with' })
    .trim()
    .min(1, 'Contact is required: the email or phone number you booked with')
    .max(254, 'Contact is too long'),
});
export type ReceiptQuery = z.infer<typeof receiptQuery>;

/**
 * What the receipt's Pay Online needs beyond the receipt itself: the payment popup's email and
 * `metadata.appointmentId`, and the ids the record call (`recordAppointmentRequest`) checks. Only the
 * person entitled to the receipt gets it, and only while the booking awaits payment.
 */
export const receiptPayment = z.object({
  appointmentId: id,
  /** The email the booking was made with: the provider's checkout and receipt go to it. */
  email: z.string(),
  service: id,
  frequency: id,
});
export type ReceiptPayment = z.infer<typeof receiptPayment>;

export const receipt = z.object({
  reference: z.string(),
  status: bookingStatus,
  /** Set while `awaiting-payment` (and kept after it ran out: `expired`); null once paid. */
  holdExpiresAt: isoTimestamp.nullable(),
  /** When the payment was recorded; null while unpaid. */
  paidAt: isoTimestamp.nullable(),
  /** Why a `needs-attention` booking needs the company (null otherwise). */
  attentionReason: attentionReason.nullable(),
  /** The customer's full name and the address to clean (no email or phone: the caller has one of them). */
  name: z.string(),
  address: z.string(),
  location: z.string(),
  product: z.string(),
  service: z.string(),
  frequency: z.string(),
  /** Naira, as booked. */
  amount: nairaAmount,
  date: isoDate,
  time: timeLabel,
  /** How long the visit takes, in minutes (absent from an API before job lengths). */
  durationMinutes: z.number().int().positive().optional(),
  /** How the amount and length were made up, when more than the service itself (a home's size, extras). */
  priceLines: z.array(priceLine).optional(),
  /** The area of the address and its nearest landmark, when the booking gave them. */
  area: z.string().optional(),
  landmark: z.string().optional(),
  createdAt: isoTimestamp,
  /** Why the customer cancelled, when they did (from the manage link). */
  cancelReason: z.string().nullable(),
  /** The latest refund through the provider: 'Refund pending', then 'Refunded'. */
  refund: refundState.nullable(),
  /** The actions open now, each with its reason when closed (docs/PRODUCT.md, Manage my booking). */
  manage: manageOptions,
  /** The plan this booking is a visit of; null for a one-off booking. */
  plan: planSummary.nullable(),
  /** Pay Online's details while `awaiting-payment` (also a plan visit whose card was refused); null otherwise. */
  payment: receiptPayment.nullable(),
});
export type Receipt = z.infer<typeof receipt>;

export const receiptResponse = messageResponse.extend({
  success: z.literal(true),
  booking: receipt,
  serverTime: isoTimestamp,
});
export type ReceiptResponse = z.infer<typeof receiptResponse>;
