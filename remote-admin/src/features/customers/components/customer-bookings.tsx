import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { customersTexts } from '../lib/texts';
import { BookingStatusBadge } from './booking-status-badge';
import { Detail } from './detail';
import styles from './customers.module.css';

const texts = customersTexts.details;
const columns = texts.columns;

interface CustomerBookingsProps {
  appointments: AppointmentWithState[];
  name: string;
  /** A table on a wide screen, cards on a phone. */
  wide: boolean;
}

/** The customer's bookings, newest first, each reference opening the booking's details. */
export function CustomerBookings({ appointments, name, wide }: CustomerBookingsProps) {
  const captionId = useId();
  if (appointments.length === 0) return <p className={styles.muted}>{texts.noBookings}</p>;
  if (!wide) {
    return (
      <ul className={styles.cards}>
        {appointments.map((appointment) => (
          <li key={appointment._id}>
            <article className={`${styles.card} ${styles.bookingCard}`} aria-label={appointment.reference}>
              <div className={styles.cardHeader}>
                <p className={styles.reference}>
                  <Link to={appointmentPath(appointment._id)}>{appointment.reference}</Link>
                </p>
                <BookingStatusBadge status={appointment.status} />
              </div>
              <dl className={styles.details}>
                <Detail label={columns.date}>{toDisplayDate(appointment.date)}</Detail>
                <Detail label={columns.time}>{appointment.time}</Detail>
                <Detail label={columns.location}>{appointment.location}</Detail>
                <Detail label={columns.amount}>{formatNaira(appointment.amount)}</Detail>
                <Detail label={columns.service} wide>
                  {appointment.service}
                </Detail>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>
          <VisuallyHidden>{texts.bookingsCaption(name)}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {Object.values(columns).map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {appointments.map((appointment) => (
            <tr key={appointment._id}>
              <th scope="row" className={styles.number}>
                <Link to={appointmentPath(appointment._id)}>{appointment.reference}</Link>
              </th>
              <td className={styles.number}>{toDisplayDate(appointment.date)}</td>
              <td className={styles.number}>{appointment.time}</td>
              <td>{appointment.location}</td>
              <td>{appointment.service}</td>
              <td className={styles.number}>{formatNaira(appointment.amount)}</td>
              <td>
                <BookingStatusBadge status={appointment.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
