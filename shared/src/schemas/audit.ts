import { z } from 'zod';
import { id, isoTimestamp } from './common';

/**
 * What an audit record is about. `account`: the admin accounts (sign-ups, logins, failed logins,
 * password and profile changes, CSV and business exports, invitations, disabling), its `subjectId` the account
 * concerned (none for a failed login with an unknown e-mail).
 */
export const AUDIT_SUBJECTS = [
  'appointment',
  'product',
  'availability',
  'account',
  'data-request',
  'crew',
  'area',
] as const;
export const auditSubject = z.enum(AUDIT_SUBJECTS);
export type AuditSubject = z.infer<typeof auditSubject>;

/** Every action the audit trail records: the admins', and the customer's own from the manage link. */
export const AUDIT_ACTIONS = [
  'appointment.cancelled',
  'appointment.completed',
  'appointment.deleted',
  'appointment.rebooked',
  'appointment.refunded',
  'appointment.rescheduled',
  'appointment.crew-assigned',
  'appointment.refund-requested',
  'appointment.refund-processed',
  'appointment.refund-failed',
  // The customer's channel for messages, changed from the manage link (docs/PRODUCT.md, "Messages on WhatsApp and SMS").
  'appointment.contact-channel-changed',
  // A plan's visits, changed by the customer from the manage link or by the staff from the console
  // (docs/PRODUCT.md, Recurring plans); only the staff resume a paused plan.
  'plan.visit-skipped',
  'plan.paused',
  'plan.cancelled',
  'plan.resumed',
  'plan.rescheduled',
  'plan.price-accepted',
  'plan.size-changed',
  'plan.card-changed',
  'product.created',
  'product.updated',
  'product.deleted',
  'availability.updated',
  'availability.date-closed',
  'availability.date-reopened',
  'crew.created',
  'crew.updated',
  'crew.deactivated',
  'crew.activated',
  // A member's sign-in link sent, and a device signed out by the office (docs/PRODUCT.md, "The crew's day").
  'crew.sign-in-link-sent',
  'crew.device-signed-out',
  'area.created',
  'area.updated',
  'area.removed',
  'account.signed-up',
  'account.logged-in',
  'account.login-failed',
  'account.password-changed',
  'account.profile-updated',
  'account.disabled',
  'account.enabled',
  'appointments.exported',
  // The business export: every table of business data in one ZIP (docs/PRODUCT.md, "Your business data").
  'business.exported',
  'invitation.created',
  'invitation.used',
  'invitation.revoked',
  // Data requests (docs/PRODUCT.md, "Your data"): the record names the request, never the erased data.
  'data.export-requested',
  'data.exported',
  'data.erasure-requested',
  'data.erased',
  'data.erasure-refused',
  'data.retention-anonymised',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/**
 * One recorded action: who (kept by name and email, so it survives the account), what, when. For a
 * failed login nobody is signed in: `admin` is then `UNKNOWN_ACTOR`.
 */
export const auditEvent = z.object({
  _id: id,
  at: isoTimestamp,
  action: auditAction,
  subject: auditSubject,
  /** The appointment's or product's id; null for availability rules. */
  subjectId: z.string().nullable(),
  admin: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** A sentence for people: 'Rebooked from 2030-01-07 6:00 AM Lagos to 2030-01-09 7:00 AM Lagos'. */
  summary: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/**
 * The `admin._id` of a record of the customer's own change from the manage link (their name and e-mail
 * beside it), and of the payment provider's word on a refund.
 */
export const CUSTOMER_ACTOR_ID = 'customer';
export const PROVIDER_ACTOR = { _id: 'payment-provider', name: 'The payment provider', email: '' } as const;
/** The scheduled job that anonymises personal data past its retention (docs/PRODUCT.md, "Your data"). */
export const RETENTION_ACTOR = { _id: 'retention-job', name: 'The retention job', email: '' } as const;

/** The `admin` of a record made while nobody was signed in (a failed login). */
export const UNKNOWN_ACTOR = { _id: '', name: 'Someone not signed in', email: '' } as const;

/** GET /api/admin/audit?subject=&subjectId=: newest first, at most `limit` (default 50, max 200). */
export const auditQuery = z.object({
  subject: auditSubject,
  subjectId: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditResponse = z.object({ success: z.literal(true), events: z.array(auditEvent) });
export type AuditResponse = z.infer<typeof auditResponse>;
