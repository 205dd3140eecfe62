/**
 * Manage my booking (docs/PRODUCT.md, Manage my booking): the customer's signed link opens the receipt,
 * moves the visit within the cut-offs, or cancels it; a paid cancel is refunded through the payment
 * provider's Refund API, and its signed `refund.*` webhooks settle the refund. Every change is one
 * transaction with its audit record and its message to the customer (the outbox).
 */
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import { formatNaira } from '@clean/shared/format';
import {
  CUSTOMER_ACTOR_ID,
  PROVIDER_ACTOR,
  type CancelRequest,
  type Receipt,
  type RescheduleRequest,
} from '@clean/shared/schemas';
import { conflict, invalidFields, notFound } from '../http/http-errors';
import {
  customerCancelledSummary,
  managePolicySummary,
  refundFailedSummary,
  refundProcessedSummary,
  refundRequestedSummary,
  rescheduledSummary,
} from '../domain/audit-sentences';
import { slotProblems } from '../domain/availability';
import { bookingStateOf, placeOf } from '../domain/booking-status';
import { toContactPreference } from '../domain/contact-choice';
import { manageAllowances, refundLeft, type ManagePolicy } from '../domain/manage-policy';
import { isValidManageToken, manageTokenFor } from '../domain/manage-token';
import { queuePaymentAttentionAlerts } from '../messages/admin-alerts';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import { ATTENTION_FOR_ADMINS } from './settle-payment';
import { ProviderUnavailableError, type RefundProvider } from '../payments/provider-client';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { AuditEntry, AuditRepository } from '../repositories/audit-repository';
import type { ContactChoiceRepository } from '../repositories/contact-choice-repository';
import type { ManageRepository, ManageResult, RefundRow } from '../repositories/manage-repository';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository } from '../repositories/plan-repository';
import type { PlanSizeTermsDeps } from './plan-size-terms';
import { planSummaryOf } from './plan-summary';
import { contactMatches, RECEIPT_NOT_FOUND } from './receipt';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';

export const LINK_NOT_VALID =
  'This link is not valid any more. Look your booking up with its reference and the email or phone number ' +
  'you booked with.';
export const SLOT_TAKEN_MEANWHILE = 'Sorry, this time was just taken. Please choose another time.';
export const REFUND_TOO_LARGE = 'The refund is more than what was paid and not refunded yet.';
export const NOT_PAID = 'This booking was not paid: there is nothing to refund.';

export interface ManageDeps extends UnitOfWork {
  appointments: Pick<AppointmentRepository, 'findByReference' | 'findByIdWithDeleted'>;
  manage: ManageRepository;
  audit: Pick<AuditRepository, 'record'>;
  outbox: BookingMessageOutbox;
  refundProvider: RefundProvider;
  /** A plan visit's receipt shows its plan (services/plan-summary.ts). */
  plans: Pick<PlanRepository, 'find' | 'visitsBetween' | 'charges' | 'cardChanges'>;
  /** The catalogue's price a plan may be offered (services/plan-offered-price.ts). */
  planPrices: Pick<PlanPriceRepository, 'catalogueAmount'>;
  /** What a plan's new home size is quoted by (services/plan-size-terms.ts). */
  catalogue: PlanSizeTermsDeps['catalogue'];
  areas: PlanSizeTermsDeps['areas'];
  /** The customer's channel for messages shows with the actions (domain/contact-choice.ts). */
  contactChoices: Pick<ContactChoiceRepository, 'stopped'>;
  /** PLAN_CHARGE_HOURS_BEFORE: the plan's terms say when a visit is charged. */
  planChargeHoursBefore: number;
  /** MANAGE_LINK_SECRET. */
  secret: string;
  now: Date;
}

/** The customer, as the audit trail names them for their own changes. */
export const customerActor = (row: AppointmentRow): AuditEntry['admin'] => ({
  id: CUSTOMER_ACTOR_ID,
  name: `${row.firstName} ${row.lastName} (customer)`,
  email: row.email,
});

const providerActor: AuditEntry['admin'] = {
  id: PROVIDER_ACTOR._id,
  name: PROVIDER_ACTOR.name,
  email: PROVIDER_ACTOR.email,
};

const kobo = (naira: number) => Math.round(naira * MINOR_UNITS_PER_NAIRA);

/** The receipt the page shows: where the booking stands, its refund, and what can be done now. */
export async function receiptOf(deps: ManageDeps, row: AppointmentRow, policy?: ManagePolicy): Promise<Receipt> {
  const { now } = deps;
  const inForce = policy ?? (await deps.manage.policy());
  const { status, holdExpiresAt, paidAt, attentionReason } = bookingStateOf(row, now);
  // The refund a cancel would send is what is left after the refunds still pending, too.
  const askedBack = row.payment ? await deps.manage.refundedOrPending(deps.db, row.id) : 0;
  const allowed = manageAllowances({ ...row, askedBack }, inForce, now);
  return {
    reference: row.reference,
    status,
    holdExpiresAt,
    paidAt,
    attentionReason,
    name: `${row.firstName} ${row.lastName}`,
    address: row.address,
    location: row.location,
    product: row.productName,
    service: row.serviceName,
    frequency: row.frequencyName,
    amount: row.amount,
    date: row.date,
    time: row.time,
    durationMinutes: row.durationMinutes,
    ...(row.priceLines ? { priceLines: row.priceLines } : {}),
    ...placeOf(row),
    createdAt: row.createdAt.toISOString(),
    cancelReason: row.cancelReason,
    refund: await deps.manage.latestRefund(row.id),
    manage: {
      token: manageTokenFor(deps.secret, row),
      ...allowed,
      ...inForce,
      contact: toContactPreference(row, await deps.contactChoices.stopped(row.phone)),
    },
    plan: await planSummaryOf(deps, row, inForce),
    // Only an unpaid booking whose hold is live can be paid from its receipt.
    payment:
      status === 'awaiting-payment'
        ? { appointmentId: row.id, email: row.email, service: row.serviceId, frequency: row.frequencyId }
        : null,
  };
}

/** The booking a manage token opens; 404 'This link is not valid any more' for any other token. */
export async function bookingOfToken(
  deps: Pick<ManageDeps, 'secret' | 'now'> & { appointments: Pick<ManageDeps['appointments'], 'findByReference'> },
  reference: string,
  token: string,
): Promise<AppointmentRow> {
  const row = await deps.appointments.findByReference(reference);
  if (!row || !isValidManageToken(deps.secret, row.id, token, deps.now)) throw notFound(LINK_NOT_VALID);
  return row;
}

/**
 * Whether `token` is the valid manage token of the booking `reference`: only such requests count
 * against the booking's limit of changes (routes/api/user/index.ts).
 */
export async function tokenOpensBooking(
  deps: Parameters<typeof bookingOfToken>[0],
  reference: string,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const row = await deps.appointments.findByReference(reference);
  return row !== null && isValidManageToken(deps.secret, row.id, token, deps.now);
}

/** The receipt for the manage link. */
export async function receiptByToken(deps: ManageDeps, reference: string, token: string): Promise<Receipt> {
  return receiptOf(deps, await bookingOfToken(deps, reference, token));
}

/** The receipt for the email-or-phone lookup (services/receipt.ts): the same page, a token for its actions. */
export async function receiptByContact(deps: ManageDeps, reference: string, contact: string): Promise<Receipt> {
  const row = await deps.appointments.findByReference(reference);
  if (!row || !contactMatches(row, contact)) throw notFound(RECEIPT_NOT_FOUND);
  return receiptOf(deps, row);
}

/** A refused change in HTTP terms. */
function settled(result: ManageResult): AppointmentRow {
  switch (result.outcome) {
    case 'done':
      return result.row;
    case 'not-allowed':
      throw conflict(result.reason);
    case 'refused':
      throw invalidFields(result.issues);
    case 'full':
      throw conflict(SLOT_TAKEN_MEANWHILE);
    case 'not-found':
      throw notFound(LINK_NOT_VALID);
  }
}

/**
 * Moves the visit to another free time at its location, under the same locks as a booking (409 when
 * the time was taken meanwhile, or the cut-off or the count of moves says no).
 */
export async function rescheduleBooking(
  deps: ManageDeps,
  reference: string,
  request: RescheduleRequest,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, request.token);
  const { now } = deps;
  const result = await transact(
    deps,
    'availability',
    (changed) => changed.outcome === 'done',
    async (tx: Transaction) => {
      const policy = await deps.manage.policy(tx);
      const moved = await deps.manage.reschedule(
        tx,
        booking.id,
        request,
        (rules) => slotProblems(rules, now, request.date, request.time, booking.location),
        (row) => manageAllowances(row, policy, now).reschedule.reason,
        now,
      );
      if (moved.outcome !== 'done') return moved;
      const { before, row } = moved;
      const summary = rescheduledSummary(before, row, row.rescheduleCount, policy.maxReschedules);
      await deps.audit.record(
        {
          admin: customerActor(row),
          action: 'appointment.rescheduled',
          subject: 'appointment',
          subjectId: row.id,
          summary,
          at: now,
        },
        tx,
      );
      // One message per move: a booking may be moved up to MAX_RESCHEDULES times.
      await queueBookingMessage(deps.outbox, tx, 'rescheduled', row, `rescheduled:${row.rescheduleCount}`);
      return moved;
    },
  );
  return receiptOf(deps, settled(result));
}

/** A customer's cancel: the receipt after it, and the naira it asked the provider to send back. */
export interface CancelOutcome {
  booking: Receipt;
  refunded: number;
}

/**
 * The refund a cancel asks for, read under the booking's row lock (which the cancel holds, and under
 * which every refund is written): the policy's refund, less every refund asked and not failed. A
 * refund still pending (an admin's partial refund awaiting its webhook) is money already on its way
 * back; asking for it again would ask the provider for more than is left (docs/PRODUCT.md, Manage my
 * booking). 0: nothing to ask.
 */
export async function refundOnCancel(
  deps: Pick<ManageDeps, 'manage'>,
  tx: Transaction,
  row: AppointmentRow,
  policyRefund: number,
): Promise<number> {
  if (policyRefund <= 0) return 0;
  const askedBack = await deps.manage.refundedOrPending(tx, row.id);
  return Math.min(policyRefund, refundLeft(row.amount, Math.max(row.refundedAmount, askedBack)));
}

/**
 * Cancels the booking for its customer, with their reason. An unpaid one simply frees its crew; a paid
 * one (before the cancellation cut-off) is refunded through the provider: what was paid and is not
 * refunded or being refunded yet (`refundOnCancel`).
 */
export async function cancelBooking(
  deps: ManageDeps,
  reference: string,
  request: CancelRequest,
): Promise<CancelOutcome> {
  const booking = await bookingOfToken(deps, reference, request.token);
  const { now } = deps;
  const reason = request.reason === 'Other' ? `Other: ${request.note ?? ''}` : request.reason;
  const result = await transact(
    deps,
    'availability',
    (changed) => changed.outcome === 'done',
    async (tx: Transaction) => {
      const policy = await deps.manage.policy(tx);
      let refundable = 0;
      const cancelled = await deps.manage.cancel(tx, booking.id, reason, (row) => {
        const { cancel } = manageAllowances(row, policy, now);
        refundable = cancel.refund ?? 0;
        return cancel.reason;
      });
      if (cancelled.outcome !== 'done') return { ...cancelled, refund: null };
      const { row } = cancelled;
      await deps.audit.record(
        {
          admin: customerActor(row),
          action: 'appointment.cancelled',
          subject: 'appointment',
          subjectId: row.id,
          summary: customerCancelledSummary(row, reason),
          at: now,
        },
        tx,
      );
      const amount = await refundOnCancel(deps, tx, row, refundable);
      const refund =
        amount > 0
          ? await startRefund(deps, tx, row, amount, 'customer', `Cancelled by the customer: ${reason}`)
          : null;
      // The message tells the amount this cancel sends back (0: all of it was refunded already).
      await queueBookingMessage(
        deps.outbox,
        tx,
        'cancelled',
        row,
        'cancelled',
        row.payment ? { refunded: amount } : undefined,
      );
      return { ...cancelled, refund };
    },
  );
  const row = settled(result);
  if (result.refund) await askProvider(deps, row, result.refund);
  const receipt = await receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? row);
  return { booking: receipt, refunded: result.refund?.amount ?? 0 };
}

/** What the customer reads after their cancel: the amount on its way back, as their e-mail says it. */
export function cancelledMessage(refunded: number, refundFailed: boolean): string {
  if (refunded <= 0) return 'Your booking is cancelled.';
  if (refundFailed) {
    return `Your booking is cancelled. We could not start your refund of ${formatNaira(refunded)} yet: we will call you about it.`;
  }
  return `Your booking is cancelled. ${formatNaira(refunded)} is on its way back to your card.`;
}

/** Writes a pending refund and its audit record, in the transaction that decides it. */
export async function startRefund(
  deps: ManageDeps,
  tx: Transaction,
  row: AppointmentRow,
  amount: number,
  requestedBy: 'customer' | 'admin',
  note: string,
  actor: AuditEntry['admin'] = customerActor(row),
): Promise<RefundRow> {
  const refund = await deps.manage.createRefund(tx, { appointmentId: row.id, amount, requestedBy, note });
  await deps.audit.record(
    {
      admin: actor,
      action: 'appointment.refund-requested',
      subject: 'appointment',
      subjectId: row.id,
      summary: refundRequestedSummary(amount, note),
      at: deps.now,
    },
    tx,
  );
  return refund;
}

/**
 * Asks the provider for a refund written pending, against the payment that paid the booking
 * (ManageRepository.paymentReference). Accepted: its id is kept for the webhooks. Refused
 * or unreachable: the refund fails and the booking lands under needs attention (the company refunds
 * it by hand).
 */
export async function askProvider(deps: ManageDeps, row: AppointmentRow, refund: RefundRow): Promise<void> {
  let failure: string;
  try {
    const answer = await deps.refundProvider.refund({
      // The payment that paid it: a plan visit's charge or card change has a reference of its own.
      reference: await deps.manage.paymentReference(deps.db, row),
      amountKobo: kobo(refund.amount),
      note: refund.note,
    });
    if (answer.accepted) {
      await deps.manage.attachProviderId(refund.id, answer.refundId);
      return;
    }
    failure = answer.message;
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    failure = error.message;
  }
  await transact(
    deps,
    'availability',
    () => false,
    async (tx) => {
      const flagged = await deps.manage.failRefund(tx, refund.id, failure, deps.now);
      if (!flagged) return;
      await queuePaymentAttentionAlerts(deps.outbox, tx, flagged, ATTENTION_FOR_ADMINS['refund-failed']);
      await deps.audit.record(
        {
          admin: providerActor,
          action: 'appointment.refund-failed',
          subject: 'appointment',
          subjectId: flagged.id,
          summary: refundFailedSummary(refund.amount, failure),
          at: deps.now,
        },
        tx,
      );
    },
  );
}

/**
 * The console's Refund: money back through the provider, in full or in part (at most what was paid and
 * not asked back yet), with the admin's note. Once the provider processes a full refund, the booking
 * is cancelled and its flag settled (manage-repository.ts, settleRefund).
 */
export async function refundThroughProvider(
  deps: ManageDeps,
  id: string,
  amount: number,
  note: string,
  admin: AuditEntry['admin'],
): Promise<AppointmentRow> {
  const result = await transact(
    deps,
    'availability',
    () => true,
    async (tx: Transaction) => {
      const row = await deps.manage.lockForRefund(tx, id);
      if (!row) throw notFound('Appointment not found. It may have been deleted.');
      if (!row.payment) throw conflict(NOT_PAID);
      const open = row.amount - (await deps.manage.refundedOrPending(tx, id));
      if (kobo(amount) <= 0 || kobo(amount) > kobo(open)) throw conflict(REFUND_TOO_LARGE);
      const refund = await startRefund(deps, tx, row, amount, 'admin', note, admin);
      return { row, refund };
    },
  );
  await askProvider(deps, result.row, result.refund);
  return (await deps.appointments.findByIdWithDeleted(id)) ?? result.row;
}

/** What a `refund.processed` / `refund.failed` webhook did. */
export type RefundEventOutcome = 'settled' | 'already-settled' | 'unknown';

/**
 * Settles a refund the provider reports on, once: a replay changes nothing. Processed: the money is
 * out of the earnings (the triggers of migration 0013) and the customer hears of it; failed: the
 * booking needs attention.
 */
export async function settleRefundEvent(
  deps: ManageDeps,
  event: { providerRefundId: string; reference: string; amountKobo: number | null },
  status: 'processed' | 'failed',
  reason: string | null,
): Promise<RefundEventOutcome> {
  return transact(
    deps,
    'availability',
    () => false,
    async (tx: Transaction) => {
      const amount = event.amountKobo === null ? null : event.amountKobo / MINOR_UNITS_PER_NAIRA;
      const result = await deps.manage.settleRefund(tx, { ...event, amount }, status, reason, deps.now);
      if (result.outcome !== 'settled') return result.outcome;
      const { refund, row } = result;
      await deps.audit.record(
        {
          admin: providerActor,
          action: status === 'processed' ? 'appointment.refund-processed' : 'appointment.refund-failed',
          subject: 'appointment',
          subjectId: row.id,
          summary:
            status === 'processed'
              ? refundProcessedSummary(refund.amount)
              : refundFailedSummary(refund.amount, reason ?? 'the provider gave no reason'),
          at: deps.now,
        },
        tx,
      );
      // One message per refund: a booking may be refunded in parts.
      if (status === 'processed') await queueBookingMessage(deps.outbox, tx, 'refunded', row, `refunded:${refund.id}`);
      else await queuePaymentAttentionAlerts(deps.outbox, tx, row, ATTENTION_FOR_ADMINS['refund-failed']);
      return 'settled';
    },
  );
}

/** The console's change of the manage cut-offs, with its audit record; null before the settings exist. */
export async function updateManagePolicy(
  deps: Pick<ManageDeps, 'db' | 'changes' | 'manage' | 'audit' | 'now'>,
  policy: ManagePolicy,
  admin: AuditEntry['admin'],
): Promise<ManagePolicy | null> {
  return transact(
    deps,
    'availability',
    () => false,
    async (tx: Transaction) => {
      const before = await deps.manage.updatePolicy(tx, policy, deps.now);
      if (!before) return null;
      await deps.audit.record(
        {
          admin,
          action: 'availability.updated',
          subject: 'availability',
          subjectId: null,
          summary: managePolicySummary(before, policy),
          at: deps.now,
        },
        tx,
      );
      return policy;
    },
  );
}

/** The manage cut-offs in force. */
export const readManagePolicy = (deps: Pick<ManageDeps, 'manage'>): Promise<ManagePolicy> => deps.manage.policy();
