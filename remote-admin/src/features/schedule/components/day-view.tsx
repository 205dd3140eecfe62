import type { ScheduleDay } from '@clean/shared/schemas';
import { useId } from 'react';
import { boardLocations, closedReason, slotsAt } from '../lib/board-layout';
import type { ScheduleParams } from '../lib/schedule-params';
import { slotRows } from '../lib/slot-rows';
import { slotUsage } from '../lib/slot-usage';
import { scheduleTexts as texts } from '../lib/texts';
import { SlotBookings } from './slot-bookings';
import { SlotFigure } from './slot-figure';
import styles from './schedule.module.css';

function LocationDay({ day, location, now }: { day: ScheduleDay; location: string; now: number }) {
  const titleId = useId();
  const slots = slotsAt(day, location);
  const closed = closedReason(day, location);
  return (
    <section className={styles.location} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.locationTitle}>
        {location}
      </h3>
      {closed !== null && <p className={styles.closed}>{texts.closed(closed)}</p>}
      {slots.length === 0 && closed === null && <p className={styles.empty}>{texts.noSlots}</p>}
      {slots.length > 0 && (
        <ul className={styles.slots}>
          {slotRows(slots).map((row) =>
            row.kind === 'free' ? (
              <li key={row.first} className={`${styles.slot} ${styles.freeRun}`}>
                <h4 className={styles.slotTime}>{texts.freeRun(row.first, row.last)}</h4>
                <p className={styles.empty}>{texts.freeSlots(row.count, row.crews)}</p>
              </li>
            ) : (
              <li key={row.slot.time} className={styles.slot}>
                <h4 className={styles.slotTime}>{row.slot.time}</h4>
                <SlotFigure usage={slotUsage(row.slot, now)} />
                <SlotBookings bookings={row.slot.bookings} now={now} />
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** One day: per location, each slot hour with its crews used of available and its bookings. */
export function DayView({ day, params, now }: { day: ScheduleDay; params: ScheduleParams; now: number }) {
  return (
    <div className={styles.locations}>
      {boardLocations(params.location).map((location) => (
        <LocationDay key={location} day={day} location={location} now={now} />
      ))}
    </div>
  );
}
