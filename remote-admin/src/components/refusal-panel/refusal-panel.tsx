import { appointmentPath } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import { StatusPanel } from '@clean/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Detail, DetailList } from '../detail-list/detail-list';
import type { StrandedBooking } from '@clean/shared/schemas';
import type { BookingsRefusal } from '../../lib/conflict';
import styles from './refusal-panel.module.css';

const texts = {
  title: 'Nothing was saved',
  bookingsLabel: 'Paid bookings that would be left without a crew',
  reference: 'Reference',
  customer: 'Customer',
  location: 'Location',
  date: 'Date',
  time: 'Time',
} as const;

/**
 * Why a save failed: the server's message and, for a refusal (a rule change, a crew deactivated), the
 * paid bookings that stopped it, each with what can be done about it when the page offers something.
 */
export function RefusalPanel({
  failure,
  bookingsLabel = texts.bookingsLabel,
  actionFor,
}: {
  failure: BookingsRefusal;
  /** What the listed bookings are (by default: paid bookings a change would leave without a crew). */
  bookingsLabel?: string;
  /** What can be done about each listed booking, under its details (another crew sent, say). */
  actionFor?: (booking: StrandedBooking) => ReactNode;
}) {
  return (
    <StatusPanel tone="error" title={texts.title} level={3}>
      <p>{failure.message}</p>
      {failure.bookings.length > 0 && (
        <ul className={styles.stranded} aria-label={bookingsLabel}>
          {failure.bookings.map((booking) => (
            <li key={booking._id} className={styles.strandedItem}>
              <DetailList layout="grid">
                <Detail label={texts.reference}>
                  <Link to={appointmentPath(booking._id)}>{booking.reference}</Link>
                </Detail>
                <Detail label={texts.customer}>{booking.customerName}</Detail>
                <Detail label={texts.location}>{booking.location}</Detail>
                <Detail label={texts.date}>{toDisplayDate(booking.date)}</Detail>
                <Detail label={texts.time}>{booking.time}</Detail>
              </DetailList>
              {actionFor?.(booking)}
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
