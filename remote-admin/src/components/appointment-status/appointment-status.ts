import type { Appointment, BookingStatus } from '@clean/shared/schemas';

/** An appointment's status is derived from its two flags, cancelled winning (docs/PRODUCT.md#admin-console). */
export type AppointmentStatus = 'cancelled' | 'completed' | 'active';

type StatusFlags = Pick<Appointment, 'cancelled' | 'isCompleted'>;

export function appointmentStatus({ cancelled, isCompleted }: StatusFlags): AppointmentStatus {
  if (cancelled) return 'cancelled';
  if (isCompleted) return 'completed';
  return 'active';
}

/** An admin may cancel or complete only an appointment with neither flag set (docs/PRODUCT.md#admin-console). */
export function canChangeStatus(appointment: StatusFlags): boolean {
  return appointmentStatus(appointment) === 'active';
}

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  cancelled: 'Cancelled',
  completed: 'Completed',
  active: 'Active',
};

/** Payment is a boolean shown as Paid or Unpaid (docs/PRODUCT.md#admin-console). */
export const paymentLabel = (paid: boolean): string => (paid ? 'Paid' : 'Unpaid');

/**
 * What every screen calls a booking's state (the API's `status`): the filters, the customer's
 * bookings, the details page and the schedule all read their words from here.
 */
export const bookingStatusLabels = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  'needs-attention': 'Needs attention',
  cancelled: 'Cancelled',
  completed: 'Completed',
} as const satisfies Record<BookingStatus, string>;
