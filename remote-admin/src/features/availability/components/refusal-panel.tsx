import { appointmentPath } from '@clean/shared';
import { toDisplayDate } from '@clean/shared/dates';
import { StatusPanel } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import type { AvailabilityConflict } from '../lib/conflict';
import { availabilityTexts } from '../lib/texts';
import styles from './availability.module.css';

const texts = availabilityTexts.refusal;

/** Why a save failed: the server's message and, for a refusal, the paid bookings that stopped it. */
export function RefusalPanel({ failure }: { failure: AvailabilityConflict }) {
  return (
    <StatusPanel tone="error" title={texts.title} level={3}>
      <p>{failure.message}</p>
      {failure.bookings.length > 0 && (
        <ul className={styles.stranded} aria-label={texts.bookingsLabel}>
          {failure.bookings.map((booking) => (
            <li key={booking._id} className={styles.strandedItem}>
              <dl className={styles.strandedDetails}>
                <div>
                  <dt>{texts.reference}</dt>
                  <dd>
                    <Link to={appointmentPath(booking._id)}>{booking.reference}</Link>
                  </dd>
                </div>
                <div>
                  <dt>{texts.customer}</dt>
                  <dd>{booking.customerName}</dd>
                </div>
                <div>
                  <dt>{texts.location}</dt>
                  <dd>{booking.location}</dd>
                </div>
                <div>
                  <dt>{texts.date}</dt>
                  <dd>{toDisplayDate(booking.date)}</dd>
                </div>
                <div>
                  <dt>{texts.time}</dt>
                  <dd>{booking.time}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </StatusPanel>
  );
}
