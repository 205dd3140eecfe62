import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PaymentBadge } from '../../../components/appointment-status/status-badge';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentActions } from './appointment-actions';
import { AppointmentState } from './appointment-state';
import styles from './appointment-cards.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const columns = appointmentsTexts.columns;

interface AppointmentCardsProps {
  appointments: AppointmentWithState[];
  /** The `#` of the first card: appointments are numbered across pages. */
  firstNumber: number;
  onDelete: (appointment: AppointmentWithState) => void;
}

/** One label and value; `wide` ones (phone, email, address) take a whole line. */
function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AppointmentCard({
  appointment,
  number,
  onDelete,
}: {
  appointment: AppointmentWithState;
  number: number;
  onDelete: AppointmentCardsProps['onDelete'];
}) {
  const titleId = useId();
  const { userData } = appointment;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.number}>
          {columns.number}
          {formatCount(number)}
        </p>
        <h2 id={titleId} className={styles.name}>
          <Link to={appointmentPath(appointment._id)}>{userData.name}</Link>
        </h2>
        <AppointmentState appointment={appointment} />
      </header>
      <dl className={styles.details}>
        <Detail label={columns.date}>{toDisplayDate(appointment.date)}</Detail>
        <Detail label={columns.time}>{appointment.time}</Detail>
        <Detail label={columns.service}>{appointment.service}</Detail>
        <Detail label={columns.amount}>{formatNaira(appointment.amount)}</Detail>
        <Detail label={columns.payment}>
          <PaymentBadge paid={appointment.payment} />
        </Detail>
        <Detail label={columns.phone} wide>
          <PhoneLink phone={userData.phone} />
        </Detail>
        <Detail label={columns.email} wide>
          <a href={`mailto:${userData.email}`}>{userData.email}</a>
        </Detail>
        <Detail label={columns.address} wide>
          {userData.address}
        </Detail>
      </dl>
      <AppointmentActions appointment={appointment} onDelete={onDelete} />
    </article>
  );
}

/** The list on a phone: one card per appointment, label and value pairs, then its actions. */
export function AppointmentCards({ appointments, firstNumber, onDelete }: AppointmentCardsProps) {
  return (
    <ul className={styles.cards}>
      {appointments.map((appointment, index) => (
        <li key={appointment._id}>
          <AppointmentCard appointment={appointment} number={firstNumber + index} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
