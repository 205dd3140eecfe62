import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PaymentBadge } from '../../../components/appointment-status/status-badge';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentActions } from './appointment-actions';
import { AppointmentState } from './appointment-state';
import styles from './appointment-card.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const columns = appointmentsTexts.columns;

interface AppointmentCardProps {
  appointment: AppointmentWithState;
  /** Its `#`: appointments are numbered across pages. */
  number: number;
  onDelete: (appointment: AppointmentWithState) => void;
}

/** One appointment on a phone: its number, name and state, label and value pairs, then its actions. */
export function AppointmentCard({ appointment, number, onDelete }: AppointmentCardProps) {
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
      <DetailList layout="grid">
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
      </DetailList>
      <AppointmentActions appointment={appointment} onDelete={onDelete} />
    </article>
  );
}
