import type { BookingPayload, FieldIssue, RecordAppointmentRequest } from '@clean/shared/schemas';
import type { AvailabilityRules } from '../config';
import { conflict, invalidFields, notFound } from '../lib/http-errors';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import { settlePayment } from '../payments/settle-payment';
import type { PaymentVerifier } from '../payments/verify-payment';
import { slotProblems } from './availability';

export const PRICE_CHANGED = 'The price of this service has changed. Please review the new amount and book again.';
export const SLOT_FULL = 'Sorry, this time has just been fully booked. Please choose another time or date.';

/** Naira amounts are compared to the kobo. */
const kobo = (amount: number) => Math.round(amount * 100);

export interface BookingDeps {
  rules: AvailabilityRules;
  now: Date;
  catalogue: CatalogueRepository;
  appointments: AppointmentRepository;
}

/**
 * Books an appointment. The amount is the catalogue's: the chosen frequency's amount (the price of one
 * visit at that frequency); the client's amount must equal it, else 409 (the price changed). Dates
 * and times follow the availability rules; the slot is taken atomically (409 when it is full).
 */
export async function bookAppointment(deps: BookingDeps, input: BookingPayload): Promise<AppointmentRow> {
  const issues: FieldIssue[] = slotProblems(deps.rules, deps.now, input.date, input.time);
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
  if (issues.length > 0 || !chosen.product || !chosen.service || !chosen.frequency) throw invalidFields(issues);
  if (kobo(input.amount) !== kobo(chosen.frequency.amount)) throw conflict(PRICE_CHANGED);

  const created = await deps.appointments.createInSlot(
    {
      location: input.location,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      address: input.address,
      notes: input.notes,
      productId: chosen.product.id,
      serviceId: chosen.service.id,
      frequencyId: chosen.frequency.id,
      productName: chosen.product.name,
      serviceName: chosen.service.name,
      frequencyName: chosen.frequency.name,
      amount: chosen.frequency.amount,
      date: input.date,
      time: input.time,
    },
    deps.rules.crewsPerSlot,
  );
  if (!created) throw conflict(SLOT_FULL);
  return created;
}

/**
 * The call the booking page makes after the card payment: checks that the payment details name this
 * appointment, then settles it as the webhook does (settle-payment.ts): only a payment the provider
 * verifies marks it paid; a repeat call for a paid appointment answers success and changes nothing.
 */
export async function recordPayment(
  deps: { appointments: AppointmentRepository; verifier: PaymentVerifier },
  input: RecordAppointmentRequest,
): Promise<string> {
  const appointment = await deps.appointments.findById(input.appointmentId);
  if (!appointment)
    throw notFound('We could not find this appointment. Please contact us with your payment reference.');
  const matches =
    appointment.reference === input.reference &&
    appointment.date === input.date &&
    appointment.time === input.time &&
    appointment.serviceId === input.service &&
    appointment.frequencyId === input.frequency;
  if (!matches) throw conflict('These payment details do not match the appointment. Please contact us.');
  return settlePayment(deps, appointment);
}
