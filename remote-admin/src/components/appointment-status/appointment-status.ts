import type { Appointment } from '@clean/shared/schemas';

/** SPEC section 4: an appointment's status is derived from its two flags, cancelled winning. */
export type AppointmentStatus = 'cancelled' | 'completed' | 'active';

type StatusFlags = Pick<Appointment, 'cancelled' | 'isCompleted'>;

export function appointmentStatus({ cancelled, isCompleted }: StatusFlags): AppointmentStatus {
  if (cancelled) return 'cancelled';
  if (isCompleted) return 'completed';
  return 'active';
}

/** An admin may cancel or complete only an appointment with neither flag set (SPEC section 4). */
export function canChangeStatus(appointment: StatusFlags): boolean {
  return appointmentStatus(appointment) === 'active';
}

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  cancelled: 'Cancelled',
  completed: 'Completed',
  active: 'Active',
};

/** SPEC section 3: payment is a boolean shown as Paid or Unpaid. */
export const paymentLabel = (paid: boolean): string => (paid ? 'Paid' : 'Unpaid');
