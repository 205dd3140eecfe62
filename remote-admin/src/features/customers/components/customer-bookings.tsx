import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import { cellStyles, DataTable, type Column } from '../../../components/data-table/data-table';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { customersTexts } from '../lib/texts';
import { BookingStatusBadge } from './booking-status-badge';
import styles from './customers.module.css';

const texts = customersTexts.details;
const columns = texts.columns;

const referenceLink = (appointment: AppointmentWithState) => (
  <Link to={appointmentPath(appointment._id)}>{appointment.reference}</Link>
);

const COLUMNS: Column<AppointmentWithState>[] = [
  { header: columns.reference, rowHeader: true, className: cellStyles.numeric, cell: referenceLink },
  { header: columns.date, className: cellStyles.numeric, cell: (appointment) => toDisplayDate(appointment.date) },
  { header: columns.time, className: cellStyles.numeric, cell: (appointment) => appointment.time },
  { header: columns.location, cell: (appointment) => appointment.location },
  { header: columns.service, cell: (appointment) => appointment.service },
  { header: columns.amount, className: cellStyles.numeric, cell: (appointment) => formatNaira(appointment.amount) },
  { header: columns.status, cell: (appointment) => <BookingStatusBadge status={appointment.status} /> },
];

function BookingCard({ appointment }: { appointment: AppointmentWithState }) {
  return (
    <article className={`${styles.card} ${styles.bookingCard}`} aria-label={appointment.reference}>
      <div className={styles.cardHeader}>
        <p className={styles.reference}>{referenceLink(appointment)}</p>
        <BookingStatusBadge status={appointment.status} />
      </div>
      <DetailList layout="grid">
        <Detail label={columns.date}>{toDisplayDate(appointment.date)}</Detail>
        <Detail label={columns.time}>{appointment.time}</Detail>
        <Detail label={columns.location}>{appointment.location}</Detail>
        <Detail label={columns.amount}>{formatNaira(appointment.amount)}</Detail>
        <Detail label={columns.service} wide>
          {appointment.service}
        </Detail>
      </DetailList>
    </article>
  );
}

/** The customer's bookings, newest first: a table on a wide screen, cards on a phone, each reference opening the booking. */
export function CustomerBookings({ appointments, name }: { appointments: AppointmentWithState[]; name: string }) {
  return (
    <DataTable
      caption={texts.bookingsCaption(name)}
      columns={COLUMNS}
      rows={appointments}
      rowKey={(appointment) => appointment._id}
      empty={<p className={styles.muted}>{texts.noBookings}</p>}
      card={(appointment) => <BookingCard appointment={appointment} />}
    />
  );
}
