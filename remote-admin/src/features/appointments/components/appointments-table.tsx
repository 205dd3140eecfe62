import { appointmentPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { AppointmentWithState } from '@clean/shared/schemas';
import { VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PaymentBadge } from '../../../components/appointment-status/status-badge';
import { appointmentsTexts } from '../lib/texts';
import { AppointmentActionsMenu } from './appointment-actions-menu';
import { AppointmentState } from './appointment-state';
import styles from './appointments-table.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

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

interface AppointmentsTableProps {
  appointments: AppointmentWithState[];
  /** The `#` of the first row: rows are numbered across pages. */
  firstNumber: number;
  caption: string;
  onDelete: (appointment: AppointmentWithState) => void;
}

/**
 * The list on a wide screen: the product's columns in a real table (docs/PRODUCT.md#admin-console),
 * each row's actions in one menu so that the table fits a 1280px screen; it scrolls sideways inside
 * its own focusable region when the screen is narrower still.
 */
export function AppointmentsTable({ appointments, firstNumber, caption, onDelete }: AppointmentsTableProps) {
  const captionId = useId();
  return (
    // Focusable so that keyboard users can scroll it sideways; named by the caption.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>
          <VisuallyHidden>{caption}</VisuallyHidden>
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
          {appointments.map((appointment, index) => (
            <tr key={appointment._id}>
              <td className={styles.number}>{formatCount(firstNumber + index)}</td>
              <th scope="row" className={styles.customer}>
                <Link to={appointmentPath(appointment._id)}>{appointment.userData.name}</Link>
              </th>
              <td>
                <EmailLink email={appointment.userData.email} />
              </td>
              <td className={styles.phone}>
                <PhoneLink phone={appointment.userData.phone} />
              </td>
              <td className={styles.address}>{appointment.userData.address}</td>
              <td>{appointment.service}</td>
              <td>
                <PaymentBadge paid={appointment.payment} />
              </td>
              <td className={styles.amount}>{formatNaira(appointment.amount)}</td>
              <td className={styles.nowrap}>{toDisplayDate(appointment.date)}</td>
              <td className={styles.nowrap}>{appointment.time}</td>
              <td>
                <div className={styles.actionsCell}>
                  <AppointmentState appointment={appointment} compact />
                  <AppointmentActionsMenu appointment={appointment} onDelete={onDelete} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
