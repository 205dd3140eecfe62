import { z } from 'zod';
import { pagingShape } from './admin';
import { appointmentWithState } from './appointment';
import { id, isoDate, nairaTotal } from './common';

/**
 * A customer: the appointments (not deleted) that share an email (any case) or a phone number (by its
 * digits; +234… and 0… are one number), joined transitively. `_id` is stable while the customer's
 * first booking stays. Shown with the details of their latest booking.
 */
export const customer = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  bookings: z.number().int().nonnegative(),
  /** Paid, not cancelled or refunded. */
  totalPaid: nairaTotal,
  /** The latest appointment date booked. */
  lastBooking: isoDate,
});
export type Customer = z.infer<typeof customer>;

/** GET /api/admin/customers?page=&pageSize=: paged as the appointments are. */
export const customersQuery = z.object(pagingShape);
export type CustomersQuery = z.input<typeof customersQuery>;

/** GET /api/admin/customers?page=&pageSize=: latest booking first. `total` matches the dashboard's Customers. */
export const customersResponse = z.object({
  success: z.literal(true),
  customers: z.array(customer),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CustomersResponse = z.infer<typeof customersResponse>;

/** GET /api/admin/customers/{id}: one customer and all their appointments, newest first. */
export const customerDetailsResponse = z.object({
  success: z.literal(true),
  customer,
  appointments: z.array(appointmentWithState),
});
export type CustomerDetailsResponse = z.infer<typeof customerDetailsResponse>;
