import { z } from 'zod';
import { LOCATIONS } from '../constants';
import { email, id, isoDate, messageResponse, nairaAmount, requiredText, timeLabel } from './common';

/** POST /api/user/book-appointment: every field required but notes (SPEC section 5). */
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
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').default(''),
  date: isoDate,
  time: timeLabel,
  product: id,
  service: id,
  frequency: id,
  amount: nairaAmount,
});
export type BookingRequest = z.input<typeof bookingRequest>;
export type BookingPayload = z.output<typeof bookingRequest>;

/** The answer carries what the payment step needs (DESIGN.md, API: fixes the spec). */
export const bookingResponse = messageResponse.extend({
  appointmentId: id,
  reference: z.string(),
  amount: nairaAmount,
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/** POST /api/user/appointments: the spec's fields plus what server-side verification needs. */
export const recordAppointmentRequest = z.object({
  time: timeLabel,
  date: isoDate,
  service: id,
  frequency: id,
  appointmentId: id,
  reference: z.string().trim().min(1, 'Payment reference is required').max(100),
});
export type RecordAppointmentRequest = z.infer<typeof recordAppointmentRequest>;
export const recordAppointmentResponse = messageResponse;

/** GET /api/admin/availability: the whole answer is the list. */
export const availabilityEntry = z.object({ date: isoDate, availableTimes: z.array(timeLabel) });
export type AvailabilityEntry = z.infer<typeof availabilityEntry>;
export const availabilityResponse = z.array(availabilityEntry);
export const availabilityQuery = z.object({ location: z.enum(LOCATIONS).optional() });
