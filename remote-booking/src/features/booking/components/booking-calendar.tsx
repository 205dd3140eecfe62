import { parseApiDate } from '@clean/shared/dates';
import { VisuallyHidden } from '@clean/shared/ui';
import Calendar, { type TileArgs } from 'react-calendar';
import { isBookable, lastOfferedDate, type AvailabilityIndex } from '../lib/availability';
import { bookingTexts } from '../lib/texts';
import styles from './booking-calendar.module.css';

interface BookingCalendarProps {
  index: AvailabilityIndex;
  /** The chosen date, yyyy-MM-dd, or ''. */
  value: string;
  onChange: (date: Date) => void;
  /** Id of the visible 'Preferred Date' label. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * Preferred Date (docs/PRODUCT.md#booking): from today to the last date the availability answer offers;
 * dates with no free time are disabled, free ones highlighted. Each day says 'Available' or
 * 'Unavailable' both as a tooltip (title) and as text a screen reader reads with the date.
 */
export function BookingCalendar({ index, value, onChange, labelledBy, describedBy }: BookingCalendarProps) {
  const today = new Date();
  const bookable = ({ date, view }: TileArgs) => view === 'month' && isBookable(index, date, today);

  return (
    <div className={styles.calendar} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <Calendar
        value={value ? parseApiDate(value) : null}
        onChange={(next) => {
          // A single-date calendar hands over one Date (null only when cleared, which it never is here).
          if (next instanceof Date) onChange(next);
        }}
        minDate={today}
        maxDate={lastOfferedDate(index)}
        minDetail="year"
        prev2Label={null}
        next2Label={null}
        tileDisabled={(args) => args.view === 'month' && !bookable(args)}
        tileClassName={(args) => (bookable(args) ? styles.available : null)}
        tileContent={(args) => {
          if (args.view !== 'month') return null;
          const label = bookable(args) ? bookingTexts.available : bookingTexts.unavailable;
          return (
            <span className={styles.tip} title={label}>
              <VisuallyHidden>{label}</VisuallyHidden>
            </span>
          );
        }}
      />
    </div>
  );
}
