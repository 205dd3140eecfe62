import { z } from 'zod';
import { pagingShape } from './admin';
import { bookingStatus } from './appointment';
import { id, isoDate, isoTimestamp, nairaAmount, timeLabel } from './common';
import { actionAllowance, planState } from './manage';

/**
 * GET /api/admin/plans?status=&page=&pageSize=: the recurring plans (docs/PRODUCT.md, Recurring plans),
 * newest first, of one state or all.
 */
export const adminPlansQuery = z.object({
  ...pagingShape,
  status: z
    .enum(['pending', 'active', 'paused', 'cancelled'], {
      error: 'Status must be pending, active, paused or cancelled',
    })
    .optional(),
});
export type AdminPlansQuery = z.input<typeof adminPlansQuery>;

/** A visit of a plan as the console names it: its booking, when, and where it stands. */
export const adminPlanVisitRef = z.object({
  appointmentId: id,
  reference: z.string(),
  date: isoDate,
  time: timeLabel,
});

/** What a charge of the saved card came to (or is waiting for). */
export const PLAN_CHARGE_STATES = ['pending', 'success', 'failed'] as const;
export const planChargeState = z.enum(PLAN_CHARGE_STATES);
export type PlanChargeState = z.infer<typeof planChargeState>;

/** One plan in the console's list. */
export const adminPlanListItem = z.object({
  _id: id,
  status: planState,
  name: z.string(),
  email: z.string(),
  product: z.string(),
  service: z.string(),
  frequency: z.string(),
  intervalDays: z.number().int(),
  /** Naira per visit: the sign-up price, or a later one the customer accepted (offeredAmount). */
  amount: nairaAmount,
  time: timeLabel,
  /** How long each visit takes, in minutes (absent from an API before job lengths). */
  durationMinutes: z.number().int().positive().optional(),
  pausedUntil: isoDate.nullable(),
  /** The soonest visit to come that is not cancelled; null when none is made. */
  nextVisit: adminPlanVisitRef.nullable(),
  /**
   * When the card is charged next (PLAN_CHARGE_HOURS_BEFORE before the soonest unpaid later visit); null
   * when the plan is not active, has no saved card, or has no unpaid visit ahead.
   */
  nextChargeAt: isoTimestamp.nullable(),
  /** The latest charge of the saved card. */
  lastCharge: z.object({ status: planChargeState, at: isoTimestamp }).nullable(),
  createdAt: isoTimestamp,
});
export type AdminPlanListItem = z.infer<typeof adminPlanListItem>;

export const adminPlansResponse = z.object({
  success: z.literal(true),
  plans: z.array(adminPlanListItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponse>;

/** A visit on a plan's page: past and to come, cancelled ones too, with its charges' outcome. */
export const adminPlanVisit = adminPlanVisitRef.extend({
  /** 1 for the first visit (paid in the popup). */
  visit: z.number().int().positive(),
  status: bookingStatus,
  paid: z.boolean(),
  cancelled: z.boolean(),
  /** The latest charge attempt of this visit; null when none was made. */
  charge: z.object({ status: planChargeState, attempts: z.number().int().positive() }).nullable(),
  /** Whether the staff may skip it now, and why not (the cancellation policy's cut-offs). */
  skip: actionAllowance,
});
export type AdminPlanVisit = z.infer<typeof adminPlanVisit>;

/** One charge attempt of the saved card. */
export const adminPlanCharge = z.object({
  reference: z.string(),
  visitReference: z.string(),
  attempt: z.number().int().positive(),
  status: planChargeState,
  /** The provider's words on a refused charge. */
  message: z.string().nullable(),
  createdAt: isoTimestamp,
  settledAt: isoTimestamp.nullable(),
});
export type AdminPlanCharge = z.infer<typeof adminPlanCharge>;

/** GET /api/admin/plans/{id}: a plan's terms, card, visits, charges and the staff's actions. */
export const adminPlanDetail = adminPlanListItem.extend({
  phone: z.string(),
  address: z.string(),
  location: z.string(),
  firstDate: isoDate,
  chargeHoursBefore: z.number().int(),
  consentAt: isoTimestamp,
  cancelledAt: isoTimestamp.nullable(),
  /** The catalogue's price per visit now, when it is not the plan's: offered to the customer to accept. */
  offeredAmount: nairaAmount.nullable().optional(),
  /** The saved card as the provider described it; never its authorization. */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  visits: z.array(adminPlanVisit),
  charges: z.array(adminPlanCharge),
  pause: actionAllowance,
  resume: actionAllowance,
  cancel: actionAllowance,
});
export type AdminPlanDetail = z.infer<typeof adminPlanDetail>;

export const adminPlanResponse = z.object({ success: z.literal(true), plan: adminPlanDetail });
export type AdminPlanResponse = z.infer<typeof adminPlanResponse>;

/** The staff's actions answer the plan as it is now, with a sentence for the toast. */
export const adminPlanActionResponse = adminPlanResponse.extend({ message: z.string() });
export type AdminPlanActionResponse = z.infer<typeof adminPlanActionResponse>;

/** POST /api/admin/plans/{id}/skip: the visit to skip (a visit of this plan). */
export const adminPlanSkipRequest = z.object({ appointmentId: id });
export type AdminPlanSkipRequest = z.infer<typeof adminPlanSkipRequest>;

/** POST /api/admin/plans/{id}/pause: the customer's rules (after today, at most PLAN_PAUSE_MAX_DAYS). */
export const adminPlanPauseRequest = z.object({ until: isoDate });
export type AdminPlanPauseRequest = z.infer<typeof adminPlanPauseRequest>;
