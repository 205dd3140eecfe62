import { consentColumns } from '../domain/consent';
import { channelProblem, contactColumns } from '../domain/contact-choice';
import { toE164 } from '../domain/phone-number';
import { receiptPath } from '@clean/shared/paths';
import { quoteJob, type HomeChoice } from '@clean/shared/format';
import {
  areaNotServedMessage,
  type BookingPayload,
  type FieldIssue,
  type RecordAppointmentRequest,
} from '@clean/shared/schemas';
import type { HoldSettings } from '../config';
import { conflict, invalidFields, notFound, tooMany, unprocessable } from '../http/http-errors';
import type {
  AppointmentRepository,
  AppointmentRow,
  NewAppointment,
  SlotGate,
} from '../repositories/appointment-repository';
import type { HoldOwner, UnpaidHoldsRepository } from '../repositories/unpaid-holds-repository';
import type { AvailabilityRepository } from '../repositories/availability-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import type { AreaRepository, AreaRow } from '../repositories/area-repository';
import { APPOINTMENT_GONE, settlePayment, type PaymentRecorded, type SettleDeps } from './settle-payment';
import { toKobo } from '../payments/verify-payment';
import { slotProblems, type OpeningRules } from '../domain/availability';
import { holdCapReached } from '../domain/hold-caps';
import { bookingRequestHash, IDEMPOTENCY_MISMATCH } from './idempotency';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import type { PlanRepository } from '../repositories/plan-repository';
import { ONE_OFF_INTERVAL } from '@clean/shared/plans';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';

export const PRICE_CHANGED = 'The price of this service has changed. Please review the new amount and book again.';
export const SLOT_FULL = 'Sorry, this time has just been fully booked. Please choose another time or date.';
export const DETAILS_MISMATCH =
  'These payment details do not match the appointment. If you were charged, your payment is safe: we check ' +
  'every payment with the provider and will reconcile it. Please contact us with your payment reference.';

export const PLAN_CONSENT_NEEDED =
  'Please agree that we charge your card before each visit of this plan, or choose a one-off visit.';

/** The spec's word for a phone number no country would dial (the schema's own for a malformed one). */
export const INVALID_PHONE = 'Invalid phone number';

export const HOLD_WAITING = 'You already have a booking waiting for payment: pay for it or let it expire first';

export const MINUTE_MS = 60_000;

export interface BookingDeps extends UnitOfWork {
  /** The rules in force, read when the request comes (the booking checks them again under the rules lock). */
  availability: Pick<AvailabilityRepository, 'current'>;
  holds: HoldSettings;
  now: Date;
  catalogue: CatalogueRepository;
  areas: Pick<AreaRepository, 'find'>;
  appointments: AppointmentRepository;
  unpaidHolds: UnpaidHoldsRepository;
  outbox: BookingMessageOutbox;
  plans: Pick<PlanRepository, 'create' | 'attachVisit'>;
}

/** The booking, and whether it was made by an earlier request with the same idempotency key. */
export interface BookingOutcome {
  appointment: AppointmentRow;
  replayed: boolean;
}

/** A repeat of a keyed request answers its booking; the same key with another body is refused. */
function replay(appointment: AppointmentRow, requestHash: string | null): BookingOutcome {
  if (appointment.requestHash !== requestHash) throw unprocessable(IDEMPOTENCY_MISMATCH);
  return { appointment, replayed: true };
}

/**
 * The cap on unpaid holds, checked in the booking's transaction under the locks of the owner's email,
 * phone and address, so simultaneous bookings cannot all slip under it.
 */
function holdCap(deps: BookingDeps, owner: HoldOwner): SlotGate {
  return async (tx) => {
    await deps.unpaidHolds.lockOwner(tx, owner);
    const counts = await deps.unpaidHolds.count(tx, owner, deps.now);
    if (!holdCapReached(counts, deps.holds)) return null;
    return { kind: 'capped', reference: await deps.unpaidHolds.waitingReference(tx, owner, deps.now) };
  };
}

/**
 * Books an appointment. The amount is the catalogue's: the chosen frequency's amount (the price of one
 * visit at that frequency), plus what the home's size and the extras add (`quoteJob`, which also gives
 * the job's length); the client's amount must equal it, else 409 (the price changed). Dates
 * and times follow the availability rules; the slot is taken atomically (409 when it is full) and held
 * for `holds.bookingMinutes` while unpaid. With an idempotency key, a repeat of the request answers the
 * booking it made (checked first, so a repeat succeeds even once its time has passed or its slot is
 * full), and the same key with another body answers 422. A customer (email, phone) or client address
 * with as many live unpaid holds as `holds` allows is refused with 429, and shown the booking waiting
 * when both its email and phone match.
 */
export async function bookAppointment(
  deps: BookingDeps,
  input: BookingPayload,
  clientAddress: string,
  idempotencyKey?: string,
): Promise<BookingOutcome> {
  const rules = await deps.availability.current(deps.now);
  const requestHash = idempotencyKey ? bookingRequestHash(input) : null;
  if (idempotencyKey) {
    const earlier = await deps.appointments.findByIdempotencyKey(idempotencyKey);
    if (earlier) return replay(earlier, requestHash);
  }

  const issues: FieldIssue[] = slotProblems(rules, deps.now, input.date, input.time, input.location);
  // Stored in E.164 (docs/DECISIONS.md, "Phone numbers in E.164"): the messages go to it as it is.
  const phone = toE164(input.phone);
  if (!phone) issues.push({ field: 'phone', message: INVALID_PHONE });
  const channelRefused = phone && input.contactChannel ? channelProblem(input.contactChannel, phone) : null;
  if (channelRefused) issues.push({ field: 'contactChannel', message: channelRefused });
  const chosen = await deps.catalogue.findSelection(input.product, input.service, input.frequency);
  if (!chosen.product) {
    issues.push({ field: 'product', message: 'This product is no longer offered. Please choose another one.' });
  } else if (!chosen.service) {
    issues.push({ field: 'service', message: 'This service is not offered for the chosen product.' });
  } else if (!chosen.frequency) {
    issues.push({
      field: 'frequency',
      message:
        chosen.service.frequencyCount === 0
          ? 'This service cannot be booked online yet. Please contact us.'
          : 'This frequency is not offered for the chosen service.',
    });
  }
  // A recurring frequency is a plan whose later visits are charged to the saved card: only with consent.
  if (chosen.frequency && chosen.frequency.intervalDays > ONE_OFF_INTERVAL && !input.planConsent) {
    issues.push({ field: 'planConsent', message: PLAN_CONSENT_NEEDED });
  }
  const area = await areaOf(deps, input, issues);
  if (issues.length > 0 || !phone || !chosen.product || !chosen.service || !chosen.frequency) {
    throw invalidFields(issues);
  }
  const { intervalDays } = chosen.frequency;
  // The home's size and extras price and time the job (docs/PRODUCT.md, "A price that fits the home"),
  // and the area adds its surcharge ("Areas and landmarks").
  const quote = quoteJob(chosen.service, chosen.frequency, input.size, area ?? undefined);
  if (!quote.ok) throw invalidFields([{ field: quote.field, message: quote.message }]);
  if (toKobo(input.amount) !== toKobo(quote.amount)) throw conflict(PRICE_CHANGED);

  const values: NewAppointment = {
    location: input.location,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone,
    address: input.address,
    areaId: area?.id ?? null,
    areaName: area?.name ?? null,
    landmark: input.landmark || null,
    notes: input.notes,
    productId: chosen.product.id,
    serviceId: chosen.service.id,
    frequencyId: chosen.frequency.id,
    productName: chosen.product.name,
    serviceName: chosen.service.name,
    frequencyName: chosen.frequency.name,
    amount: quote.amount,
    durationMinutes: quote.minutes,
    // One line says nothing the amount does not: kept only when the price was made up of more.
    priceLines: quote.lines.length > 1 ? quote.lines : null,
    date: input.date,
    time: input.time,
    holdExpiresAt: new Date(deps.now.getTime() + deps.holds.bookingMinutes * MINUTE_MS),
    idempotencyKey: idempotencyKey ?? null,
    requestHash,
    clientAddress,
    // What the customer agreed to (docs/DECISIONS.md, "Consent at collection").
    ...consentColumns(input.privacyNoticeVersion, deps.now),
    // How they want to hear from us, with that notice (docs/PRODUCT.md, "Messages on WhatsApp and SMS").
    ...contactColumns(input.contactChannel, input.privacyNoticeVersion, deps.now),
  };
  // The rules may have changed since `rules` were read.
  const check = (rules: OpeningRules) => slotProblems(rules, deps.now, input.date, input.time, input.location);
  // A new booking takes a crew: the feed hears of it once committed.
  const result = await transact(
    deps,
    'availability',
    (booked) => booked.kind === 'created',
    async (tx: Transaction) => {
      const booked = await deps.appointments.createInSlot(
        tx,
        values,
        deps.now,
        check,
        holdCap(deps, { email: input.email, phone, clientAddress }),
      );
      if (booked.kind !== 'created') return booked;
      // A recurring frequency makes a plan, at this visit's price, whose first visit this is.
      const row =
        intervalDays > ONE_OFF_INTERVAL ? await startPlan(deps, tx, booked.row, intervalDays, input.size) : booked.row;
      // The customer hears of the booking if and only if it is made.
      await queueBookingMessage(deps.outbox, tx, 'booking-received', row);
      return { kind: 'created' as const, row };
    },
  );
  if (result.kind === 'refused') throw invalidFields(result.issues);
  if (result.kind === 'capped') {
    throw tooMany(HOLD_WAITING, result.reference === null ? undefined : receiptPath(result.reference));
  }
  if (result.kind === 'full') throw conflict(SLOT_FULL);
  // A concurrent repeat of this keyed request got there first.
  if (result.kind === 'existing') return replay(result.row, requestHash);
  return { appointment: result.row, replayed: false };
}

/**
 * The booking's area (docs/PRODUCT.md, "Areas and landmarks"): one of its location's, and served; a
 * booking naming none has none. A refusal is added to `issues` under `area`.
 */
async function areaOf(deps: BookingDeps, input: BookingPayload, issues: FieldIssue[]): Promise<AreaRow | null> {
  if (input.area === undefined) return null;
  const area = await deps.areas.find(input.area);
  if (!area || area.location !== input.location) {
    issues.push({ field: 'area', message: `Please choose an area of ${input.location}.` });
    return null;
  }
  if (!area.served) issues.push({ field: 'area', message: areaNotServedMessage(area.name) });
  return area;
}

/** Makes the plan of a first visit just booked (pending until it is paid); answers the visit, now of the plan. */
async function startPlan(
  deps: BookingDeps,
  tx: Transaction,
  first: AppointmentRow,
  intervalDays: number,
  size: HomeChoice | undefined,
): Promise<AppointmentRow> {
  const plan = await deps.plans.create(tx, {
    location: first.location,
    firstName: first.firstName,
    lastName: first.lastName,
    email: first.email,
    phone: first.phone,
    address: first.address,
    areaId: first.areaId,
    areaName: first.areaName,
    landmark: first.landmark,
    notes: first.notes,
    productId: first.productId,
    serviceId: first.serviceId,
    frequencyId: first.frequencyId,
    productName: first.productName,
    serviceName: first.serviceName,
    frequencyName: first.frequencyName,
    intervalDays,
    amount: first.amount,
    durationMinutes: first.durationMinutes,
    priceLines: first.priceLines,
    // The counts the customer chose: the manage link's size form starts from them.
    size: size ?? null,
    time: first.time,
    firstDate: first.date,
    consentAt: deps.now,
    // Each visit the plan makes carries the customer's choice of channel (services/plan-visits.ts).
    contactChannel: first.contactChannel,
    contactNoticeVersion: first.contactNoticeVersion,
    contactChosenAt: first.contactChosenAt,
  });
  return deps.plans.attachVisit(tx, first.id, plan.id, 1);
}

/**
 * The call the booking page makes after the card payment: checks that the payment details name this
 * appointment, then settles it as the webhook does (settle-payment.ts): only a payment the provider
 * verifies is recorded, and a verified one always is; a repeat call for a paid appointment answers
 * success and changes nothing.
 */
export async function recordPayment(deps: SettleDeps, input: RecordAppointmentRequest): Promise<PaymentRecorded> {
  // A deleted booking's payment is recorded too (flagged 'deleted'): no payment is lost.
  const appointment = await deps.appointments.findForPayment({ id: input.appointmentId });
  if (!appointment) throw notFound(APPOINTMENT_GONE);
  const matches =
    appointment.reference === input.reference &&
    appointment.date === input.date &&
    appointment.time === input.time &&
    appointment.serviceId === input.service &&
    appointment.frequencyId === input.frequency;
  if (!matches) throw conflict(DETAILS_MISMATCH);
  return settlePayment(deps, appointment);
}
