import { toDisplayDate } from '@clean/shared/dates';
import { Bone, FieldError, Skeleton } from '@clean/shared/ui';
import { useId, type ReactNode, type Ref } from 'react';
import type { AvailabilityState } from '../api/booking-data-layer';
import { timesOn, type AvailabilityIndex } from '../lib/availability';
import { bookingTexts } from '../lib/texts';
import styles from './booking-form.module.css';
import { LazyBookingCalendar } from './lazy-booking-calendar';
import { LoadFailed } from './load-failed';
import { TimeSlots } from './time-slots';

const { labels } = bookingTexts;

/** A labelled block for controls that are not a single input (the calendar, the time buttons). */
function Group({
  labelId,
  label,
  children,
  placeRef,
}: {
  labelId: string;
  label: string;
  children: ReactNode;
  placeRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className={styles.group} ref={placeRef}>
      <p id={labelId} className={styles.groupLabel}>
        {label}
      </p>
      {children}
    </div>
  );
}

interface SlotFieldsProps {
  availability: AvailabilityState;
  index: AvailabilityIndex;
  values: { location?: string; date?: string; time?: string };
  /** The date's place, watched for coming on screen (the free dates then load). */
  datePlaceRef: Ref<HTMLDivElement>;
  onDate: (date: Date) => void;
  onTime: (time: string) => void;
}

/**
 * When: the calendar of the free dates (a skeleton while they load, a Retry when they could not be),
 * the date chosen, then the free times of that date.
 */
export function SlotFields({ availability, index, values, datePlaceRef, onDate, onTime }: SlotFieldsProps) {
  const ids = { date: useId(), time: useId(), timeNote: useId() };
  const times = values.date ? timesOn(index, values.date) : undefined;
  const calendarBone = <Bone shape="card" width="100%" height="300px" className={styles.calendarBone} />;
  const calendarSkeleton = <Skeleton label={bookingTexts.loadingCalendar}>{calendarBone}</Skeleton>;

  return (
    <>
      <Group labelId={ids.date} label={labels.date} placeRef={datePlaceRef}>
        {availability.currentData ? (
          index.size === 0 ? (
            <p className={styles.note}>{bookingTexts.noDates}</p>
          ) : (
            <LazyBookingCalendar
              wanted={!!values.location}
              placeholder={calendarSkeleton}
              index={index}
              value={values.date ?? ''}
              onChange={onDate}
              labelledBy={ids.date}
            />
          )
        ) : availability.error && !availability.isFetching ? (
          <LoadFailed
            title={bookingTexts.calendarErrorTitle}
            retrying={availability.isFetching}
            onRetry={() => void availability.refetch()}
          />
        ) : availability.isFetching ? (
          calendarSkeleton
        ) : (
          // Not asked for yet (the form untouched, the place off screen): its place is held, and
          // nothing is announced as loading while nothing is.
          <div>{calendarBone}</div>
        )}
        <p className={styles.chosen}>
          {bookingTexts.selectedDate}{' '}
          <span aria-live="polite">{values.date ? toDisplayDate(values.date) : bookingTexts.noDate}</span>
        </p>
      </Group>

      <Group labelId={ids.time} label={labels.time}>
        {!values.date ? (
          <p className={styles.note}>{bookingTexts.chooseDateFirst}</p>
        ) : times && times.length > 0 ? (
          <TimeSlots times={times} value={values.time ?? ''} onChange={onTime} labelledBy={ids.time} />
        ) : (
          <FieldError id={ids.timeNote}>{bookingTexts.fullyBooked}</FieldError>
        )}
      </Group>
    </>
  );
}
