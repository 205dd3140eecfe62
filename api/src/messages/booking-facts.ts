import type { BookingFacts } from '../db/outbox-payloads';
import type { AppointmentRow } from '../repositories/appointment-repository';

/** A booking's facts for its messages, as they are now. */
export function bookingFacts(row: AppointmentRow): BookingFacts {
  return {
    reference: row.reference,
    firstName: row.firstName,
    email: row.email,
    productName: row.productName,
    serviceName: row.serviceName,
    frequencyName: row.frequencyName,
    amount: row.amount,
    location: row.location,
    address: row.address,
    date: row.date,
    time: row.time,
    holdExpiresAt: row.payment ? null : (row.holdExpiresAt?.toISOString() ?? null),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refundedAmount: row.refundedAmount,
    // Only what the booking has: a payload keeps no empty keys.
    ...(row.priceLines && row.priceLines.length > 1 ? { priceLines: row.priceLines } : {}),
    ...(row.areaName ? { areaName: row.areaName } : {}),
    ...(row.landmark ? { landmark: row.landmark } : {}),
  };
}
