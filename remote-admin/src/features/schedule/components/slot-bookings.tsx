import type { ScheduleBooking } from '@clean/shared/schemas';
import { useId, useState } from 'react';
import { BOOKINGS_SHOWN } from '../lib/slot-rows';
import { holdsCrew } from '../lib/slot-usage';
import { scheduleTexts as texts } from '../lib/texts';
import { BookingItem } from './booking-item';
import styles from './schedule.module.css';

/**
 * A slot's bookings: those holding a crew first, then the cancelled and expired. A crowded slot lists
 * the first few with its count and 'Show all n', so a busy day stays a page long.
 */
export function SlotBookings({ bookings, now }: { bookings: readonly ScheduleBooking[]; now: number }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const ordered = [...bookings].sort((a, b) => Number(holdsCrew(b, now)) - Number(holdsCrew(a, now)));
  const crowded = ordered.length > BOOKINGS_SHOWN + 1;
  const shown = crowded && !expanded ? ordered.slice(0, BOOKINGS_SHOWN) : ordered;
  return (
    <>
      {crowded && <p className={styles.bookingCount}>{texts.bookingCount(ordered.length)}</p>}
      <ul id={listId} className={styles.bookings}>
        {shown.map((booking) => (
          <BookingItem key={booking._id} booking={booking} now={now} />
        ))}
      </ul>
      {crowded && (
        <button
          type="button"
          className={styles.showAll}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? texts.showFewer : texts.showAll(ordered.length)}
        </button>
      )}
    </>
  );
}
