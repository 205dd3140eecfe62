import { z } from 'zod';
import { appointmentWithState } from './appointment';
import { location } from './availability-settings';
import { auditEvent } from './audit';
import { contactPreference } from './channels';
import { crewSummary } from './crews';
import { jobTimeline } from './crew-day';
import { isoDate, isoTimestamp, messageResponse, multiLineText, timeLabel } from './common';
import { privacyConsent } from './privacy';

/**
 * GET /api/admin/needs-attention: the paid bookings the company must act on (paid after their hold ran
 * out with no crew free, or paid for a cancelled booking), oldest payment first.
 */
export const needsAttentionResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentWithState),
});
export type NeedsAttentionResponse = z.infer<typeof needsAttentionResponse>;

/**
 * POST /api/admin/needs-attention/{id}/rebook: moves the paid booking to a free slot (its crew is taken
 * as a booking takes one: 409 when the slot is full, 400 when it is closed or past) and clears the flag;
 * a cancelled booking is booked again.
 */
export const rebookRequest = z.object({ location, date: isoDate, time: timeLabel });
export type RebookRequest = z.infer<typeof rebookRequest>;

/** POST /api/admin/needs-attention/{id}/refund: the money was sent back; the booking is cancelled. */
export const refundRequest = z.object({
  note: multiLineText(500, { required: 'A note is required: how and when the money was refunded' }),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const attentionActionResponse = messageResponse.extend({ appointment: appointmentWithState });
export type AttentionActionResponse = z.infer<typeof attentionActionResponse>;

/**
 * GET /api/admin/appointments/{id}: one appointment with its audit trail, newest first. A deleted one
 * is still answered, read only, with `deletedAt` (a payment for it may need attention).
 */
export const appointmentDetailsResponse = z.object({
  success: z.literal(true),
  appointment: appointmentWithState,
  history: z.array(auditEvent),
  /** When an admin deleted it; null while it is not deleted. */
  deletedAt: isoTimestamp.nullable(),
  /** The privacy notice the customer agreed to when booking; null: not recorded. */
  privacyConsent,
  /**
   * How the customer chose to hear from us, and the channels their STOP turned off (docs/PRODUCT.md,
   * "Messages on WhatsApp and SMS"); `chosenAt` null: not recorded (booked before the choice). Null or
   * absent: an older API.
   */
  contact: contactPreference.nullable().optional(),
  /** The crew it holds (or last held); null: none named, as for a hold that ran out before crews had names. */
  crew: crewSummary.nullable(),
  /** What its crew recorded on the day (docs/PRODUCT.md, "The crew's day"); absent from an older API. */
  timeline: jobTimeline.optional(),
});
export type AppointmentDetailsResponse = z.infer<typeof appointmentDetailsResponse>;
