import { customerPath, formatNaira } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import type { Customer } from '@clean/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { PhoneLink } from '../../../components/phone-link/phone-link';
import { formatCount } from '../../../lib/format-count';
import { customersTexts } from '../lib/texts';
import styles from './customers.module.css';

const columns = customersTexts.columns;

/** One customer on a phone: the name linking to their page, then their figures and contacts. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={customerPath(customer._id)}>{customer.name}</Link>
      </h2>
      <DetailList layout="grid">
        <Detail label={columns.bookings}>{formatCount(customer.bookings)}</Detail>
        <Detail label={columns.totalPaid}>{formatNaira(customer.totalPaid)}</Detail>
        <Detail label={columns.lastBooking}>{toDisplayDate(customer.lastBooking)}</Detail>
        <Detail label={columns.phone}>
          <PhoneLink phone={customer.phone} />
        </Detail>
        <Detail label={columns.email} wide>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </Detail>
      </DetailList>
    </article>
  );
}
