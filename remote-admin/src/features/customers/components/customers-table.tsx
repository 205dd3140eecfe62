import { customerPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { Customer } from '@clean/shared/schemas';
import { VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { customersTexts } from '../lib/texts';
import styles from './customers.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const columns = customersTexts.columns;

/** The customers on a wide screen: a real table, each name linking to the customer's page. */
export function CustomersTable({ customers, caption }: { customers: Customer[]; caption: string }) {
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
          {customers.map((customer) => (
            <tr key={customer._id}>
              <th scope="row">
                <Link to={customerPath(customer._id)}>{customer.name}</Link>
              </th>
              <td>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </td>
              <td className={styles.number}>
                <PhoneLink phone={customer.phone} />
              </td>
              <td className={styles.number}>{formatCount(customer.bookings)}</td>
              <td className={styles.number}>{formatNaira(customer.totalPaid)}</td>
              <td className={styles.number}>{toDisplayDate(customer.lastBooking)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
