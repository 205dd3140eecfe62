import { appointmentStatus, appointmentStatusLabels, paymentLabel, type AppointmentStatus } from './appointment-status';
import styles from './status-badge.module.css';

const statusTones: Record<AppointmentStatus, string | undefined> = {
  active: styles.info,
  completed: styles.good,
  cancelled: styles.muted,
};

const badgeClass = (tone: string | undefined) => [styles.badge, tone].filter(Boolean).join(' ');

/** The derived status (Cancelled, Completed, Active) as a small coloured label. */
export function AppointmentStatusBadge({ cancelled, isCompleted }: { cancelled: boolean; isCompleted: boolean }) {
  const status = appointmentStatus({ cancelled, isCompleted });
  return <span className={badgeClass(statusTones[status])}>{appointmentStatusLabels[status]}</span>;
}

/** Paid or Unpaid. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return <span className={badgeClass(paid ? styles.good : styles.warning)}>{paymentLabel(paid)}</span>;
}

/** A flag that asks for the company's action (a payment to refund or reschedule). */
export function AttentionBadge({ children }: { children: string }) {
  return <span className={badgeClass(styles.danger)}>{children}</span>;
}
