import { appointmentPath } from '@clean/shared';
import { JOB_STEP_LABELS, type ScheduleBooking } from '@clean/shared/schemas';
import { Link } from 'react-router-dom';
import { PaymentBadge } from '../../../components/appointment-status/status-badge';
import { holdsCrew, holdState } from '../lib/slot-usage';
import { scheduleTexts as texts } from '../lib/texts';
import styles from './schedule.module.css';

/**
 * One booking of a slot: who, what, which crew goes, paid or not, the hold time left, how far its crew
 * got on the day (docs/PRODUCT.md, "The crew's day"), and a link to its details.
 */
export function BookingItem({ booking, now }: { booking: ScheduleBooking; now: number }) {
  const hold = holdState(booking, now);
  const status = texts.statuses[booking.status];
  const step = booking.jobStep && booking.jobStep !== 'assigned' ? booking.jobStep : null;
  return (
    <li className={holdsCrew(booking, now) ? styles.booking : `${styles.booking} ${styles.inactive}`}>
      <Link to={appointmentPath(booking._id)} className={styles.customer}>
        {booking.customerName}
      </Link>
      <span className={styles.service}>
        {booking.service}
        {booking.crew && ` · ${booking.crew}`}
      </span>
      <span className={styles.badges}>
        <PaymentBadge paid={booking.payment} />
        {booking.plan && <span className={styles.plan}>{texts.planMark(booking.frequency)}</span>}
        {hold.kind === 'holding' && <span className={styles.hold}>{texts.hold(hold.minutesLeft)}</span>}
        {hold.kind === 'expired' && <span className={styles.expired}>{texts.holdExpired}</span>}
        {step && (
          <span className={step === 'could-not-work' ? `${styles.step} ${styles.stepStopped}` : styles.step}>
            {JOB_STEP_LABELS[step]}
          </span>
        )}
        {status && booking.status !== 'expired' && <span className={styles.status}>{status}</span>}
      </span>
    </li>
  );
}
