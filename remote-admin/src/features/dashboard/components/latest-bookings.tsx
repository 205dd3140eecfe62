import { formatNaira, paths } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { DashboardData } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import { useId } from 'react';
import {
  AppointmentStatusBadge,
  AttentionBadge,
  PaymentBadge,
} from '../../../components/appointment-status/status-badge';
import { dashboardTexts } from '../lib/texts';
import styles from './latest-bookings.module.css';

const texts = dashboardTexts;

/**
 * 'Latest Bookings' (docs/PRODUCT.md#admin-console): who, what, when, how much, paid or not, where it stands, and
 * beyond the brief whether the company must act on a payment (details on the appointments page).
 */
export function LatestBookings({ appointments }: { appointments: DashboardData['latestAppointments'] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {texts.latestTitle}
        </h2>
        <Link to={paths.admin.appointments} className={styles.viewAll}>
          {texts.viewAll}
        </Link>
      </header>
      {appointments.length === 0 ? (
        <p className={styles.empty}>{texts.latestEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {appointments.map((appointment) => (
            <li key={appointment._id} className={styles.item}>
              <div className={styles.who}>
                <p className={styles.name}>{appointment.userData.name}</p>
                <p className={styles.service}>{appointment.service}</p>
              </div>
              <p className={styles.when}>
                <span>{toDisplayDate(appointment.date)}</span>
                <span>{appointment.time}</span>
              </p>
              <p className={styles.amount}>{formatNaira(appointment.amount)}</p>
              <div className={styles.badges}>
                <PaymentBadge paid={appointment.payment} />
                <AppointmentStatusBadge cancelled={appointment.cancelled} isCompleted={appointment.isCompleted} />
                {appointment.needsAttention && <AttentionBadge>{texts.needsAttention}</AttentionBadge>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
