/**
 * The shapes the admin API answers with, made from rows. Routes send these; they never see a
 * repository's rows or mappers.
 */
import { toPrivacyConsent } from '../domain/consent';
import type {
  Admin,
  AdminAccount,
  AdminInvitation,
  Appointment,
  AppointmentWithState,
  ContactMessage,
} from '@clean/shared/schemas';
import { bookingStateOf, placeOf } from '../domain/booking-status';
import type { AdminRow } from '../repositories/admin-repository';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { ContactMessageRow } from '../repositories/contact-repository';
import type { InvitationRow } from '../repositories/invitation-repository';

/** How acting on a flagged payment ended (the needs-attention route answers each way). */
export type { AttentionResult } from '../repositories/attention-repository';

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    _id: row.id,
    userData: {
      name: `${row.firstName} ${row.lastName}`,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
    },
    location: row.location,
    product: row.productName,
    service: row.serviceName,
    frequency: row.frequencyName,
    notes: row.notes,
    amount: row.amount,
    date: row.date,
    time: row.time,
    reference: row.reference,
    payment: row.payment,
    cancelled: row.cancelled,
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
    durationMinutes: row.durationMinutes,
    ...(row.priceLines ? { priceLines: row.priceLines } : {}),
    ...placeOf(row),
  };
}

/** The spec's fields plus the booking state the server derives (admin list). */
export function toAppointmentWithState(row: AppointmentRow, now: Date): AppointmentWithState {
  return { ...toAppointment(row), ...bookingStateOf(row, now) };
}

export function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    image: row.image,
    alerts: {
      newBooking: row.alertNewBooking,
      paymentAttention: row.alertPaymentAttention,
      contactMessage: row.alertContactMessage,
    },
  };
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    privacyConsent: toPrivacyConsent(row),
  };
}

export function toAdminAccount(row: AdminRow): AdminAccount {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export function toInvitation(row: InvitationRow, createdBy: string): AdminInvitation {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy,
  };
}
