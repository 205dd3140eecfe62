import { paths } from '@clean/shared';
import type { ScheduleDay } from '@clean/shared/schemas';
import { VisuallyHidden } from '@clean/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useWideScreen } from '../../../hooks/use-wide-screen';
import { boardLocations, closedReason, slotOf, slotsAt, weekTimes } from '../lib/board-layout';
import { shortDate } from '@clean/shared/lagos-time';
import { writeScheduleParams, type ScheduleParams } from '../lib/schedule-params';
import { slotUsage, type SlotUsage } from '../lib/slot-usage';
import { scheduleTexts as texts } from '../lib/texts';
import styles from './schedule.module.css';

interface WeekProps {
  days: ScheduleDay[];
  params: ScheduleParams;
  now: number;
}

/** The day view of `date`, keeping the board's location. */
const dayHref = (date: string, params: ScheduleParams) =>
  `${paths.admin.schedule}?${writeScheduleParams({ ...params, date, view: 'day' }).toString()}`;

const usageClass = (usage: SlotUsage) => {
  if (usage.over > 0) return `${styles.cellLink} ${styles.over}`;
  if (usage.free === 0) return `${styles.cellLink} ${styles.full}`;
  return styles.cellLink;
};

function SlotLink({
  day,
  location,
  time,
  usage,
  params,
}: {
  day: string;
  location: string;
  time: string;
  usage: SlotUsage;
  params: ScheduleParams;
}) {
  const crews = texts.crews(usage.used, usage.available);
  return (
    <Link
      to={dayHref(day, params)}
      className={usageClass(usage)}
      aria-label={texts.openDay(location, day, time, crews)}
    >
      {crews}
    </Link>
  );
}

/** Wide screens: one grid per location, the slot hours down, the seven days across. */
function LocationGrid({ days, location, params, now }: WeekProps & { location: string }) {
  const titleId = useId();
  const times = weekTimes(days, location);
  return (
    <section className={styles.location} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.locationTitle}>
        {location}
      </h3>
      <div className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.week}>
          <caption>
            <VisuallyHidden>{texts.weekTable(location)}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{texts.time}</th>
              {days.map((day) => {
                const closed = closedReason(day, location);
                return (
                  <th key={day.date} scope="col">
                    <Link to={dayHref(day.date, params)}>{shortDate(day.date)}</Link>
                    {closed !== null && <span className={styles.closedNote}>{texts.closed(closed)}</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {days.map((day) => {
                  const slot = slotOf(day, location, time);
                  return (
                    <td key={day.date}>
                      {slot ? (
                        <SlotLink
                          day={day.date}
                          location={location}
                          time={time}
                          usage={slotUsage(slot, now)}
                          params={params}
                        />
                      ) : (
                        <span className={styles.none}>
                          <span aria-hidden="true">–</span>
                          <VisuallyHidden>
                            {closedReason(day, location) !== null ? texts.closedShort : texts.noSlot}
                          </VisuallyHidden>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Phones: per location, a short list per day. */
function LocationList({ days, location, params, now }: WeekProps & { location: string }) {
  const titleId = useId();
  return (
    <section className={styles.location} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.locationTitle}>
        {location}
      </h3>
      <ul className={styles.dayList}>
        {days.map((day) => {
          const closed = closedReason(day, location);
          const slots = slotsAt(day, location);
          return (
            <li key={day.date} className={styles.dayItem}>
              <h4 className={styles.slotTime}>
                <Link to={dayHref(day.date, params)}>{shortDate(day.date)}</Link>
              </h4>
              {closed !== null && <p className={styles.closed}>{texts.closed(closed)}</p>}
              {slots.length === 0 && closed === null && <p className={styles.empty}>{texts.noSlots}</p>}
              {slots.length > 0 && (
                <ul className={styles.slotLinks}>
                  {slots.map((slot) => (
                    <li key={slot.time}>
                      <span className={styles.slotLabel}>{slot.time}</span>
                      <SlotLink
                        day={day.date}
                        location={location}
                        time={slot.time}
                        usage={slotUsage(slot, now)}
                        params={params}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Seven days: per location, crews used of available for each day and slot; a cell opens its day. */
export function WeekView(props: WeekProps) {
  // A list per day on phones; past the phone breakpoint, a grid of eight narrow columns.
  const wide = useWideScreen();
  const Location = wide ? LocationGrid : LocationList;
  return (
    <div className={styles.locations}>
      {boardLocations(props.params.location).map((location) => (
        <Location key={location} location={location} {...props} />
      ))}
    </div>
  );
}
