import { customerPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { Customer } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { customersTexts } from '../lib/texts';
import { Detail } from './detail';
import styles from './customers.module.css';
import { formatCount } from '../../../lib/format-count';
import { PhoneLink } from '../../../components/phone-link/phone-link';

const columns = customersTexts.columns;

function CustomerCard({ customer }: { customer: Customer }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={customerPath(customer._id)}>{customer.name}</Link>
      </h2>
      <dl className={styles.details}>
        <Detail label={columns.bookings}>{formatCount(customer.bookings)}</Detail>
        <Detail label={columns.totalPaid}>{formatNaira(customer.totalPaid)}</Detail>
        <Detail label={columns.lastBooking}>{toDisplayDate(customer.lastBooking)}</Detail>
        <Detail label={columns.phone}>
          <PhoneLink phone={customer.phone} />
        </Detail>
        <Detail label={columns.email} wide>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </Detail>
      </dl>
    </article>
  );
}

/** The customers on a phone: one card each, the name linking to their page. */
export function CustomerCards({ customers }: { customers: Customer[] }) {
  return (
    <ul className={styles.cards}>
      {customers.map((customer) => (
        <li key={customer._id}>
          <CustomerCard customer={customer} />
        </li>
      ))}
    </ul>
  );
}
