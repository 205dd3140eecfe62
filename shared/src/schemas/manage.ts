import { z } from 'zod';
import { homeChoice, serviceExtra, sizeParameter } from './catalogue';
import { contactPreference } from './channels';
import { isoDate, multiLineText, nairaAmount, timeLabel } from './common';
import { manageToken } from './manage-token';

/**
 * Manage my booking (docs/PRODUCT.md, Manage my booking): the customer's signed link opens the receipt
 * page, which reschedules or cancels the booking within the cut-offs; a paid cancel is refunded through
 * the payment provider.
 */

export { manageToken };

/** The receipt page's query parameter that carries it. */
export const MANAGE_TOKEN_PARAM = 'token';

/** GET /api/user/bookings/{reference}/manage?token=… */
export const manageQuery = z.object({ token: manageToken });
export type ManageQuery = z.infer<typeof manageQuery>;

/** Whether an action is open now, and in plain words why not. */
export const actionAllowance = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type ActionAllowance = z.infer<typeof actionAllowance>;

/** What the customer may do with the booking now, under the policy in force. */
export const manageOptions = z.object({
  /** The token for the actions (the link's, or one issued after the email-or-phone lookup). */
  token: z.string(),
  reschedule: actionAllowance.extend({ remaining: z.number().int().min(0) }),
  cancel: actionAllowance.extend({
    /** Naira sent back when cancelled now (null: unpaid, nothing to refund). */
    refund: nairaAmount.nullable(),
    /** Past the cancellation cut-off: call or WhatsApp the company instead. */
    contactInstead: z.boolean(),
  }),
  rescheduleCutoffHours: z.number().int(),
  cancellationCutoffHours: z.number().int(),
  maxReschedules: z.number().int(),
  /**
   * How the customer hears from us (docs/PRODUCT.md, "Messages on WhatsApp and SMS"), changed with
   * PUT …/contact-channel. Booked before the choice: 'email' with `noticeVersion` and `chosenAt` null (no
   * WhatsApp then: SMS and e-mail as the settings order them).
   */
  contact: contactPreference,
});
export type ManageOptions = z.infer<typeof manageOptions>;

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

/** The latest refund of a booking through the provider. */
export const refundState = z.object({ status: refundStatus, amount: nairaAmount });
export type RefundState = z.infer<typeof refundState>;

/** POST /api/user/bookings/{reference}/reschedule */
export const rescheduleRequest = z.object({ token: manageToken, date: isoDate, time: timeLabel });
export type RescheduleRequest = z.infer<typeof rescheduleRequest>;

/** POST /api/user/bookings/{reference}/plan/skip and /plan/cancel: the plan of the visit the link opens. */
export const planActionRequest = z.object({ token: manageToken });
export type PlanActionRequest = z.infer<typeof planActionRequest>;

/** The longest pause the manage link offers (days from today); longer: cancel and sign up again. */
export const PLAN_PAUSE_MAX_DAYS = 180;

/** POST /api/user/bookings/{reference}/plan/pause: no visit before `until` (a date after today). */
export const planPauseRequest = z.object({
  token: manageToken,
  until: isoDate,
});
export type PlanPauseRequest = z.infer<typeof planPauseRequest>;

/**
 * A plan's new day and time: its visits to come move so that the first of them falls on `from` (a date
 * after today, at most PLAN_PAUSE_MAX_DAYS ahead), at `time`, and the interval continues from there.
 */
export const planScheduleChange = z.object({ from: isoDate, time: timeLabel });
export type PlanScheduleChange = z.infer<typeof planScheduleChange>;

/** POST /api/user/bookings/{reference}/plan/reschedule: the plan of the visit the link opens. */
export const planRescheduleRequest = planScheduleChange.extend({ token: manageToken });
export type PlanRescheduleRequest = z.infer<typeof planRescheduleRequest>;

export const PLAN_STATES = ['pending', 'active', 'paused', 'cancelled'] as const;
export const planState = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof planState>;

/**
 * The plan of a visit, on its receipt (docs/PRODUCT.md, Recurring plans): its terms (planTerms in
 * @clean/shared/format reads them), its next visits, the saved card's last digits, and what the
 * customer may do with it now.
 */
export const planSummary = z.object({
  status: planState,
  intervalDays: z.number().int(),
  amount: nairaAmount,
  /** The first visit's date and the plan's time: the terms name its weekday and time. */
  firstDate: isoDate,
  time: timeLabel,
  chargeHoursBefore: z.number().int(),
  pausedUntil: isoDate.nullable(),
  cardLast4: z.string().nullable(),
  /**
   * The catalogue's price per visit now, when it is not the plan's: the customer may accept it (higher or
   * lower, it applies only then). Null or absent: nothing to accept.
   */
  offeredAmount: nairaAmount.nullable().optional(),
  /** The plan's home size and extras now (the size form starts from it); null or absent: none chosen. */
  size: homeChoice.nullable().optional(),
  /**
   * What a new size is quoted by now (`quoteJob`): the service's length, sizes and extras and the
   * frequency's price in the catalogue, and the area's surcharge. Only for a started plan, not cancelled,
   * whose service asks a size or offers extras; null or absent: no size to change.
   */
  sizeTerms: z
    .object({
      service: z.object({
        name: z.string(),
        durationMinutes: z.number().int().positive(),
        parameters: z.array(sizeParameter),
        extras: z.array(serviceExtra),
      }),
      frequency: z.object({ name: z.string(), amount: nairaAmount }),
      area: z.object({ name: z.string(), surcharge: nairaAmount }).optional(),
    })
    .nullable()
    .optional(),
  /** The saved card's brand ('visa', 'mastercard', 'verve'), when the provider named it. */
  cardBrand: z.string().nullable(),
  /** The visits to come that are not cancelled, soonest first. */
  nextVisits: z.array(z.object({ reference: z.string(), date: isoDate, time: timeLabel, paid: z.boolean() })),
  /** Skip: the visit this link opens. */
  skip: actionAllowance,
  pause: actionAllowance,
  cancel: actionAllowance,
  /**
   * Change the card: a popup payment of `visit`, the next visit not paid nor being charged (its amount:
   * the plan's price); the card that pays it is charged for the later visits.
   */
  changeCard: actionAllowance.extend({
    visit: z.object({ reference: z.string(), date: isoDate, time: timeLabel, amount: nairaAmount }).nullable(),
  }),
});
export type PlanSummary = z.infer<typeof planSummary>;

/**
 * POST /api/user/bookings/{reference}/plan/card: starts a change of the plan's card. `consent`: the
 * customer agrees that the card they pay this visit with is charged before each later visit.
 */
export const planCardRequest = z.object({
  token: manageToken,
  consent: z.literal(true, { error: 'Tick the box to let us charge this card before each later visit.' }),
});
export type PlanCardRequest = z.infer<typeof planCardRequest>;

/** What the popup needs to pay the visit of a card change (its own reference, the visit's amount). */
export const planCardCheckout = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The payment's reference: `{visit reference}-K{n}`. */
  reference: z.string(),
  /** The visit paid: `metadata.appointmentId` of the payment. */
  appointmentId: z.string(),
  visitReference: z.string(),
  date: isoDate,
  time: timeLabel,
  amount: nairaAmount,
  email: z.string(),
});
export type PlanCardCheckout = z.infer<typeof planCardCheckout>;

/** POST /api/user/bookings/{reference}/plan/card/verify: the popup paid `reference` (a card change's). */
export const planCardVerifyRequest = z.object({ token: manageToken, reference: z.string().min(1).max(64) });
export type PlanCardVerifyRequest = z.infer<typeof planCardVerifyRequest>;

/** The reasons a customer picks from when cancelling; 'Other' asks for a few words. */
export const CANCEL_REASONS = [
  'My plans changed',
  'I booked by mistake',
  'I found another service',
  'The price is too high',
  'Other',
] as const;
export const cancelReason = z.enum(CANCEL_REASONS, { error: 'Choose a reason for cancelling' });
export type CancelReason = z.infer<typeof cancelReason>;

/** POST /api/user/bookings/{reference}/cancel */
export const cancelRequest = z
  .object({
    token: manageToken,
    reason: cancelReason,
    note: multiLineText(500).default(''),
  })
  .refine((value) => value.reason !== 'Other' || value.note.length > 0, {
    path: ['note'],
    message: 'Tell us in a few words why you cancel',
  });
export type CancelRequest = z.input<typeof cancelRequest>;

/** POST /api/admin/needs-attention/{id}/provider-refund: money back through the provider. */
export const providerRefundRequest = z.object({
  /** Naira; at most what was paid and not refunded yet. */
  amount: nairaAmount,
  note: multiLineText(500, { required: 'A note is required: why the money is sent back' }),
});
export type ProviderRefundRequest = z.infer<typeof providerRefundRequest>;

/** The provider's `refund.processed` / `refund.failed` webhook data (Paystack's shape, amounts in kobo). */
export const refundWebhookData = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  transaction_reference: z.string().min(1),
  amount: z.union([z.string(), z.number()]).transform(Number).optional(),
  status: z.string().optional(),
});
export type RefundWebhookData = z.infer<typeof refundWebhookData>;

const policyHours = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of hours from 0 to 720` })
    .int(`${name} must be a whole number of hours from 0 to 720`)
    .min(0, `${name} must be a whole number of hours from 0 to 720`)
    .max(720, `${name} must be a whole number of hours from 0 to 720`);

/**
 * GET and PUT /api/admin/manage-policy: the cut-offs of the manage link, kept with the availability
 * settings (RESCHEDULE_CUTOFF_HOURS, MAX_RESCHEDULES, CANCELLATION_CUTOFF_HOURS; 24, 2 and 24 at first).
 */
export const managePolicy = z.object({
  rescheduleCutoffHours: policyHours('The reschedule cut-off'),
  maxReschedules: z
    .number({ error: 'Reschedules must be a whole number from 0 to 20' })
    .int('Reschedules must be a whole number from 0 to 20')
    .min(0, 'Reschedules must be a whole number from 0 to 20')
    .max(20, 'Reschedules must be a whole number from 0 to 20'),
  cancellationCutoffHours: policyHours('The cancellation cut-off'),
});
export type ManagePolicy = z.infer<typeof managePolicy>;

export const managePolicyResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  policy: managePolicy,
});
export type ManagePolicyResponse = z.infer<typeof managePolicyResponse>;
