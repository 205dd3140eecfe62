import { z } from 'zod';
import { LOCATIONS } from '../constants';
import { bookingStatus } from './appointment';
import { homeChoice, priceLine, serviceMinutes } from './catalogue';
import {
  chosenId,
  email,
  id,
  isoDate,
  isoTimestamp,
  messageResponse,
  multiLineText,
  nairaAmount,
  requiredText,
  timeLabel,
} from './common';
import { landmark } from './areas';
import { messageChannel } from './channels';
import { privacyNoticeVersion } from './privacy';

/** POST /api/user/book-appointment: every field required but notes (docs/PRODUCT.md#booking). */
export const bookingRequest = z.object({
  location: z.enum(LOCATIONS, { error: 'Location is required' }),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Email is required', 'Invalid email'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Invalid phone number'),
  address: requiredText('Address is required', 300),
  notes: multiLineText(2000, { tooLong: 'Notes must be at most 2000 characters' }).default(''),
  date: isoDate,
  time: timeLabel,
  product: chosenId('Please choose a service type'),
  service: chosenId('Please choose a service'),
  frequency: chosenId('Please choose a frequency'),
  amount: nairaAmount,
  /**
   * The home's size and the extras, for a service that asks (docs/PRODUCT.md, "A price that fits the
   * home"): a count per parameter, a quantity per extra. The server prices and times the job from them.
   */
  size: homeChoice.optional(),
  /**
   * The area of the address, one of the location's (GET /api/areas): its surcharge is a line of the
   * price, and an area not served is refused. Absent (a caller of the first contract), no area.
   */
  area: id.optional(),
  /** The nearest landmark, beside the street address. */
  landmark: landmark.optional(),
  /**
   * The customer's consent to charge the card of their first payment before each later visit of a plan:
   * required (true) for a recurring frequency, ignored for a one-off (docs/PRODUCT.md, Recurring plans).
   */
  planConsent: z.boolean().optional(),
  /**
   * How the customer wants to hear from us (docs/PRODUCT.md, "Messages on WhatsApp and SMS"), recorded
   * with the privacy notice (the booking form offers WhatsApp for a Nigerian mobile number, else e-mail,
   * until the customer picks one). Absent (a caller of the first contract): not recorded (null), and then
   * no WhatsApp: SMS and e-mail as the settings order them. WhatsApp for a phone that is not a mobile one
   * is refused.
   */
  contactChannel: messageChannel.optional(),
  /** The privacy notice the form showed beside its button (stored with the time). */
  privacyNoticeVersion,
});
export type BookingRequest = z.input<typeof bookingRequest>;
export type BookingPayload = z.output<typeof bookingRequest>;

export { IDEMPOTENCY_KEY_HEADER } from '../constants';

/**
 * Header of POST /api/user/book-appointment (optional): one random UUID per booking attempt, reused by
 * every retry of that attempt. A repeat with the same key and the same body answers the booking made
 * the first time (same `appointmentId` and `reference`) and books nothing new; the same key with
 * another body answers 422. Header names are matched case-insensitively (Fastify lower-cases them).
 */
export const bookingHeaders = z.object({
  'idempotency-key': z
    .uuid({ error: 'The Idempotency-Key header must be a UUID, such as 3f0c2a9e-6b1d-4c5e-9a7f-1b2c3d4e5f60.' })
    .optional(),
});
export type BookingHeaders = z.infer<typeof bookingHeaders>;

/**
 * The answer carries what the payment step needs (docs/PRODUCT.md#payments-and-holds), and the slot hold:
 * `holdExpiresAt` (ISO 8601, UTC) is when an unpaid booking lets its crew go; `serverTime` is the
 * server's clock when it answered, so a page can count down with its own clock's skew removed
 * (time left = holdExpiresAt - serverTime, measured from when the answer arrived).
 */
export const bookingResponse = messageResponse.extend({
  appointmentId: id,
  reference: z.string(),
  amount: nairaAmount,
  status: bookingStatus,
  holdExpiresAt: isoTimestamp,
  serverTime: isoTimestamp,
  /** The manage link's token (`/booking/{reference}?token=…`): the success modal links to it. */
  manageToken: z.string(),
  /** How the amount and length were made up, when more than the service itself (a home's size, extras). */
  priceLines: z.array(priceLine).optional(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/**
 * POST /api/user/appointments: the product's fields plus what server-side verification needs
 * (docs/PRODUCT.md#payments-and-holds).
 */
export const recordAppointmentRequest = z.object({
  time: timeLabel,
  date: isoDate,
  service: id,
  frequency: id,
  appointmentId: id,
  reference: z.string().trim().min(1, 'Payment reference is required').max(100),
});
export type RecordAppointmentRequest = z.infer<typeof recordAppointmentRequest>;
/**
 * A verified payment is always recorded. `status` says what it bought: `paid` (the booking is
 * confirmed) or `needs-attention` (the slot was taken after the hold ran out, or the booking was
 * cancelled; `message` tells the customer the company will call them about a new time or a refund).
 */
export const recordAppointmentResponse = messageResponse.extend({
  status: z.enum(['paid', 'needs-attention']),
});
export type RecordAppointmentResponse = z.infer<typeof recordAppointmentResponse>;

/**
 * POST /api/user/appointments/transfer-pending: the popup reported `onBankTransferConfirmationPending`.
 * The API checks with the provider that this booking's transfer is pending, then holds the crew for
 * TRANSFER_HOLD_MINUTES from now; the provider's signed `charge.success` webhook marks it paid.
 */
export const transferPendingRequest = z.object({
  appointmentId: id,
  reference: z.string().trim().min(1, 'Payment reference is required').max(100),
});
export type TransferPendingRequest = z.infer<typeof transferPendingRequest>;
/** `awaiting-payment` with the new hold, or `paid` / `needs-attention` when the transfer had already arrived. */
export const transferPendingResponse = messageResponse.extend({
  status: z.enum(['awaiting-payment', 'paid', 'needs-attention']),
  holdExpiresAt: isoTimestamp.nullable(),
  serverTime: isoTimestamp,
});
export type TransferPendingResponse = z.infer<typeof transferPendingResponse>;

/** GET /api/admin/availability: the whole answer is the list. */
export const availabilityEntry = z.object({ date: isoDate, availableTimes: z.array(timeLabel) });
export type AvailabilityEntry = z.infer<typeof availabilityEntry>;
export const availabilityResponse = z.array(availabilityEntry);
/**
 * `location`: times with a free crew there (else at any location); `minutes`: how long the job takes
 * (its service's `durationMinutes`; absent, the default length), so a start is offered only when a crew
 * is free for all of it; `area`: only crews that go there (a crew limited to other areas does not count).
 */
export const availabilityQuery = z.object({
  location: z.enum(LOCATIONS).optional(),
  minutes: z.coerce.number().pipe(serviceMinutes).optional(),
  area: id.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;
