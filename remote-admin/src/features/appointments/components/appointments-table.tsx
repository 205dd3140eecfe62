import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import { PaymentBadge } from '../../../components/appointment-status/status-badge';
import { cellStyles, DataTable, type Column } from '../../../components/data-table/data-table';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { formatCount } from '../../../lib/format-count';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentActionsMenu } from './appointment-actions-menu';
import { AppointmentCard } from './appointment-card';
import { AppointmentState } from './appointment-state';
import styles from './appointments-table.module.css';

const columns = appointmentsTexts.columns;

/** An email that may break before its '@' rather than anywhere, so the column stays narrow and legible. */
function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  );
}

type OnDelete = (appointment: AppointmentWithState) => void;

/** The product's columns (docs/PRODUCT.md#admin-console); `#` counts from the page's first row. */
const columnsOf = (firstNumber: number, onDelete: OnDelete): Column<AppointmentWithState>[] => [
  { header: columns.number, className: styles.number, cell: (_, index) => formatCount(firstNumber + index) },
  {
    header: columns.customer,
    rowHeader: true,
    className: styles.customer,
    cell: (appointment) => <Link to={appointmentPath(appointment._id)}>{appointment.userData.name}</Link>,
  },
  { header: columns.email, cell: (appointment) => <EmailLink email={appointment.userData.email} /> },
  {
    header: columns.phone,
    className: styles.phone,
    cell: (appointment) => <PhoneLink phone={appointment.userData.phone} />,
  },
  { header: columns.address, className: styles.address, cell: (appointment) => appointment.userData.address },
  { header: columns.service, cell: (appointment) => appointment.service },
  { header: columns.payment, cell: (appointment) => <PaymentBadge paid={appointment.payment} /> },
  { header: columns.amount, className: cellStyles.numeric, cell: (appointment) => formatNaira(appointment.amount) },
  { header: columns.date, className: cellStyles.nowrap, cell: (appointment) => toDisplayDate(appointment.date) },
  { header: columns.time, className: cellStyles.nowrap, cell: (appointment) => appointment.time },
  {
    header: columns.actions,
    cell: (appointment) => (
      <div className={styles.actionsCell}>
        <AppointmentState appointment={appointment} compact />
        <AppointmentActionsMenu appointment={appointment} onDelete={onDelete} />
      </div>
    ),
  },
];

interface AppointmentsTableProps {
  appointments: AppointmentWithState[];
  /** The `#` of the first row: rows are numbered across pages. */
  firstNumber: number;
  caption: string;
  onDelete: OnDelete;
}

/**
 * The appointments of a page: on a wide screen the product's columns in a table, each row's actions
 * in one menu so that the table fits a 1280px screen; on a phone one card per appointment.
 */
export function AppointmentsTable({ appointments, firstNumber, caption, onDelete }: AppointmentsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columnsOf(firstNumber, onDelete)}
      rows={appointments}
      rowKey={(appointment) => appointment._id}
      card={(appointment, index) => (
        <AppointmentCard appointment={appointment} number={firstNumber + index} onDelete={onDelete} />
      )}
      dense
    />
  );
}
